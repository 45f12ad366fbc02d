package backend

import (
	"path/filepath"
	"strings"

	"github.com/glider-dev/glider/backend/index"
)

// searchScope limits which symbols a search reports. The zero value keeps
// all the workspace's own; symbols read from an assembly are in a scope
// only when it names their assembly (project:NAME), as Roslyn's finders
// search a solution's sources.
type searchScope struct {
	project    index.ProjectID // with hasProject
	hasProject bool
	namespace  string // a namespace and the ones inside it
	folder     string // an absolute folder, with a trailing separator
}

func (sc searchScope) isZero() bool { return sc == searchScope{} }

const scopeHelp = `scope is "project:NAME", "namespace:PREFIX" or "folder:PATH" (absolute or relative to the workspace root)`

// parseScope reads a scope argument.
func (v *View) parseScope(text string) (searchScope, error) {
	text = strings.TrimSpace(text)
	if text == "" {
		return searchScope{}, nil
	}
	kind, value, ok := strings.Cut(text, ":")
	value = strings.TrimSpace(value)
	if !ok || value == "" {
		return searchScope{}, errorf(CodeInvalidArgument, "scope %q: %s", text, scopeHelp)
	}
	switch strings.ToLower(strings.TrimSpace(kind)) {
	case "project":
		p, ok := v.snap.ProjectByName(value)
		if !ok {
			return searchScope{}, errorf(CodeInvalidArgument, "scope %q: no project named %q", text, value)
		}
		return searchScope{project: p, hasProject: true}, nil
	case "namespace":
		return searchScope{namespace: strings.TrimPrefix(value, "global::")}, nil
	case "folder":
		dir := value
		if !filepath.IsAbs(dir) {
			dir = filepath.Join(v.snap.Workspace.Root, filepath.FromSlash(dir))
		}
		return searchScope{folder: filepath.Clean(dir) + string(filepath.Separator)}, nil
	}
	return searchScope{}, errorf(CodeInvalidArgument, "scope %q: %s", text, scopeHelp)
}

// contains says whether a symbol is in the scope: declared in the project,
// in the namespace or below it, or in a file under the folder (any part of
// a partial type counts).
func (v *View) contains(sc searchScope, id index.SymbolID) bool {
	sym := v.snap.Sym(id)
	if sc.hasProject && sym.Project != sc.project || !sc.hasProject && v.snap.External(id) {
		return false
	}
	if sc.namespace != "" && sym.Namespace != sc.namespace && !strings.HasPrefix(sym.Namespace, sc.namespace+".") {
		return false
	}
	if sc.folder != "" {
		for _, ref := range sym.Decls {
			if strings.HasPrefix(v.snap.Files[ref.File].Path, sc.folder) {
				return true
			}
		}
		return false
	}
	return true
}
