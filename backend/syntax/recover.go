package syntax

import (
	sitter "github.com/tree-sitter/go-tree-sitter"
)

// recover reads declarations out of an ERROR node. tree-sitter flattens
// what it could not fit into the node's children: well-formed declarations
// stay whole, but a class whose body broke arrives as loose tokens
// (`public`, `class`, `Broken`, `{`, ...). The headers are still there, so we
// find namespace and type headers (a keyword and a name), member headers (a type, a
// name, then `(`, `{` or `=>`) and constructors, and follow braces to know
// which type a member belongs to. Parameters of broken members are lost.
func (x *extractor) recover(n *sitter.Node, parent int32) {
	r := recovery{x: x, parents: []int32{parent}}
	r.walk(n)
}

type recovery struct {
	x       *extractor
	parents []int32 // enclosing declarations; the last is current
	opened  []int   // brace depth at which each pushed type's body opened
	depth   int
	typeKw  Kind         // a type keyword was seen, waiting for the name
	pending int32        // a type whose `{` has not come yet, or -1
	mods    Modifiers    // modifiers since the last boundary
	attrs   []Attribute  // attributes since the last boundary
	recent  []child      // the named nodes since the last boundary
	start   *sitter.Node // the first node of the current header
}

var typeKeywords = map[string]Kind{
	"namespace": KindNamespace, "class": KindClass, "struct": KindStruct, "interface": KindInterface, "enum": KindEnum, "record": KindRecord,
}

func (r *recovery) parent() int32 { return r.parents[len(r.parents)-1] }

func (r *recovery) reset() {
	r.typeKw, r.mods, r.attrs, r.recent, r.start = KindNone, 0, nil, nil, nil
}

func (r *recovery) walk(n *sitter.Node) {
	x := r.x
	r.pending = -1
	for _, c := range x.children(n) {
		if r.start == nil && c.kind != nkComment {
			node := c.node
			r.start = &node
		}
		switch c.kind {
		case nkComment:
			continue
		case nkError:
			r.walk(&c.node)
			continue
		case nkModifier:
			r.mods |= ModifierFromString(string(x.text(&c.node)))
			continue
		case nkAttributeList:
			r.attrs = append(r.attrs, x.attributeList(&c.node)...)
			continue
		case nkClass, nkStruct, nkInterface, nkEnum, nkRecord, nkDelegate:
			x.typeDecl(&c.node, c.kind, r.parent(), "")
		case nkMethod, nkConstructor, nkDestructor, nkOperator, nkConversion, nkProperty, nkIndexer, nkEvent:
			x.member(&c.node, c.kind, r.parent(), "")
		case nkField, nkEventField:
			x.fields(&c.node, c.kind, r.parent(), "")
		case nkParameterList, nkAccessorList:
			r.header(c.kind == nkParameterList)
		case nkToken:
			switch tok := string(x.text(&c.node)); tok {
			case "{":
				r.depth++
				if r.pending >= 0 {
					r.parents = append(r.parents, r.pending)
					r.opened = append(r.opened, r.depth)
					r.pending = -1
				} else {
					r.header(false)
				}
			case "}":
				if len(r.opened) > 0 && r.opened[len(r.opened)-1] == r.depth {
					r.parents = r.parents[:len(r.parents)-1]
					r.opened = r.opened[:len(r.opened)-1]
				}
				r.depth--
			case "(":
				r.header(true)
			case "=>":
				r.header(false)
			case ";", "=":
			default:
				if k, ok := typeKeywords[tok]; ok {
					r.typeKw = k
					continue
				}
				if tok == "struct" && r.typeKw == KindRecord {
					r.typeKw = KindRecordStruct
				}
				continue
			}
		default:
			if r.typeKw != KindNone && (c.kind == nkIdentifier || r.typeKw == KindNamespace) {
				r.pending = x.add(Decl{Kind: r.typeKw, Name: normType(x.text(&c.node)), Parent: r.parent(),
					Modifiers: r.mods, Attributes: r.attrs, NameSpan: x.span(&c.node),
					FullSpan: Span{Start: x.span(r.start).Start, End: x.span(&c.node).End}})
			} else {
				r.recent = append(r.recent, c)
				continue
			}
		}
		r.reset()
	}
}

// header turns the nodes seen since the last boundary into a member when
// they read `Type Name (` (a method), `Type Name {` or `Type Name =>` (a
// property), or `Name (` where Name is the enclosing type's (a constructor).
func (r *recovery) header(paren bool) {
	x := r.x
	defer r.reset()
	n := len(r.recent)
	if n == 0 || r.recent[n-1].kind != nkIdentifier {
		return
	}
	name := &r.recent[n-1].node
	d := Decl{Parent: r.parent(), Modifiers: r.mods, Attributes: r.attrs, Name: identText(x.text(name)),
		NameSpan: x.span(name), FullSpan: Span{Start: x.span(r.start).Start, End: x.span(name).End}}
	parent := r.parent()
	switch {
	case n == 1 && paren && parent >= 0 && x.file.Decls[parent].Kind.IsType() && x.file.Decls[parent].Name == d.Name:
		d.Kind = KindConstructor
	case n >= 2 && paren:
		d.Kind, d.Type = KindMethod, normType(x.text(&r.recent[n-2].node))
	case n >= 2:
		d.Kind, d.Type = KindProperty, normType(x.text(&r.recent[n-2].node))
	default:
		return
	}
	if parent < 0 || !x.file.Decls[parent].Kind.IsType() {
		return // members only live in types
	}
	x.add(d)
}
