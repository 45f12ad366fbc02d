package backend

import (
	"context"
	"sort"
	"strconv"

	"github.com/glider-dev/glider/backend/index"
)

// SearchRequest asks for the symbols whose names match a query.
type SearchRequest struct {
	Query           string
	Kinds           []string
	NamespaceFilter string
	ProjectName     string
	SourceOnly      bool
	Accessibility   []string
	PathStyle       string
	SortBy          string
	SortOrder       string
	Skip, Take      int
}

// SearchResult is one page of matches.
type SearchResult struct {
	Query   string
	Total   int
	Skip    int
	Take    int
	Matches []SymbolInfo
	Notes   []string
}

// DefaultTake and MaxTake bound a page.
const (
	DefaultTake = 200
	MaxTake     = 1000
)

// SearchSymbols finds symbols by name: exact names first, then prefixes, then
// substrings (or one glob tier), unless a sort order is asked for.
func (v *View) SearchSymbols(ctx context.Context, req SearchRequest) (*SearchResult, error) {
	q, err := parseQuery(req.Query)
	if err != nil {
		return nil, err
	}
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	f, err := v.newFilter(req.Kinds, req.Accessibility, req.NamespaceFilter, req.ProjectName, req.SourceOnly)
	if err != nil {
		return nil, err
	}
	less, err := sortOrder(v, req.SortBy, req.SortOrder)
	if err != nil {
		return nil, err
	}
	res := &SearchResult{Query: req.Query, Skip: req.Skip, Take: req.Take}
	if err := checkPage(req.Skip, &res.Take, &res.Notes); err != nil {
		return nil, err
	}
	tiers := v.collect(&q, f)
	if ctx.Err() != nil {
		return nil, errorf(CodeCancelled, "search was cancelled")
	}
	for _, t := range tiers {
		res.Total += t.total
	}
	var ids []index.SymbolID
	if less != nil {
		// A sort order needs every match in hand.
		for i := range tiers {
			ids = append(ids, v.symbols(&tiers[i], &q, f, 0, tiers[i].total)...)
		}
		sort.SliceStable(ids, func(i, j int) bool { return less(ids[i], ids[j]) })
		ids = page(ids, req.Skip, res.Take)
	} else {
		skip := req.Skip
		for i := range tiers {
			if skip >= tiers[i].total {
				skip -= tiers[i].total
				continue
			}
			ids = append(ids, v.symbols(&tiers[i], &q, f, skip, res.Take-len(ids))...)
			skip = 0
		}
	}
	for _, id := range ids {
		res.Matches = append(res.Matches, v.symbolInfo(id, style))
	}
	return res, nil
}

func checkPage(skip int, take *int, notes *[]string) error {
	if skip < 0 {
		return errorf(CodeInvalidArgument, "skip is %d; it must be 0 or more", skip)
	}
	if *take < 0 {
		return errorf(CodeInvalidArgument, "take is %d; it must be between 0 and %d", *take, MaxTake)
	}
	if *take > MaxTake {
		*notes = append(*notes, "take was lowered to the maximum page size, "+strconv.Itoa(MaxTake))
		*take = MaxTake
	}
	return nil
}

func page(ids []index.SymbolID, skip, take int) []index.SymbolID {
	if skip >= len(ids) {
		return nil
	}
	return ids[skip:min(len(ids), skip+take)]
}

// sortOrder returns the comparison for sortBy, or nil to keep the ranking.
func sortOrder(v *View, by, order string) (func(a, b index.SymbolID) bool, error) {
	desc := false
	switch lower(order) {
	case "", "asc", "ascending":
	case "desc", "descending":
		desc = true
	default:
		return nil, errorf(CodeInvalidArgument, "sortOrder %q is not one of asc, desc", order)
	}
	s := v.snap
	var key func(index.SymbolID) string
	switch lower(by) {
	case "":
		return nil, nil
	case "name":
		key = func(id index.SymbolID) string { return s.Sym(id).Name }
	case "kind":
		key = func(id index.SymbolID) string { return s.Sym(id).Kind.String() }
	case "filepath":
		key = func(id index.SymbolID) string { return s.Files[s.Sym(id).Decls[0].File].Path }
	case "projectname":
		key = func(id index.SymbolID) string { return s.Projects[s.Sym(id).Project].Name }
	case "namespace":
		key = func(id index.SymbolID) string { return s.Sym(id).Namespace }
	default:
		return nil, errorf(CodeInvalidArgument, "sortBy %q is not one of name, kind, filePath, projectName, namespace", by)
	}
	return func(a, b index.SymbolID) bool {
		ka, kb := lower(key(a)), lower(key(b))
		if ka == kb {
			return false
		}
		return (ka < kb) != desc
	}, nil
}
