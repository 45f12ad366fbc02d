package backend

import (
	"bytes"
	"context"
	"os"
	"path"
	"path/filepath"
	"regexp"
	resyntax "regexp/syntax"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/bmatcuk/doublestar/v4"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// TextSearchRequest asks for the places a text occurs in the workspace's files.
type TextSearchRequest struct {
	Query         string
	Regex         bool // Query is a Go (RE2) regular expression; ^ and $ match at line ends, a match stays on one line
	CaseSensitive bool
	Scope         string // project:NAME or folder:PATH
	FilePattern   string // a glob over the relative path; without a '/', over the file name
	Skip, Take    int
	PathStyle     string
}

// TextSearchResult is one page of the hits, in path and position order.
type TextSearchResult struct {
	Total, Skip, Take int
	Truncated         bool // there are hits past this page
	FilesSearched     int
	Hits              []TextHit
	Notes             []string
}

// TextHit is one occurrence of the query.
type TextHit struct {
	Location // from the first character of the match to the one after its end
	LineText string
	// Container is the type or member a C# hit is written in (Type.Member),
	// "" outside any or in other files.
	Container string
}

// textFile is one file search_text reads.
type textFile struct {
	path, rel string
	id        index.FileID // noFile for a file the index does not hold
	projects  []index.ProjectID
}

const noFile index.FileID = -1

// configExtensions are the files search_text reads in the workspace's and
// the projects' own folders (not below them) besides C# and MSBuild files.
var configExtensions = []string{".json", ".config", ".xml"}

// maxLineText is how much of a long line a hit shows around the match.
const maxLineText = 240

// SearchText answers search_text: every occurrence of a literal or a
// regular expression in the workspace's C# files (editors' text where they
// have a file open), its project, solution and MSBuild files, and the
// .json, .config and .xml files of its and its projects' folders.
func (v *View) SearchText(ctx context.Context, req TextSearchRequest) (*TextSearchResult, error) {
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	match, err := textMatcher(req.Query, req.Regex, req.CaseSensitive)
	if err != nil {
		return nil, err
	}
	files, err := v.textFiles(req.Scope, req.FilePattern)
	if err != nil {
		return nil, err
	}
	res := &TextSearchResult{Skip: req.Skip, Take: req.Take, FilesSearched: len(files)}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	found, err := v.searchFiles(ctx, files, match, req.Skip+res.Take)
	if err != nil {
		return nil, err
	}
	for i, f := range found {
		if f.count > 0 && res.Total+f.count > req.Skip && res.Total < req.Skip+res.Take {
			first := max(req.Skip-res.Total, 0)
			last := min(f.count, req.Skip+res.Take-res.Total)
			res.Hits = append(res.Hits, v.textHits(files[i], f.hits[first:last], style)...)
		}
		res.Total += f.count
	}
	res.Truncated = res.Total > req.Skip+res.Take
	return res, nil
}

// matcher calls found with the byte range of each match in text, in order,
// until it returns false. The text is the matcher's to change.
type matcher func(text []byte, found func(start, end int) bool)

// textMatcher compiles a query. An ASCII literal ignoring case is searched
// in a lower-cased copy; any other literal ignoring case goes through the
// regexp engine's case folding.
func textMatcher(query string, isRegex, caseSensitive bool) (matcher, error) {
	if query == "" {
		return nil, errorf(CodeInvalidArgument, "query is required")
	}
	switch {
	case !isRegex && caseSensitive:
		return literalMatcher([]byte(query), false), nil
	case !isRegex && isASCII(query):
		return literalMatcher([]byte(strings.ToLower(query)), true), nil
	case !isRegex:
		query = regexp.QuoteMeta(query)
	}
	flags := resyntax.Perl &^ resyntax.OneLine // ^ and $ match at line ends
	if !caseSensitive {
		flags |= resyntax.FoldCase
	}
	parsed, err := resyntax.Parse(query, flags)
	if err != nil {
		return nil, errorf(CodeInvalidArgument, "query is not a valid regular expression (Go RE2 syntax): %v", err)
	}
	withinLines(parsed)
	re, err := regexp.Compile(parsed.String())
	if err != nil {
		return nil, errorf(CodeInvalidArgument, "query %q cannot be searched line by line: %v", query, err)
	}
	if re.MatchString("") {
		return nil, errorf(CodeInvalidArgument, "the regular expression %q matches the empty text, so it would match everywhere", query)
	}
	lits, fold := requiredLiterals(parsed)
	if len(lits) == 0 || slices.ContainsFunc(lits, func(l string) bool { return len(l) < 3 }) || spansLines(parsed) {
		return func(text []byte, found func(start, end int) bool) {
			for _, m := range re.FindAllIndex(text, -1) {
				if !found(m[0], m[1]) {
					return
				}
			}
		}, nil
	}
	// The regexp engine is slow next to bytes.Index: it only reads the
	// lines that hold one of the texts every match contains one of.
	return func(text []byte, found func(start, end int) bool) {
		hay := text
		if fold {
			hay = asciiLower(slices.Clone(text))
		}
		next := make([]int, len(lits)) // where each text is next found, from at on (-1: nowhere)
		for i := range next {
			next[i] = -2 // not looked for yet
		}
		for at := 0; at < len(text); {
			first := -1
			for i, lit := range lits {
				if next[i] != -1 && next[i] < at {
					if j := bytes.Index(hay[at:], []byte(lit)); j >= 0 {
						next[i] = at + j
					} else {
						next[i] = -1
					}
				}
				if next[i] >= 0 && (first < 0 || next[i] < first) {
					first = next[i]
				}
			}
			if first < 0 {
				return
			}
			start := bytes.LastIndexByte(text[:first], '\n') + 1
			end := len(text)
			if j := bytes.IndexByte(text[first:], '\n'); j >= 0 {
				end = first + j
			}
			for _, m := range re.FindAllIndex(text[start:end], -1) {
				if !found(start+m[0], start+m[1]) {
					return
				}
			}
			at = end + 1
		}
	}, nil
}

// requiredLiterals are texts one of which every match of re contains (the
// alternatives of todo|hack, or the longest text a concatenation
// requires), lower-cased when re ignores case (then only ASCII without k
// and s, whose case partners K and ſ asciiLower leaves); none when no such
// texts are known.
func requiredLiterals(re *resyntax.Regexp) (lits []string, fold bool) {
	switch re.Op {
	case resyntax.OpLiteral:
		if re.Flags&resyntax.FoldCase == 0 {
			return []string{string(re.Rune)}, false
		}
		lit := ""
		for _, piece := range strings.FieldsFunc(strings.ToLower(string(re.Rune)), func(r rune) bool {
			return r >= utf8.RuneSelf || r == 'k' || r == 's'
		}) {
			if len(piece) > len(lit) {
				lit = piece
			}
		}
		if lit == "" {
			return nil, false
		}
		return []string{lit}, true
	case resyntax.OpCapture, resyntax.OpPlus:
		return requiredLiterals(re.Sub[0])
	case resyntax.OpConcat:
		for _, sub := range re.Sub {
			if l, f := requiredLiterals(sub); shortest(l) > shortest(lits) {
				lits, fold = l, f
			}
		}
	case resyntax.OpAlternate:
		for _, sub := range re.Sub {
			l, f := requiredLiterals(sub)
			if len(l) == 0 {
				return nil, false // this alternative may match without any
			}
			lits, fold = append(lits, l...), fold || f
		}
		if fold { // searched in a lower-cased text, each must be too
			for i := range lits {
				lits[i] = strings.ToLower(lits[i])
			}
		}
	}
	return lits, fold
}

// shortest is the length of the shortest text, 0 for none.
func shortest(lits []string) int {
	if len(lits) == 0 {
		return 0
	}
	return len(slices.MinFunc(lits, func(a, b string) int { return len(a) - len(b) }))
}

// spansLines says whether a match of re can hold a line break (a \n
// written, or . in (?s) mode): then it is not searched line by line.
func spansLines(re *resyntax.Regexp) bool {
	if re.Op == resyntax.OpAnyChar || re.Op == resyntax.OpLiteral && slices.Contains(re.Rune, '\n') {
		return true
	}
	return slices.ContainsFunc(re.Sub, spansLines)
}

// withinLines takes the line break out of every character class (\s,
// [^x] ...), so that a match stays on one line, as grep's do; a \n
// written as such still matches one.
func withinLines(re *resyntax.Regexp) {
	if re.Op == resyntax.OpCharClass {
		var ranges []rune
		for i := 0; i < len(re.Rune); i += 2 {
			lo, hi := re.Rune[i], re.Rune[i+1]
			if lo < '\n' {
				ranges = append(ranges, lo, min(hi, '\n'-1))
			}
			if hi > '\n' {
				ranges = append(ranges, max(lo, '\n'+1), hi)
			}
		}
		re.Rune = ranges
	}
	for _, sub := range re.Sub {
		withinLines(sub)
	}
}

func literalMatcher(query []byte, lower bool) matcher {
	return func(text []byte, found func(start, end int) bool) {
		if lower {
			text = asciiLower(text)
		}
		for at := 0; ; {
			i := bytes.Index(text[at:], query)
			if i < 0 || !found(at+i, at+i+len(query)) {
				return
			}
			at += i + len(query)
		}
	}
}

// asciiLower lower-cases the ASCII letters of text in place: offsets stay
// those of the text.
func asciiLower(text []byte) []byte {
	for i, c := range text {
		if 'A' <= c && c <= 'Z' {
			text[i] = c + 'a' - 'A'
		}
	}
	return text
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// textFiles lists the files to search, in path order: the C# files of the
// index, the projects' files and the MSBuild files they import, the
// solution, and the config files of the workspace's and the projects'
// folders; only those under the workspace root, in the scope and matching
// the pattern.
func (v *View) textFiles(scopeText, pattern string) ([]textFile, error) {
	scope, err := v.parseScope(scopeText)
	if err != nil {
		return nil, err
	}
	if scope.namespace != "" {
		return nil, errorf(CodeInvalidArgument, "scope %q: search_text takes project:NAME or folder:PATH", scopeText)
	}
	pattern = strings.TrimSpace(pattern)
	if pattern != "" && !doublestar.ValidatePattern(pattern) {
		return nil, errorf(CodeInvalidArgument, "filePattern %q is not a valid glob (*, **, ?, [a-z], {a,b})", pattern)
	}
	root := v.snap.Workspace.Root
	byPath := map[string]*textFile{}
	var out []*textFile
	add := func(p string, id index.FileID, projects ...index.ProjectID) {
		if f := byPath[p]; f != nil {
			f.projects = append(f.projects, projects...)
			return
		}
		f := &textFile{path: p, rel: index.RelPath(root, p), id: id, projects: slices.Clone(projects)}
		byPath[p] = f
		out = append(out, f)
	}
	for i, f := range v.snap.Files {
		if !f.External && !f.Retired() {
			add(f.Path, index.FileID(i), f.Projects...)
		}
	}
	if k := v.snap.Workspace.Kind; k == workspace.KindSln || k == workspace.KindSlnx {
		add(v.snap.Workspace.Path, noFile)
	}
	addConfigFiles(root, func(p string) { add(p, noFile) })
	for i, p := range v.snap.Projects {
		if p.Info == nil || p.Info.Path == "" {
			continue
		}
		pid := index.ProjectID(i)
		for _, file := range append([]string{p.Info.Path}, p.Info.Imports...) {
			add(file, noFile, pid)
		}
		addConfigFiles(p.Info.Dir, func(file string) { add(file, noFile, pid) })
	}
	var files []textFile
	for _, f := range out {
		if strings.HasPrefix(f.path, root+string(filepath.Separator)) && v.textFileInScope(scope, f) && matchesPattern(pattern, f.rel) {
			files = append(files, *f)
		}
	}
	slices.SortFunc(files, func(a, b textFile) int { return strings.Compare(a.rel, b.rel) })
	return files, nil
}

// addConfigFiles adds the config files a folder holds (not those below it).
func addConfigFiles(dir string, add func(string)) {
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		if e.Type().IsRegular() && slices.Contains(configExtensions, strings.ToLower(filepath.Ext(e.Name()))) {
			add(filepath.Join(dir, e.Name()))
		}
	}
}

func (v *View) textFileInScope(sc searchScope, f *textFile) bool {
	return (!sc.hasProject || slices.Contains(f.projects, sc.project)) && strings.HasPrefix(f.path, sc.folder)
}

// matchesPattern matches a glob against a relative path, or against the
// file name when the glob has no '/' (*.csproj finds them in every folder).
func matchesPattern(pattern, rel string) bool {
	if pattern == "" {
		return true
	}
	if !strings.Contains(pattern, "/") {
		rel = path.Base(rel)
	}
	return doublestar.MatchUnvalidated(pattern, rel)
}

// fileHits is what one file holds: how many matches and the byte ranges
// of the first few.
type fileHits struct {
	count int
	hits  [][2]int
}

// searchFiles runs the matcher over every file on all cores, keeping the
// first keep matches of each (any of them may be on the page asked for).
func (v *View) searchFiles(ctx context.Context, files []textFile, match matcher, keep int) ([]fileHits, error) {
	found := make([]fileHits, len(files))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(files)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(files) {
					return
				}
				text, _, err := v.fileText(files[i])
				if err != nil {
					continue // unreadable or binary: nothing to find
				}
				fh := &found[i]
				match(text, func(start, end int) bool {
					if fh.count++; len(fh.hits) < keep {
						fh.hits = append(fh.hits, [2]int{start, end})
					}
					return true
				})
			}
		}()
	}
	wg.Wait()
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "search_text was cancelled")
	}
	return found, nil
}

