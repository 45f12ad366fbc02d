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
		"a // comment b\rc":                        "a c", // a lone \r ends the line
		"#region r s\nclass C { }\n  #pragma x\nd": "class C d",
		`@class = 1.5e3 + 0x1F + 1_000L; next`:     "@class next",
		`x = "unterminated` + "\n" + `y`:           "x y",
		`Größe(a)`:                                 "Größe a",
		"\u00a0\u00a0public\u00a0int x":            "public int x", // no-break spaces are whitespace
	} {
		if got := identifiers(src); got != want {
			t.Errorf("identifiers(%q) = %q, want %q", src, got, want)
		}
	}
}

func TestDisarm(t *testing.T) {
	for src, want := range map[string]string{
		`Task M(bool async) => Run(async);`:          `Task M(bool _sync) => Run(_sync);`,
		`if (async && x) { }`:                        `if (_sync && x) { }`,
		`var r = async ? a : b; f(x, async);`:        `var r = _sync ? a : b; f(x, _sync);`,
		`public async Task M() { await async(); }`:   `public async Task M() { await async(); }`,
		`Func<int, Task> f = async x => await G(x);`: `Func<int, Task> f = async x => await G(x);`,
		`var s = "async)"; // async,`:                `var s = "async)"; // async,`,
		`M(async: true, asyncx)`:                     `M(_sync: true, asyncx)`,
		// query range variables named _
		`from _ in xs join _ in ys on a equals b select _`: `from v in xs join v in ys on a equals b select _`,
		`var _ = x; M(_ => 1);`:                            `var _ = x; M(_ => 1);`,
		// "" escapes in verbatim interpolated strings
		`s = $@"{x}"""; t = @$"""{y}"""; u = $@"""";`:   `s = $@"{x}  "; t = @$"  {y}  "; u = $@"  ";`,
		`s = @"a""b"; t = $"a\"{x}"; u = $@"{x:N2}""";`: `s = @"a""b"; t = $"a\"{x}"; u = $@"{x:N2}  ";`,
		// null-conditional assignment
		`a?.b = 1; a?.b.c?[i] += 2; a?[0]!.x ??= y;`:                       `a .b = 1; a .b.c [i] += 2; a [0]!.x ??= y;`,
		`x = a?.b; a?.b == c; f(a?.b => 1); a?.M() >= 1; int?[] v = null;`: `x = a?.b; a?.b == c; f(a?.b => 1); a?.M() >= 1; int?[] v = null;`,
		`r = c ? .5 : 1; r = c ?[1] : [2];`:                                `r = c ? .5 : 1; r = c ?[1] : [2];`,
		// attribute-target words as names
		`F([property]); F([type, field]); d = new() { [type] = 0 };`: `F([_roperty]); F([_ype, field]); d = new() { [_ype] = 0 };`,
		`[property: A] [field: B] [return: C] [assembly: D]`:         `[property: A] [field: B] [return: C] [assembly: D]`,
		// a list pattern that is only a slice
		`x is [..] or [.., 1]`: `x is [_ ] or [.., 1]`,
		// allows ref struct
		`where T : class, allows ref struct`: `where T : class,        ref struct`,
		// compound assignment operators
		`void operator +=(S b) {} void operator checked >>>=(int n) {} bool operator ==(S a, S b) => true; bool operator <=(S a, S b) => true;`: `void operator + (S b) {} void operator checked >>> (int n) {} bool operator ==(S a, S b) => true; bool operator <=(S a, S b) => true;`,
		// contextual modifiers used as names
		`required.Add(x); partial++; F(required, async);`:                                `_equired.Add(x); _artial++; F(_equired, _sync);`,
		`public required string A { get; } partial void M(); public partial class C { }`: `public required string A { get; } partial void M(); public partial class C { }`,
		// ref partial struct, and an empty interpolated string
		`public ref partial struct S { } var s = $"" + $"a";`: `public     partial struct S { } var s =  "" + $"a";`,
		// slices with a pattern
		`x is ["a", .. var rest] or [.. var all]`: `x is ["a",    var rest] or [_, var all]`,
		// pointer indirection of a cast, a sum or an address
		`*(int*)(p + 1) = 5; x = *(T*)(a) + *&y; if (c) *(p + 1) = f(a == b); return *(long*)p;`: `+(int*)(p + 1) + 5; x = +(T*) a  + +&y; if (c) +(p + 1) + f(a == b); return +(long*)p;`,
		`*(int*)(p + i) += 5; *(long*)(q) <<= 2; *(T*)(r + s) = new T { A = 1 };`:                `+(int*)(p + i) +  5; +(long*)(q) <<  2; +(T*)(r + s) + new T { A = 1 };`,
		`x = a *(b + 1); y = a[0] *(b); int* q = (int*)(p); f(x => *(p + 1)); z = (f(x)) *(b);`:  `x = a *(b + 1); y = a[0] *(b); int* q = (int*)(p); f(x => +(p + 1)); z = (f(x)) *(b);`,
		// assignment through an incremented pointer
		`*p++ = (byte)n; if (c) *q-- = 1; x = *p++; *p++ += 2;`: `+p++ + (byte)n; if (c) +q-- + 1; x = *p++; +p++ +  2;`,
		// pointer indirection after a cast
		`y = (float)*(double*)&x; z = (byte*)*(p + 1); w = (a) *(b);`: `y = (float)+(double*)&x; z = (byte*)+(p + 1); w =  a  *(b);`,
		// a name in parentheses before an operator that can be a prefix one
		`if ((b) && ((op) + n < (a.op))) return (k) ^ m; x = (int) -1; y = (int.MaxValue) - 1; z = f(a) - 1;`:    `if ( b  && ( op  + n < (a.op))) return  k  ^ m; x = (int) -1; y =  int.MaxValue  - 1; z = f(a) - 1;`,
		`x = (T)(a) - b; y = (int)(a) - b; z = M<T>(a) - b; w = (a) => -a; v = (a) is B; u = (A)~b; t = (A)(b);`: `x = (T) a  - b; y = (int) a  - b; z = M<T>(a) - b; w = (a) => -a; v = (a) is B; u = (A)~b; t = (A)(b);`,
		`if (((size_t) (s) & 7) != 0) {} x = f(a)(b) - c; y = (a + b)(c) - d;`:                                   `if (((size_t)  s  & 7) != 0) {} x = f(a)(b) - c; y = (a + b)(c) - d;`,
		// assignments to a call's ref return
		`Get(ref d, 0) = P.Make(1); Unsafe.Add(ref v, 6) = t1 - t6; if (c) M() = 1;`:                             `Get(ref d, 0) + P.Make(1); Unsafe.Add(ref v, 6) + t1 - t6; if (c) M() + 1;`,
		`M() += 2; a.At(i) <<= 1; Slot(k) ??= v; if (M() >= 2 || M() != 1 || M() == 0) {}`:                       `M() +  2; a.At(i) <<  1; Slot(k) ??  v; if (M() >= 2 || M() != 1 || M() == 0) {}`,
		`x = M(a) == b; var y = F(a) => 1; (a, b) = t; var (c, d) = t; f(x = 1); M(a) += 2;`:                     `x = M(a) == b; var y = F(a) => 1; (a, b) = t; var (c, d) = t; f(x = 1); M(a) +  2;`,
		`Db<string>.Slot(id) = s; A<B<int>, (int, string)>.C.Get(i) += 1; if (a < b) M(c) = 2; List<int> x = y;`: `Db<string>.Slot(id) + s; A<B<int>, (int, string)>.C.Get(i) +  1; if (a < b) M(c) + 2; List<int> x = y;`,
		// a tuple type with a named last element as a call's or creation's type argument
		`Get<(int Id, decimal Value)>("q"); new List<(string X, List<int> Y)> { }; M<(int A, int? B)>(x);`:  `Get<(int   , decimal      )>("q"); new List<(string  , List<int>  )> { }; M<(int  , int?  )>(x);`,
		`Get<(int Id, decimal Value)>(); M<(int A, int B), string>(1); a < (b, c) > (d); x < (int)y > (z);`: `Get<(int Id, decimal Value)>(); M<(int A, int B), string>(1); a < (b, c) > (d); x < (int)y > (z);`,
		// ... also after other type arguments, in an argument list (C# reads x<y, (T a, U b)>(z) as a call too)
		`N(ts.Select<Type, (Type Type, Type Map)>(t => t)); f(a < b, c > (d)); f(a < b, (c, d) > (e));`: `N(ts.Select<Type, (Type     , Type    )>(t => t)); f(a < b, c > (d)); f(a < b, (c, d) > (e));`,
		// ... or as the first type argument of a variable declared in a deconstruction or an out argument
		`(List<(int A, int B)> xs, int n) = Get(); M(out Dictionary<(uint A, int T), List<int>> map); (Dictionary<(int A, int B), int> d, int y) = Get();`: `(List<(int  , int  )> xs, int n) = Get(); M(out Dictionary<(uint  , int  ), List<int>> map); (Dictionary<(int A, int B), int> d, int y) = Get();`,
		`List<(int A, int B)> xs = Get(); var m = (Dictionary<(int A, int B), int>)o; f(a < (b, c), d > e);`:                                               `List<(int A, int B)> xs = Get(); var m = (Dictionary<(int A, int B), int>)o; f(a < (b, c), d > e);`,
		`void M(List<(int A, int B)> xs, IDictionary<(int A, Foo B), List<int>> d) { } foreach ((List<(int A, Foo B)> l, int n) in all) { }`:               `void M(List<(int A, int B)> xs, IDictionary<(int A, Foo B), List<int>> d) { } foreach ((List<(int  , Foo  )> l, int n) in all) { }`,
		// modifiers of lambda parameters without types (C# 14)
		`F f = (ref e) => e.N; G g = (in a, ref readonly b, c) => a; H h = (ref E e) => 1; Run(static (ref _) => true);`: `F f = (    e) => e.N; G g = (   a,              b, c) => a; H h = (ref E e) => 1; Run(static (    _) => true);`,
		// extension blocks
		`static class E { extension(string s) { } extension<T>(List<T> l) where T : class { } }`: `static class E { class ext(string s) { } class ext<T>(List<T> l) where T : class { } }`,
		`void M() { extension(x); var e = extension(y) + 1; } void extension(int a) { }`:         `void M() { extension(x); var e = extension(y) + 1; } void extension(int a) { }`,
	} {
		if got := string(new(disarmer).apply([]byte(src), nil)); got != want {
			t.Errorf("disarm(%q) = %q, want %q", src, got, want)
		}
	}
	// #: directives of file-based programs, before the first token
	for src, want := range map[string]string{
		"#!/usr/bin/env dotnet\n#:package A@1\r\n// c\n/* x\n#:sdk B */\n#:property P=1\nusing X;\n#:late": "#!/usr/bin/env dotnet\n             \r\n// c\n/* x\n#:sdk B */\n              \nusing X;\n#:late",
		// file names of #line and #pragma checksum (Razor's generated code)
		"  #line 2 \"..\\P\\I.cshtml\"\n#pragma checksum \"a\\b\" \"{x}\" \"1\"\nM(\"a\\b\");": "  #line 2 \"../P/I.cshtml\"\n#pragma checksum \"a/b\" \"{x}\" \"1\"\nM(\"a\\b\");",
	} {
		if got := string(new(disarmer).apply([]byte(src), nil)); got != want {
			t.Errorf("disarm(%q) = %q, want %q", src, got, want)
		}
	}
	src := []byte("class C { }")
	if out := new(disarmer).apply(src, nil); &out[0] != &src[0] {
		t.Error("a file without async was copied")
	}
}

func TestParameterName(t *testing.T) {
	for _, c := range []struct {
		list, name string
		want       int
	}{
		{"(Config Config)", "Config", 8},
		{"(Dictionary<Foo, int> Foo, int x = 2)", "Foo", 22},
		{"(Dictionary<Foo, int> Foo, int x = 2)", "x", 31},
		{"([FromKeyedServices(name)] string name)", "name", 34},
		{"(int @event)", "event", 6},
		{"(int a)", "b", -1},
	} {
		if got := ParameterName([]byte(c.list), c.name); got != c.want {
			t.Errorf("ParameterName(%q, %q) = %d, want %d", c.list, c.name, got, c.want)
		}
	}
}
