package syntax

import (
	"strings"
	"testing"
)

// identifiers lexes src and returns its identifier tokens, space-separated.
func identifiers(src string) string {
	var out []string
	l := NewLexer([]byte(src))
	for {
		tok, ok := l.Next()
		if !ok {
			return strings.Join(out, " ")
		}
		if tok.Kind == TokIdent {
			out = append(out, src[tok.Start:tok.End])
		}
	}
}

func TestLexerIdentifiers(t *testing.T) {
	for src, want := range map[string]string{
		`int a = b + c;`:                           "int a b c",
		`x = "a b // c"; y`:                        "x y",
		`x = @"a ""b"" c"; y`:                      "x y",
		"x = @\"line\nline\"; y":                   "x y",
		`x = $"a {b} {c:N2} {{d}}"; y`:             "x b c y",
		`x = $"a {f("s")} {(p ? q : r)}"; y`:       "x f p q r y",
		`x = $@"{a}\{b}"; y`:                       "x a b y",
		`x = """ a "" b """; y`:                    "x y",
		"x = $$\"\"\"\n{a} {{b}}\n\"\"\"; y":       "x b y",
		`x = 'a'; y = '\''; z`:                     "x y z",
		"a // comment b\nc /* d */ e":              "a c e",
		"#region r s\nclass C { }\n  #pragma x\nd": "class C d",
		`@class = 1.5e3 + 0x1F + 1_000L; next`:     "@class next",
		`x = "unterminated` + "\n" + `y`:           "x y",
		`Größe(a)`:                                 "Größe a",
	} {
		if got := identifiers(src); got != want {
			t.Errorf("identifiers(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestDisarmAsync(t *testing.T) {
	for src, want := range map[string]string{
		`Task M(bool async) => Run(async);`:          `Task M(bool _sync) => Run(_sync);`,
		`if (async && x) { }`:                        `if (_sync && x) { }`,
		`var r = async ? a : b; f(x, async);`:        `var r = _sync ? a : b; f(x, _sync);`,
		`public async Task M() { await async(); }`:   `public async Task M() { await async(); }`,
		`Func<int, Task> f = async x => await G(x);`: `Func<int, Task> f = async x => await G(x);`,
		`var s = "async)"; // async,`:                `var s = "async)"; // async,`,
		`M(async: true, asyncx)`:                     `M(_sync: true, asyncx)`,
	} {
		if got := string(disarmAsync([]byte(src))); got != want {
			t.Errorf("disarmAsync(%q) = %q, want %q", src, got, want)
		}
	}
	src := []byte("class C { }")
	if out := disarmAsync(src); &out[0] != &src[0] {
		t.Error("a file without async was copied")
	}
}
