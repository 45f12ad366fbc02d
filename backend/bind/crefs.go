package bind

import (
	"bytes"
	"strings"

	"github.com/glider-dev/glider/backend/index"
	"github.com/glider-dev/glider/backend/syntax"
)

// CrefNames finds the names written in the cref="..." attributes of a
// file's documentation comments, each with the offset of its first byte:
// <see cref="Order.Add(Line)"/> names Order, Add and Line.
func CrefNames(src []byte) (names []string, offsets []int) {
	for _, v := range crefValues(src) {
		for _, w := range crefWords(src[v[0]:v[1]]) {
			names = append(names, string(src[v[0]+w[0]:v[0]+w[1]]))
			offsets = append(offsets, v[0]+w[0])
		}
	}
	return names, offsets
}

// crefValues lists the byte ranges of the values of cref attributes in
// documentation comments (lines that begin with ///).
func crefValues(src []byte) [][2]int {
	var out [][2]int
	for from := 0; ; {
		i := bytes.Index(src[from:], []byte("cref="))
		if i < 0 {
			return out
		}
		at := from + i
		from = at + len("cref=")
		if from >= len(src) || src[from] != '"' && src[from] != '\'' {
			continue
		}
		lineStart := bytes.LastIndexByte(src[:at], '\n') + 1
		if !bytes.HasPrefix(bytes.TrimLeft(src[lineStart:at], " \t"), []byte("///")) {
			continue
		}
		end := bytes.IndexAny(src[from+1:], "\"'\n")
		if end < 0 {
			return out
		}
		out = append(out, [2]int{from + 1, from + 1 + end})
		from += 1 + end
	}
}