// fileText reads a file to search: an indexed one as the index reads it
// (an editor's text first), the others from disk.
func (v *View) fileText(f textFile) (text []byte, stale bool, err error) {
	if f.id != noFile {
		return v.snap.Text(f.id)
	}
	text, err = index.ReadText(&index.File{Path: f.path})
	return text, false, err
}

// textHits describes the matches of one file on the page. The file is read
// again: only the page's files need positions.
func (v *View) textHits(f textFile, ranges [][2]int, style PathStyle) []TextHit {
	text, stale, err := v.fileText(f)
	if err != nil {
		return nil
	}
	lines := syntax.NewLineIndex(text)
	filePath := f.path
	if style == PathRelative {
		filePath = f.rel
	}
	var decls []syntax.Decl
	if f.id != noFile && !stale && v.snap.Files[f.id].Syntax != nil {
		decls = v.snap.Files[f.id].Syntax.Decls
	}
	var out []TextHit
	for _, r := range ranges {
		start, end := lines.Position(r[0]), lines.Position(r[1])
		out = append(out, TextHit{
			Location:  Location{FilePath: filePath, Line: start.Line, Column: start.Col, EndLine: end.Line, EndColumn: end.Col},
			LineText:  lineAround(lines, start),
			Container: containerName(decls, start),
		})
	}
	return out
}

