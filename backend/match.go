package backend

import (
	"fmt"
	"strings"

	"github.com/glider-dev/glider/backend/index"
)

// symbolFilter holds the filters the symbol tools share, parsed once.
type symbolFilter struct {
	kinds     kindFilter
	access    []bool // nil: any
	project   index.ProjectID
	namespace string
	// sourceOnly leaves out the symbols of referenced assemblies.
	sourceOnly bool
	// trivial is true when only the default kinds apply: a name group then
	// counts its members without its symbols being looked at.
	trivial bool
}

func (v *View) newFilter(kinds, access []string, namespace, project string, sourceOnly bool) (*symbolFilter, error) {
	f := &symbolFilter{project: -1, namespace: strings.TrimSpace(namespace), sourceOnly: sourceOnly}
	var err error
	if f.kinds, err = parseKinds(kinds); err != nil {
		return nil, err
	}
	if f.access, err = parseAccessibilities(access); err != nil {
		return nil, err
	}
	if project != "" {
		p, ok := v.snap.ProjectByName(project)
		if !ok {
			var names []string
			assemblies := 0
			for _, p := range v.snap.Projects {
				if p.Assembly != nil {
					assemblies++
				} else {
					names = append(names, p.Name)
				}
			}
			msg := fmt.Sprintf("no project named %q; the workspace has %s", project, strings.Join(names, ", "))
			if assemblies > 0 {
				msg += fmt.Sprintf(" (and %d referenced assemblies, which projectName also accepts)", assemblies)
			}
			return nil, &Error{Code: CodeInvalidArgument, Message: msg}
		}
		f.project = p
	}
	defaults, _ := parseKinds(nil)
	f.trivial = f.kinds == defaults && f.access == nil && f.project < 0 && f.namespace == "" &&
		(!sourceOnly || v.snap.Stats.Assemblies == 0)
	return f, nil
}

func (v *View) keep(f *symbolFilter, q *nameQuery, id index.SymbolID) bool {
	sym := v.snap.Sym(id)
	return f.kinds[sym.Kind] &&
		(f.access == nil || f.access[sym.Access]) &&
		(f.project < 0 || sym.Project == f.project) &&
		(!f.sourceOnly || !v.snap.External(id)) &&
		(f.namespace == "" || namespaceMatches(sym.Namespace, f.namespace)) &&
		(q.arity < 0 || sym.Arity == q.arity) &&
		v.qualifierMatches(id, q.qualifier)
}

// tierMatches is what one tier matched: its name groups in order, with how
// many symbols of each pass the filter.
type tierMatches struct {
	exact  bool
	total  int
	groups []index.NameGroup
	counts []int
}

// collect matches a query, counting per tier and per name group. It looks at
// the symbols of a group only when a filter needs them.
func (v *View) collect(q *nameQuery, f *symbolFilter) [4]tierMatches {
	var tiers [4]tierMatches
	trivial := f.trivial && q.arity < 0 && len(q.qualifier) == 0
	v.snap.MatchNames(q.name, func(g index.NameGroup, t index.Tier) bool {
		n := 0
		if trivial {
			n = v.snap.GroupMembers(g)
		} else {
			for _, id := range v.snap.GroupSymbols(g) {
				if v.keep(f, q, id) {
					n++
				}
			}
		}
		if n > 0 {
			tm := &tiers[t]
			tm.exact = t == index.TierExact
			tm.total += n
			tm.groups = append(tm.groups, g)
			tm.counts = append(tm.counts, n)
		}
		return true
	})
	return tiers
}

// symbols lists up to take of a tier's symbols after skipping skip, in the
// tier's order. In the exact tier, names with the query's exact case come first.
func (v *View) symbols(tm *tierMatches, q *nameQuery, f *symbolFilter, skip, take int) []index.SymbolID {
	out := make([]index.SymbolID, 0, min(take, tm.total))
	for i, g := range tm.groups {
		if len(out) >= take {
			break
		}
		if skip >= tm.counts[i] {
			skip -= tm.counts[i]
			continue
		}
		// The exact tier is one group, read twice: exact case, then the rest.
		passes := []func(index.SymbolID) bool{func(index.SymbolID) bool { return true }}
		if tm.exact {
			passes = []func(index.SymbolID) bool{
				func(id index.SymbolID) bool { return v.snap.Sym(id).Name == q.text },
				func(id index.SymbolID) bool { return v.snap.Sym(id).Name != q.text },
			}
		}
		for _, pass := range passes {
			for _, id := range v.snap.GroupSymbols(g) {
				if len(out) >= take {
					break
				}
				if !pass(id) || !v.keep(f, q, id) {
					continue
				}
				if skip > 0 {
					skip--
					continue
				}
				out = append(out, id)
			}
		}
	}
	return out
}
