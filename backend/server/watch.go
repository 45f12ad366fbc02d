package server

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/fsnotify/fsnotify"

	"github.com/glider-dev/glider/backend"
)

// watch follows the workspace's folders on disk and hands every change to a
// C# or MSBuild file to changed, until stop is called. Folders created later
// are followed too; build outputs and version control folders are not.
func watch(root string, changed func(paths ...string), logf func(format string, args ...any)) (stop func(), err error) {
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return nil, err
	}
	add := func(dir string) []string {
		var found []string
		_ = filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return nil
			}
			if d.IsDir() {
				if path != dir && skippedDir(d.Name()) {
					return filepath.SkipDir
				}
				if err := w.Add(path); err != nil {
					logf("not watching %s: %v", path, err)
				}
				return nil
			}
			if backend.AffectsIndex(path) {
				found = append(found, path)
			}
			return nil
		})
		return found
	}
	add(root)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case ev, ok := <-w.Events:
				if !ok {
					return
				}
				if ev.Has(fsnotify.Create) {
					if info, err := os.Stat(ev.Name); err == nil && info.IsDir() && !skippedDir(info.Name()) {
						// A folder made (or moved) here: what it already holds is new too.
						if files := add(ev.Name); len(files) > 0 {
							changed(files...)
						}
						continue
					}
				}
				if backend.AffectsIndex(ev.Name) && ev.Op&^fsnotify.Chmod != 0 {
					changed(ev.Name)
				}
			case err, ok := <-w.Errors:
				if !ok {
					return
				}
				logf("watching %s: %v", root, err)
			case <-done:
				return
			}
		}
	}()
	return func() {
		close(done)
		w.Close()
	}, nil
}

// skippedDir names folders no compile item comes from (build outputs, tool
// state). A packages folder may hold NuGet's old package tree or a
// repository's own projects, so it is watched.
func skippedDir(name string) bool {
	switch strings.ToLower(name) {
	case "bin", "obj", ".git", ".vs", ".idea", "node_modules":
		return true
	}
	return false
}