// crefWords lists the identifiers of a cref value as byte ranges.
func crefWords(v []byte) [][2]int {
	var out [][2]int
	for i := 0; i < len(v); {
		if !identStart(v[i]) {
			i++
			continue
		}
		j := i
		for j < len(v) && identByte(v[j]) {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

func identStart(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
}

func identByte(c byte) bool { return identStart(c) || c >= '0' && c <= '9' }

// cref resolves the name at offset in the cref attribute of the
// documentation comment node comment, as C# binds a cref in the scope of
// the declaration around the comment: a namespace or a type, or a member
// of the type it names (of the types around the comment when it names
// none), the overload its parameter list gives. False when the offset is
// on no name of a cref.
func (r *resolver) cref(comment int32, offset int) (Resolution, bool) {
	node := r.t.Nodes[comment]
	src := r.t.Src[node.Start:node.End]
	for _, v := range crefValues(src) {
		start, end := int(node.Start)+v[0], int(node.Start)+v[1]
		if offset < start || offset >= end {
			continue
		}
		// A comment written in the value (/*$*/ in tests) is no part of it.
		value, at := withoutComments(string(src[v[0]:v[1]]), offset-start)
		for _, w := range crefWords([]byte(value)) {
			if w[1] < len(value) && value[w[1]] == ':' && w[0] == 0 {
				continue // the T of T:NS.Type, a documentation ID's kind
			}
			if at >= w[0] && at < w[1] {
				res := r.crefName(comment, value, w)
				res.Name, res.Start, res.End = value[w[0]:w[1]], int32(offset-(at-w[0])), int32(offset+(w[1]-at))
				res.Role = RoleDocumentation
				return res, true
			}
		}
	}
	return Resolution{}, false
}

// withoutComments removes the /* */ comments of a cref value and moves
// the offset at to where it falls in what remains.
func withoutComments(value string, at int) (string, int) {
	var sb strings.Builder
	moved := at
	for i := 0; i < len(value); {
		if strings.HasPrefix(value[i:], "/*") {
			if end := strings.Index(value[i+2:], "*/"); end >= 0 {
				n := end + 4
				if i < at {
					moved -= min(n, at-i)
				}
				i += n
				continue
			}
		}
		sb.WriteByte(value[i])
		i++
	}
	return sb.String(), moved
}

// crefName resolves the word w of a cref value: the dotted name that ends
// with it (Order.Add of Order.Add(Line)), a type or namespace before the
// last dot or within the parameter list, the last name a member too.
func (r *resolver) crefName(comment int32, value string, w [2]int) Resolution {
	sc := r.scopeAt(r.documented(comment))
	if sc == nil {
		return Resolution{Reason: "outside any declaration"}
	}
	if len(value) > 2 && value[1] == ':' { // a documentation ID: T:NS.Type, M:NS.Type.Method(...)
		value, w = "global::"+value[2:], [2]int{w[0] + len("global::") - 2, w[1] + len("global::") - 2}
	}
	value = strings.NewReplacer("{", "<", "}", ">").Replace(value)
	angles := strings.Count(value[:w[0]], "<") - strings.Count(value[:w[0]], ">")
	depth := strings.Count(value[:w[0]], "(") - strings.Count(value[:w[0]], ")") + angles
	// The dotted path that ends with the word, with the generic arguments on it.
	from := w[0]
	for from > 1 && value[from-1] == '.' {
		j := from - 2
		if value[j] == '>' {
			j = opening(value, j) - 1
		}
		k := j
		for k >= 0 && identByte(value[k]) {
			k--
		}
		if k == j {
			break
		}
		from = k + 1
	}
	if strings.HasSuffix(value[:from], "global::") {
		from -= len("global::")
	}
	end := w[1]
	if end < len(value) && value[end] == '<' {
		if close := matching(value, end); close > 0 {
			end = close + 1
		}
	}
	path := value[from:end]
	rest := strings.TrimSpace(value[end:])
	last := depth == 0 && !strings.HasPrefix(rest, ".")
	tr := syntax.ParseTypeRef(path)
	if tr != nil && tr.Keyword() != "" { // string, int: the types they stand for
		if t := r.b.fromTypeRef(sc, tr); t.sym != index.NoSymbol {
			return Resolution{Kind: TargetSymbol, Symbol: t.sym}
		}
	}
	// List{T} declares T; List{T}.Add(T) uses it.
	if tr != nil && len(tr.Parts) == 1 && (angles > 0 || depth > 0 && crefTypeParameter(value[:w[0]], tr.Parts[0].Name)) {
		return Resolution{Kind: TargetLocal, Local: Local{Name: tr.Parts[0].Name, Kind: "typeParameter", Node: -1}}
	}
	if tr != nil {
		switch bound := r.b.resolveName(sc, tr); {
		case bound.kind == typeTarget && bound.whole == nil:
			if last && strings.HasPrefix(rest, "(") {
				return r.crefMember(sc, bound.symbol, r.b.s.Sym(bound.symbol).Name, rest, true)
			}
			return Resolution{Kind: TargetSymbol, Symbol: bound.symbol}
		case bound.kind == namespaceTarget:
			return Resolution{Kind: TargetNamespace, Namespace: bound.namespace}
		}
	}
	if !last {
		return Resolution{Kind: TargetExternal, External: path, Reason: "declared neither in the workspace nor in an assembly read"}
	}
	name := value[w[0]:w[1]]
	if dot := strings.LastIndexByte(value[from:w[0]], '.'); dot >= 0 {
		owner := syntax.ParseTypeRef(value[from : from+dot])
		if owner == nil {
			return Resolution{Reason: "not a cref the resolver can read"}
		}
		bound := r.b.resolveName(sc, owner)
		if bound.kind != typeTarget || bound.whole != nil {
			return Resolution{Kind: TargetExternal, External: path, Reason: "declared neither in the workspace nor in an assembly read"}
		}
		return r.crefMember(sc, bound.symbol, name, rest, false)
	}
	for _, t := range sc.types {
		if res := r.crefMember(sc, t, name, rest, false); res.Kind == TargetSymbol {
			return res
		}
	}
	return Resolution{Kind: TargetExternal, External: name, Reason: "declared neither in the workspace nor in an assembly read"}
}

// documented is the node whose scope a documentation comment's crefs are
// bound in: the name of the declaration the comment documents (its
// members are in scope: <see cref="Add"/> on a class names its Add), else
// the comment itself.
func (r *resolver) documented(comment int32) int32 {
	next := r.t.Nodes[comment].Next
	for next >= 0 && strings.Contains(r.kind(next), "comment") {
		next = r.t.Nodes[next].Next
	}
	if next >= 0 && memberDecls[r.kind(next)] {
		if name := r.t.Child(next, "name"); name >= 0 {
			return name
		}
	}
	return comment
}

// crefMember picks the member named name of type t (its constructors
// with ctor) that a cref's parameter list (rest, "(int, string)" or "")
// gives; without one, the first of the overloads, the others as
// candidates.
func (r *resolver) crefMember(sc *scope, t index.SymbolID, name, rest string, ctor bool) Resolution {
	var found []index.SymbolID
	if ctor {
		for _, m := range r.b.s.Sym(t).Members {
			if r.b.s.Sym(m).Kind == syntax.KindConstructor {
				found = append(found, m)
			}
		}
	} else {
		found = r.members(t, name)
	}
	if len(found) == 0 {
		return Resolution{Kind: TargetExternal, External: r.b.s.Sym(t).FullName + "." + name,
			Reason: "not found in the type or its workspace bases"}
	}
	if !strings.HasPrefix(rest, "(") || len(found) == 1 {
		if len(found) == 1 {
			return Resolution{Kind: TargetSymbol, Symbol: found[0]}
		}
		return Resolution{Kind: TargetSymbol, Symbol: found[0], Candidates: found, Reason: "the cref names an overloaded method without its parameters"}
	}
	params := splitTopLevel(strings.TrimSuffix(strings.TrimPrefix(rest[:matching(rest, 0)+1], "("), ")"))
	for _, m := range found {
		ps := r.b.s.Primary(m).Params
		if len(ps) != len(params) {
			continue
		}
		msc := r.b.declScope(m, r.b.s.Sym(m).Decls[0])
		same := true
		for i, p := range ps {
			want := r.written(sc, strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(params[i]), "ref "), "out "))
			have := r.written(msc, p.Type)
			same = same && (want.sym == have.sym && want.sym != index.NoSymbol || r.isTypeParameter(have) || r.display(want) == r.display(have))
		}
		if same {
			return Resolution{Kind: TargetSymbol, Symbol: m}
		}
	}
	return Resolution{Kind: TargetSymbol, Symbol: found[0], Candidates: found, Reason: "no overload has the cref's parameter types"}
}

// matching is the index of the bracket that closes the one at open, or -1.
func matching(s string, open int) int {
	depth := 0
	for i := open; i < len(s); i++ {
		switch s[i] {
		case '(', '<', '[':
			depth++
		case ')', '>', ']':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// crefTypeParameter says whether a cref declares name as a type parameter
// before the text that precedes it: T in List{T}.Add(T).
func crefTypeParameter(before, name string) bool {
	for i := strings.IndexByte(before, '<'); i >= 0; i = strings.IndexByte(before, '<') {
		end := matching(before, i)
		if end < 0 {
			end = len(before)
		}
		for _, p := range splitTopLevel(before[i+1 : end]) {
			if strings.TrimSpace(p) == name {
				return true
			}
		}
		if end >= len(before) {
			break
		}
		before = before[end+1:]
	}
	return false
}

// opening is the index of the bracket that opens the one at close, or -1.
func opening(s string, close int) int {
	depth := 0
	for i := close; i >= 0; i-- {
		switch s[i] {
		case ')', '>', ']':
			depth++
		case '(', '<', '[':
			if depth--; depth == 0 {
				return i
			}
		}
	}
	return -1
}

// splitTopLevel splits a parameter list at the commas outside brackets.
func splitTopLevel(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	var out []string
	depth, from := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '<', '[':
			depth++
		case ')', '>', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[from:i])
				from = i + 1
			}
		}
	}
	return append(out, s[from:])
}