// lineAround is the text of the line a match starts on, without its
// indentation, or for a long line the stretch around the match, marked
// with … where cut.
func lineAround(lines *syntax.LineIndex, at syntax.Pos) string {
	text := lines.Line(at.Line)
	if len(text) <= maxLineText {
		return strings.TrimSpace(string(text))
	}
	col, _ := lines.ByteColumn(at)
	from, to := max(col-1-maxLineText/3, 0), min(col-1+maxLineText*2/3, len(text))
	for from > 0 && !utf8.RuneStart(text[from]) {
		from--
	}
	for to < len(text) && !utf8.RuneStart(text[to]) {
		to++
	}
	s := string(text[from:to])
	if from > 0 {
		s = "…" + s
	}
	if to < len(text) {
		s += "…"
	}
	return s
}

// containerName names the innermost type or member around a position:
// Type.Member, nested types included, namespaces left out.
func containerName(decls []syntax.Decl, at syntax.Pos) string {
	inner := -1
	for i := range decls {
		d := &decls[i]
		if d.Kind != syntax.KindNamespace && !at.Before(d.FullSpan.Start) && at.Before(d.FullSpan.End) {
			inner = i // declarations come in preorder: the last that holds it is the innermost
		}
	}
	var names []string
	for i := int32(inner); i >= 0; i = decls[i].Parent {
		if decls[i].Kind != syntax.KindNamespace {
			names = append(names, decls[i].Name)
		}
	}
	slices.Reverse(names)
	return strings.Join(names, ".")
}

// TextSearchFiles lists the files search_text reads in a scope and with a
// pattern (for measuring a search against reading them).
func (v *View) TextSearchFiles(scope, pattern string) ([]string, error) {
	files, err := v.textFiles(scope, pattern)
	paths := make([]string, len(files))
	for i, f := range files {
		paths[i] = f.path
	}
	return paths, err
}
