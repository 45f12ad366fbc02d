package backend

import (
	"strconv"
	"strings"
	"unicode"

	"github.com/glider-dev/glider/backend/index"
)

// nameQuery is a parsed symbol query: a name pattern, optionally qualified
// (`Order.Total`, `Shop.Core.Order`, `*Service.Get*`) and with a generic
// arity (`Result<T>`, `Result<,>`, Result`2).
type nameQuery struct {
	name      index.NamePattern
	text      string   // the name as typed, to rank exact-case matches first
	qualifier []string // lower-case segments, each a plain name or a glob
	arity     int      // -1 when the query does not say
}

const maxQueryLen = 512

func parseQuery(q string) (nameQuery, error) {
	q = strings.TrimSpace(q)
	if q == "" {
		return nameQuery{}, errorf(CodeInvalidArgument, "query is empty; give a name, part of one, or a pattern with * and ?")
	}
	if len(q) > maxQueryLen {
		return nameQuery{}, errorf(CodeInvalidArgument, "query is %d bytes long; the limit is %d", len(q), maxQueryLen)
	}
	for _, r := range q {
		if !(unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("_*?.<>,` @:~[]", r)) {
			return nameQuery{}, errorf(CodeInvalidArgument, "query %q has %q, which cannot be part of a C# name; use letters, digits, _, . and the wildcards * and ?", q, r)
		}
	}
	q = strings.TrimPrefix(q, "global::")
	segments := splitQualified(q)
	last := segments[len(segments)-1]
	nq := nameQuery{arity: -1}
	if i := strings.IndexByte(last, '<'); i >= 0 {
		if !strings.HasSuffix(last, ">") {
			return nameQuery{}, errorf(CodeInvalidArgument, "query %q has an unclosed <", q)
		}
		nq.arity = strings.Count(last[i:], ",") + 1
		last = last[:i]
	} else if i := strings.IndexByte(last, '`'); i >= 0 {
		n, err := strconv.Atoi(last[i+1:])
		if err != nil || n < 0 {
			return nameQuery{}, errorf(CodeInvalidArgument, "query %q: the arity after ` must be a number", q)
		}
		nq.arity, last = n, last[:i]
	}
	last = strings.TrimPrefix(strings.TrimSpace(last), "@")
	if last == "" {
		return nameQuery{}, errorf(CodeInvalidArgument, "query %q has no name after its last dot", q)
	}
	nq.text = last
	nq.name = index.CompileNamePattern(last)
	for _, s := range segments[:len(segments)-1] {
		if i := strings.IndexByte(s, '<'); i >= 0 {
			s = s[:i]
		}
		s = strings.ToLower(strings.TrimSpace(s))
		if s == "" {
			return nameQuery{}, errorf(CodeInvalidArgument, "query %q has an empty segment", q)
		}
		nq.qualifier = append(nq.qualifier, s)
	}
	return nq, nil
}

// splitQualified splits at the dots outside type argument lists.
func splitQualified(q string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(q); i++ {
		switch q[i] {
		case '<':
			depth++
		case '>':
			depth--
		case '.':
			if depth == 0 {
				out = append(out, q[start:i])
				start = i + 1
			}
		}
	}
	return append(out, q[start:])
}

// qualifierMatches checks the query's qualifier against the names of the
// symbol's containers, nearest last: `Order.Total` needs a container named
// Order; `Shop.Core.Order` needs Order inside Core inside Shop.
func (v *View) qualifierMatches(id index.SymbolID, qualifier []string) bool {
	if len(qualifier) == 0 {
		return true
	}
	s := v.snap
	c := s.Sym(id).Container
	for i := len(qualifier) - 1; i >= 0; i-- {
		if c == index.NoSymbol {
			return false
		}
		name := strings.ToLower(s.Sym(c).Name)
		if q := qualifier[i]; q != name && !(strings.ContainsAny(q, "*?") && index.GlobMatch(q, name)) {
			return false
		}
		c = s.Sym(c).Container
	}
	return true
}

func lower(s string) string { return strings.ToLower(s) }

// splitList splits a comma-separated list, dropping empty entries.
func splitList(s string) []string {
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// namespaceMatches tells whether ns is filter or inside it. A trailing `*`
// makes the filter a plain prefix.
func namespaceMatches(ns, filter string) bool {
	if prefix, ok := strings.CutSuffix(filter, "*"); ok {
		return len(ns) >= len(prefix) && strings.EqualFold(ns[:len(prefix)], prefix)
	}
	filter = strings.TrimSuffix(filter, ".")
	if len(ns) < len(filter) || !strings.EqualFold(ns[:len(filter)], filter) {
		return false
	}
	return len(ns) == len(filter) || ns[len(filter)] == '.'
}
