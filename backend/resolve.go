package backend

import (
	"context"

	"github.com/glider-dev/glider/backend/index"
)

// ResolveRequest asks which symbols a name refers to.
type ResolveRequest struct {
	Query         string
	Kinds         []string
	ProjectName   string
	MaxCandidates int
	PathStyle     string
}

// ResolveResult holds the candidates of the best tier that matched.
type ResolveResult struct {
	Query             string
	MatchTier         string // Exact, Prefix, Substring, Glob or None
	Candidates        []SymbolInfo
	TotalCandidates   int // in the chosen tier, before MaxCandidates
	SuppressedMatches int // what weaker tiers held
	NextSteps         []string
}

// DefaultMaxCandidates is resolve_symbol's default answer size.
const DefaultMaxCandidates = 25

// ResolveSymbol finds the symbols a name (simple, partial, qualified or a
// pattern) most likely means. Only the best tier is returned.
func (v *View) ResolveSymbol(ctx context.Context, req ResolveRequest) (*ResolveResult, error) {
	q, err := parseQuery(req.Query)
	if err != nil {
		return nil, err
	}
	style, err := parsePathStyle(req.PathStyle)
	if err != nil {
		return nil, err
	}
	if req.MaxCandidates < 1 || req.MaxCandidates > MaxTake {
		return nil, errorf(CodeInvalidArgument, "maxCandidates is %d; it must be between 1 and %d", req.MaxCandidates, MaxTake)
	}
	// The workspace's own symbols come first; referenced assemblies'
	// answer only a name no source symbol matches.
	res := &ResolveResult{Query: req.Query, MatchTier: "None"}
	for _, sourceOnly := range []bool{true, false} {
		f, err := v.newFilter(req.Kinds, nil, "", req.ProjectName, sourceOnly)
		if err != nil {
			return nil, err
		}
		v.resolveTiers(res, &q, f, req.MaxCandidates, style)
		if ctx.Err() != nil {
			return nil, errorf(CodeCancelled, "resolve was cancelled")
		}
		if res.MatchTier != "None" || v.snap.Stats.Assemblies == 0 {
			break
		}
	}
	res.NextSteps = resolveNextSteps(res)
	return res, nil
}

// resolveTiers fills res with the best tier of matches.
func (v *View) resolveTiers(res *ResolveResult, q *nameQuery, f *symbolFilter, max int, style PathStyle) {
	tiers := v.collect(q, f)
	for t := range tiers {
		tm := &tiers[t]
		if tm.total == 0 {
			continue
		}
		if res.MatchTier != "None" {
			res.SuppressedMatches += tm.total
			continue
		}
		res.MatchTier = index.Tier(t).String()
		res.TotalCandidates = tm.total
		for _, id := range v.symbols(tm, q, f, 0, max) {
			res.Candidates = append(res.Candidates, v.symbolInfo(id, style))
		}
	}
}

func resolveNextSteps(res *ResolveResult) []string {
	switch {
	case res.TotalCandidates == 0:
		return []string{"Nothing matched: try search_symbols with a wildcard pattern such as *" + res.Query + "*, or check the spelling."}
	case res.TotalCandidates == 1 && res.Candidates[0].External:
		return []string{"The candidate is read from assembly " + res.Candidates[0].ProjectName + " (no source): get_symbol_info shows its signature; find_references, get_derived_types and find_implementations find its uses in the workspace."}
	case res.TotalCandidates == 1:
		return []string{"Use the candidate's symbolKey with the navigation tools; its filePath and lineNumber locate the declaration."}
	case res.TotalCandidates > len(res.Candidates):
		return []string{"More candidates than shown: narrow with kinds or projectName, or qualify the name (Namespace.Type.Member).",
			"search_symbols pages through every match."}
	}
	return []string{"Several candidates: pick one by fullName and kind, or qualify the name (Namespace.Type.Member) to get a single one."}
}
