package workspace

import (
	"errors"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/bmatcuk/doublestar/v4"
)

// pattern is one item specification (an Include, Exclude or Remove fragment)
// resolved against the project folder. MSBuild's only wildcards are *, ? and
// **; everything else, including doublestar's [ ] { }, is literal.
type pattern struct {
	wild  bool
	path  string   // literal patterns: the cleaned absolute OS path
	glob  string   // wildcard patterns: absolute, '/'-separated, for doublestar
	base  string   // OS path of the longest wildcard-free folder prefix
	name  string   // when glob is base/**/name, matching the file name is enough
	depth int      // folders below base that can match; -1 when unbounded (**)
	under *pattern // for X/** patterns: X, so that matching folders can be pruned
}

func newPattern(dir, spec string) *pattern {
	s := strings.ReplaceAll(spec, `\`, "/")
	abs := filepath.IsAbs(filepath.FromSlash(s))
	if !strings.ContainsAny(s, "*?") {
		p := filepath.FromSlash(s)
		if !abs {
			p = filepath.Join(dir, p)
		}
		return &pattern{path: filepath.Clean(p)}
	}
	plain, glob := s, escapeGlob(s, "[]{}")
	if !abs {
		d := filepath.ToSlash(dir)
		plain, glob = d+"/"+s, escapeGlob(d, `*?[]{}\`)+"/"+glob
	}
	plain, glob = path.Clean(plain), path.Clean(glob)
	p := &pattern{wild: true, glob: glob, depth: -1}
	base := plain[:strings.IndexAny(plain, "*?")]
	base = base[:strings.LastIndex(base, "/")+1]
	rest := plain[len(base):]
	p.base = filepath.Clean(filepath.FromSlash(base))
	if !strings.Contains(rest, "**") {
		p.depth = strings.Count(rest, "/")
	}
	if name, ok := strings.CutPrefix(rest, "**/"); ok && !strings.Contains(name, "/") && !strings.Contains(name, "**") {
		p.name = escapeGlob(name, "[]{}")
	}
	if strings.HasSuffix(plain, "/**") {
		p.under = newPattern(dir, plain[:len(plain)-3])
	}
	return p
}

func escapeGlob(s, meta string) string {
	if !strings.ContainsAny(s, meta) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune(meta, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// match reports whether the absolute OS path file matches.
func (p *pattern) match(file string) bool {
	if !p.wild {
		return file == p.path
	}
	if p.name != "" {
		return isUnder(file, p.base) && doublestar.MatchUnvalidated(p.name, filepath.Base(file))
	}
	return doublestar.MatchUnvalidated(p.glob, filepath.ToSlash(file))
}

// isUnder reports whether path is strictly inside the folder dir.
func isUnder(path, dir string) bool {
	if !strings.HasPrefix(path, dir) || len(path) == len(dir) {
		return false
	}
	return strings.HasSuffix(dir, string(filepath.Separator)) || path[len(dir)] == filepath.Separator
}

// excludes is a list of Exclude patterns.
type excludes []*pattern

// prunes reports whether every file below the folder dir is excluded.
func (ex excludes) prunes(dir string) bool {
	for _, p := range ex {
		if p.under != nil && p.under.match(dir) {
			return true
		}
	}
	return false
}

// excludesFile reports whether file is excluded. walked means every folder
// between the walk's root and file already passed prunes.
func (ex excludes) excludesFile(file string, walked bool) bool {
	for _, p := range ex {
		if walked && p.under != nil {
			continue
		}
		if p.match(file) {
			return true
		}
	}
	return false
}

// dirCache reads each folder, and looks up each path, at most once per
// Load (and across Loads through a Disk), so projects whose globs overlap
// (nested projects, several globs in one project) share the reads.
type dirCache struct {
	lists map[string][]fs.DirEntry
	stats map[string]statResult
}

type statResult struct {
	info fs.FileInfo
	err  error
	alt  string // the path on disk, when only its case differs
}

func newDirCache() *dirCache {
	return &dirCache{lists: map[string][]fs.DirEntry{}, stats: map[string]statResult{}}
}

func (c *dirCache) list(dir string) []fs.DirEntry {
	if entries, ok := c.lists[dir]; ok {
		return entries
	}
	entries, _ := os.ReadDir(dir) // an unreadable folder has no files, as for MSBuild
	c.lists[dir] = entries
	return entries
}

// stat is os.Stat, read once; a file whose name differs from path's only in
// case stands for it (see otherCase).
func (c *dirCache) stat(path string) (fs.FileInfo, error) {
	r, ok := c.stats[path]
	if !ok {
		r.info, r.err = os.Stat(path)
		if errors.Is(r.err, fs.ErrNotExist) {
			if alt := c.otherCase(path); alt != "" {
				r.info, r.err = os.Stat(alt)
				r.alt = alt
			}
		}
		c.stats[path] = r
	}
	return r.info, r.err
}

// otherCase is the path of the entry of path's folder whose name differs
// from path's only in case, "" when there is none: projects are written
// on Windows, which ignores case (MahApps.Metro's Directory.Build.Props).
// Folders above it may differ in case too, also where a folder of the
// path's own case exists without the file (HtmlAgilityPack's
// HtmlAgilityPack.NetStandard2_0\ project is HtmlAgilityPack.NETStandard2_0/).
func (c *dirCache) otherCase(path string) string {
	dir, name := filepath.Split(path)
	dir = filepath.Clean(dir)
	dirs := []string{dir}
	if filepath.Dir(dir) != dir {
		dirs = append(dirs, c.otherCaseDirs(dir)...)
	}
	for _, d := range dirs {
		for _, e := range c.list(d) {
			if strings.EqualFold(e.Name(), name) && (d != dir || e.Name() != name) {
				return filepath.Join(d, e.Name())
			}
		}
	}
	return ""
}

// otherCaseDirs are the folders whose path differs from dir's only in the
// case of its last name, dir's parent spelled as on disk.
func (c *dirCache) otherCaseDirs(dir string) []string {
	parent, name := filepath.Split(dir)
	parent = c.spelled(filepath.Clean(parent))
	var out []string
	for _, e := range c.list(parent) {
		if e.IsDir() && strings.EqualFold(e.Name(), name) && filepath.Join(parent, e.Name()) != dir {
			out = append(out, filepath.Join(parent, e.Name()))
		}
	}
	return out
}

// spelled is path as the disk spells it: the entry that stands for it
// when only its case differs (see stat).
func (c *dirCache) spelled(path string) string {
	if _, err := c.stat(path); err == nil && c.stats[path].alt != "" {
		return c.stats[path].alt
	}
	return path
}

// isFile says whether path is a file (not a folder).
func (c *dirCache) isFile(path string) bool {
	info, err := c.stat(path)
	return err == nil && !info.IsDir()
}

// forget drops what was read of path and of everything below it, and the
// listings and states of the folders above it, which its appearing or
// disappearing changes.
func (c *dirCache) forget(path string) {
	maps.DeleteFunc(c.lists, func(p string, _ []fs.DirEntry) bool { return within(p, path) })
	maps.DeleteFunc(c.stats, func(p string, _ statResult) bool { return within(p, path) })
	for dir := filepath.Dir(path); ; dir = filepath.Dir(dir) {
		delete(c.lists, dir)
		delete(c.stats, dir)
		if filepath.Dir(dir) == dir {
			return
		}
	}
}

// within says whether path is root or below it.
func within(path, root string) bool {
	return path == root || strings.HasPrefix(path, root+string(filepath.Separator))
}

// glob returns the files matching include and not excluded, in walk order.
func (c *dirCache) glob(include *pattern, ex excludes) []string {
	// Exclusions of a folder above the walk's root cover the whole walk.
	for d := include.base; ; d = filepath.Dir(d) {
		if ex.prunes(d) {
			return nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	var files []string
	c.walk(include.base, include.depth, ex.prunes, func(p string) {
		if include.match(p) && !ex.excludesFile(p, true) {
			files = append(files, p)
		}
	})
	return files
}

// walk calls visit for each file below dir, in name order, descending at
// most depth folders (-1: no limit) and not into folders skip accepts.
func (c *dirCache) walk(dir string, depth int, skip func(string) bool, visit func(string)) {
	for _, e := range c.list(dir) {
		p := joinPath(dir, e.Name())
		switch c.kind(p, e) {
		case fs.ModeDir:
			if depth != 0 && !skip(p) {
				c.walk(p, depth-1, skip, visit)
			}
		case 0:
			visit(p)
		}
	}
}

// kind is fs.ModeDir for a folder, 0 for a file and fs.ModeIrregular for
// anything to skip. Symbolic links to folders are skipped to stay clear of
// cycles; links to files count as files.
func (c *dirCache) kind(path string, e fs.DirEntry) fs.FileMode {
	switch {
	case e.IsDir():
		return fs.ModeDir
	case e.Type()&fs.ModeSymlink != 0:
		if info, err := c.stat(path); err == nil && info.Mode().IsRegular() {
			return 0
		}
		return fs.ModeIrregular
	case e.Type().IsRegular():
		return 0
	}
	return fs.ModeIrregular
}

// joinPath joins a clean folder and a name without filepath.Join's cleaning,
// which costs more than the walk itself on large trees.
func joinPath(dir, name string) string {
	if strings.HasSuffix(dir, string(filepath.Separator)) {
		return dir + name
	}
	return dir + string(filepath.Separator) + name
}
