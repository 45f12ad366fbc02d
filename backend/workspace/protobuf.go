package workspace

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// protobufSources writes, for each <Protobuf> item of a project (Grpc.Tools),
// the C# declarations protoc's C# plugin and gRPC's generate from the
// .proto file: a class for each message (a property and a FieldNumber
// constant for each field, nested types in a Types class, a Case enum and
// property for each oneof), an enum for each enum, and for each service
// its Base class and Client class, as GrpcServices asks (Both unless set).
// Keyed like resxSources; the member bodies are empty: what matters is
// what the code that uses them binds to.
func (e *evaluator) protobufSources() map[string][]byte {
	items := e.items["protobuf"]
	if len(items) == 0 {
		return nil
	}
	out := map[string][]byte{}
	files := map[string]*protoFile{} // every file read, imports included, by path
	for _, it := range items {
		if strings.EqualFold(strings.TrimSpace(it.meta["compileoutputs"]), "false") {
			continue // the code generated is not compiled (eShop's client checks in its own)
		}
		dirs := []string{filepath.Dir(it.path), e.dir}
		for _, key := range []string{"protoroot", "additionalimportdirs"} {
			for _, d := range strings.Split(it.meta[key], ";") {
				if d = strings.TrimSpace(strings.ReplaceAll(d, "\\", "/")); d != "" {
					dirs = append(dirs, resolvePath(d, e.dir))
				}
			}
		}
		f := readProto(it.path, dirs, files)
		if f == nil {
			e.diag("warning", it.path, 0, "the .proto file cannot be read: its generated classes are left out")
			continue
		}
		services := strings.ToLower(strings.TrimSpace(it.meta["grpcservices"]))
		if services == "" {
			services = "both"
		}
		public := !strings.EqualFold(strings.TrimSpace(it.meta["access"]), "internal")
		out[e.generatedPath(it.path)] = f.csharp(protoNames(f), services, public)
	}
	return out
}

// protoFile is what a .proto file declares.
type protoFile struct {
	path, pkg, namespace string
	messages             []*protoMessage
	enums                []*protoEnum
	services             []*protoService
	imports              []*protoFile
}

type protoMessage struct {
	name     string
	fields   []protoField
	oneofs   []protoOneof
	messages []*protoMessage
	enums    []*protoEnum
}

type protoField struct {
	name, typ, key     string // key: a map's key type (typ is its value type)
	number             int
	repeated, optional bool
}

type protoOneof struct {
	name   string
	fields []protoField
}

type protoEnum struct {
	name   string
	values []protoField // name and number
}

type protoService struct {
	name    string
	methods []protoMethod
}

type protoMethod struct {
	name, in, out       string
	inStream, outStream bool
}

// readProto parses a .proto file and, for the names it uses, the files it
// imports (found in dirs), each once.
func readProto(path string, dirs []string, seen map[string]*protoFile) *protoFile {
	if f, ok := seen[path]; ok {
		return f
	}
	src, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	seen[path] = nil // an import cycle stops here
	p := &protoParser{toks: protoTokens(string(src))}
	f := &protoFile{path: path}
	p.file(f)
	for _, imp := range p.imports {
		for _, d := range dirs {
			if g := readProto(filepath.Join(d, filepath.FromSlash(imp)), dirs, seen); g != nil {
				f.imports = append(f.imports, g)
				break
			}
		}
	}
	if f.namespace == "" {
		var parts []string
		for _, part := range strings.Split(f.pkg, ".") {
			parts = append(parts, protoPascal(part))
		}
		f.namespace = strings.Join(parts, ".")
	}
	seen[path] = f
	return f
}

// protoTokens splits proto source into tokens: names (dotted), numbers,
// strings (with their quotes) and single punctuation characters, without
// comments.
func protoTokens(src string) []string {
	var toks []string
	for i := 0; i < len(src); {
		c := src[i]
		switch {
		case c == ' ' || c == '\t' || c == '\r' || c == '\n':
			i++
		case strings.HasPrefix(src[i:], "//"):
			for i < len(src) && src[i] != '\n' {
				i++
			}
		case strings.HasPrefix(src[i:], "/*"):
			end := strings.Index(src[i+2:], "*/")
			if end < 0 {
				return toks
			}
			i += end + 4
		case c == '"' || c == '\'':
			j := i + 1
			for j < len(src) && src[j] != c {
				if src[j] == '\\' {
					j++
				}
				j++
			}
			toks = append(toks, src[i:min(j+1, len(src))])
			i = j + 1
		case c == '_' || c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '+':
			j := i + 1
			for j < len(src) && (src[j] == '_' || src[j] == '.' || src[j] >= 'a' && src[j] <= 'z' || src[j] >= 'A' && src[j] <= 'Z' || src[j] >= '0' && src[j] <= '9') {
				j++
			}
			toks = append(toks, src[i:j])
			i = j
		default:
			toks = append(toks, string(c))
			i++
		}
	}
	return toks
}

type protoParser struct {
	toks    []string
	at      int
	imports []string
}

func (p *protoParser) peek() string {
	if p.at < len(p.toks) {
		return p.toks[p.at]
	}
	return ""
}

func (p *protoParser) next() string {
	t := p.peek()
	p.at++
	return t
}

// skip passes a statement: to its ; or past its balanced { } block.
func (p *protoParser) skip() {
	depth := 0
	for p.at < len(p.toks) {
		switch p.next() {
		case "{":
			depth++
		case "}":
			if depth--; depth <= 0 {
				return
			}
		case ";":
			if depth == 0 {
				return
			}
		}
	}
}

// skipOptions passes a [ ... ] list of options, if one comes next.
func (p *protoParser) skipOptions() {
	if p.peek() != "[" {
		return
	}
	for depth := 0; p.at < len(p.toks); {
		switch p.next() {
		case "[":
			depth++
		case "]":
			if depth--; depth == 0 {
				return
			}
		}
	}
}

func (p *protoParser) file(f *protoFile) {
	for p.at < len(p.toks) {
		switch t := p.next(); t {
		case "package":
			f.pkg = p.next()
			p.skip()
		case "import":
			if t := p.peek(); t == "public" || t == "weak" {
				p.next()
			}
			p.imports = append(p.imports, strings.Trim(p.next(), `"'`))
			p.skip()
		case "option":
			if name := p.next(); name == "csharp_namespace" && p.next() == "=" {
				f.namespace = strings.Trim(p.next(), `"'`)
			}
			p.skip()
		case "message":
			f.messages = append(f.messages, p.message())
		case "enum":
			f.enums = append(f.enums, p.enum())
		case "service":
			f.services = append(f.services, p.service())
		case ";":
		default:
			p.skip()
		}
	}
}

func (p *protoParser) message() *protoMessage {
	m := &protoMessage{name: p.next()}
	if p.next() != "{" {
		return m
	}
	for p.at < len(p.toks) {
		switch t := p.peek(); t {
		case "}":
			p.next()
			return m
		case "message":
			p.next()
			m.messages = append(m.messages, p.message())
		case "enum":
			p.next()
			m.enums = append(m.enums, p.enum())
		case "oneof":
			p.next()
			o := protoOneof{name: p.next()}
			p.next() // {
			for p.peek() != "}" && p.at < len(p.toks) {
				if p.peek() == "option" {
					p.skip()
					continue
				}
				if f, ok := p.field(); ok {
					o.fields = append(o.fields, f)
				}
			}
			p.next()
			m.oneofs = append(m.oneofs, o)
		case "option", "reserved", "extensions", "extend", ";":
			p.skip()
		default:
			if f, ok := p.field(); ok {
				m.fields = append(m.fields, f)
			}
		}
	}
	return m
}

// field reads [repeated|optional|required] type name = number [options];
// or map<key, value> name = number;.
func (p *protoParser) field() (protoField, bool) {
	var f protoField
	switch p.peek() {
	case "repeated":
		f.repeated = true
		p.next()
	case "optional":
		f.optional = true
		p.next()
	case "required":
		p.next()
	}
	f.typ = p.next()
	if f.typ == "map" && p.peek() == "<" {
		p.next()
		f.key = p.next()
		p.next() // ,
		f.typ = p.next()
		p.next() // >
	}
	f.name = p.next()
	if p.next() != "=" {
		p.skip()
		return f, false
	}
	f.number, _ = strconv.Atoi(p.next())
	p.skipOptions()
	if p.peek() == ";" {
		p.next()
	}
	return f, f.name != "" && f.typ != "group"
}

func (p *protoParser) enum() *protoEnum {
	en := &protoEnum{name: p.next()}
	if p.next() != "{" {
		return en
	}
	for p.at < len(p.toks) {
		switch t := p.next(); t {
		case "}":
			return en
		case "option", "reserved":
			p.skip()
		case ";":
		default:
			if p.next() != "=" {
				p.skip()
				continue
			}
			n, _ := strconv.Atoi(p.next())
			en.values = append(en.values, protoField{name: t, number: n})
			p.skipOptions()
			if p.peek() == ";" {
				p.next()
			}
		}
	}
	return en
}

func (p *protoParser) service() *protoService {
	s := &protoService{name: p.next()}
	if p.next() != "{" {
		return s
	}
	for p.at < len(p.toks) {
		switch p.next() {
		case "}":
			return s
		case "rpc":
			m := protoMethod{name: p.next()}
			p.next() // (
			if m.inStream = p.peek() == "stream"; m.inStream {
				p.next()
			}
			m.in = p.next()
			p.next() // )
			p.next() // returns
			p.next() // (
			if m.outStream = p.peek() == "stream"; m.outStream {
				p.next()
			}
			m.out = p.next()
			p.next() // )
			if p.peek() == "{" {
				p.skip()
			} else if p.peek() == ";" {
				p.next()
			}
			s.methods = append(s.methods, m)
		case ";":
		default:
			p.skip()
		}
	}
	return s
}

// protoTypes are the messages and enums a file can use (its own, its
// imports'): by full proto name (".pkg.Outer.Inner") their C# names
// (global::Ns.Outer.Types.Inner), and which of those are enums.
type protoTypes struct {
	csharp map[string]string
	enums  map[string]bool
}

func protoNames(f *protoFile) protoTypes {
	names := protoTypes{csharp: map[string]string{}, enums: map[string]bool{}}
	var add func(scope, csharp string, ms []*protoMessage, es []*protoEnum)
	add = func(scope, csharp string, ms []*protoMessage, es []*protoEnum) {
		for _, en := range es {
			names.csharp[scope+"."+en.name] = csharp + en.name
			names.enums[csharp+en.name] = true
		}
		for _, m := range ms {
			names.csharp[scope+"."+m.name] = csharp + m.name
			add(scope+"."+m.name, csharp+m.name+".Types.", m.messages, m.enums)
		}
	}
	visited := map[*protoFile]bool{}
	var walk func(g *protoFile)
	walk = func(g *protoFile) {
		if g == nil || visited[g] {
			return
		}
		visited[g] = true
		scope, csharp := "", "global::"
		if g.pkg != "" {
			scope = "." + g.pkg
		}
		if g.namespace != "" {
			csharp += g.namespace + "."
		}
		add(scope, csharp, g.messages, g.enums)
		for _, imp := range g.imports {
			walk(imp)
		}
	}
	walk(f)
	return names
}

// plainScalars are proto's scalar types (no message).
var plainScalars = map[string]bool{
	"double": true, "float": true, "int32": true, "int64": true, "uint32": true, "uint64": true, "sint32": true, "sint64": true,
	"fixed32": true, "fixed64": true, "sfixed32": true, "sfixed64": true, "bool": true, "string": true, "bytes": true,
}

// protoScalars are the C# types of proto's scalar types, and of the
// well-known wrapper and message types.
var protoScalars = map[string]string{
	"double": "double", "float": "float", "int32": "int", "int64": "long", "uint32": "uint", "uint64": "ulong",
	"sint32": "int", "sint64": "long", "fixed32": "uint", "fixed64": "ulong", "sfixed32": "int", "sfixed64": "long",
	"bool": "bool", "string": "string", "bytes": "global::Google.Protobuf.ByteString",
	"google.protobuf.DoubleValue": "double?", "google.protobuf.FloatValue": "float?", "google.protobuf.Int64Value": "long?",
	"google.protobuf.UInt64Value": "ulong?", "google.protobuf.Int32Value": "int?", "google.protobuf.UInt32Value": "uint?",
	"google.protobuf.BoolValue": "bool?", "google.protobuf.StringValue": "string", "google.protobuf.BytesValue": "global::Google.Protobuf.ByteString",
}

// csharpType is the C# type of a proto type named in the message scope
// (".pkg.Outer"): the innermost scope that declares the name wins.
func csharpType(typ, scope string, names protoTypes) string {
	if t, ok := protoScalars[strings.TrimPrefix(typ, ".")]; ok {
		return t
	}
	if strings.HasPrefix(typ, ".") {
		if t, ok := names.csharp[typ]; ok {
			return t
		}
	}
	for s := scope; ; {
		if t, ok := names.csharp[s+"."+typ]; ok {
			return t
		}
		if s == "" {
			break
		}
		s = s[:max(strings.LastIndexByte(s, '.'), 0)]
	}
	if rest, ok := strings.CutPrefix(strings.TrimPrefix(typ, "."), "google.protobuf."); ok {
		return "global::Google.Protobuf.WellKnownTypes." + rest // Timestamp, Duration, Empty, Any, Struct ...
	}
	return typ[strings.LastIndexByte(typ, '.')+1:] // a type of a file not found
}

// protoPascal is protoc's PascalCase of a name: underscores dropped, the
// letter after one or after a digit capitalized, the first one too.
func protoPascal(name string) string { return protoCase(name, true) }

// protoCamel is protoc's camelCase of a name, its private fields' (the
// first letter lower-case).
func protoCamel(name string) string { return protoCase(name, false) }

func protoCase(name string, capNext bool) string {
	var b strings.Builder
	for i, c := range name {
		switch {
		case c >= 'a' && c <= 'z':
			if capNext {
				c -= 'a' - 'A'
			}
			b.WriteRune(c)
			capNext = false
		case c >= 'A' && c <= 'Z':
			if i == 0 && !capNext {
				c += 'a' - 'A'
			}
			b.WriteRune(c)
			capNext = false
		case c >= '0' && c <= '9':
			b.WriteRune(c)
			capNext = true
		default:
			capNext = true
		}
	}
	return b.String()
}

// enumValueName is protoc's C# name of an enum value: the enum's name
// taken off its front, underscores and case aside (COLOR_RED of Color is
// RED), then SHOUTY_CASE to PascalCase (a letter after an upper-case one
// lower-cased, AddressTerminated kept), a _ before a leading digit.
func enumValueName(enum, value string) string {
	var prefix []byte
	for i := 0; i < len(enum); i++ {
		if enum[i] != '_' {
			prefix = append(prefix, lower(enum[i]))
		}
	}
	stripped, p, v := value, 0, 0
	for ; p < len(prefix) && v < len(value); v++ {
		if value[v] == '_' {
			continue
		}
		if lower(value[v]) != prefix[p] {
			break
		}
		p++
	}
	if p == len(prefix) {
		for v < len(value) && value[v] == '_' {
			v++
		}
		if v < len(value) {
			stripped = value[v:]
		}
	}
	var b strings.Builder
	previous := byte('_')
	for i := 0; i < len(stripped); i++ {
		c := stripped[i]
		switch alnum := func(c byte) bool { return isDigit(c) || lower(c) != upper(c) }; {
		case !alnum(c):
		case !alnum(previous) || isDigit(previous):
			b.WriteByte(upper(c))
		case lower(previous) == previous:
			b.WriteByte(c)
		default:
			b.WriteByte(lower(c))
		}
		previous = c
	}
	name := b.String()
	if name == "" || isDigit(name[0]) {
		name = "_" + name
	}
	return name
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func lower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
func upper(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - ('a' - 'A')
	}
	return c
}

// csharp writes the file's declarations.
func (f *protoFile) csharp(names protoTypes, services string, public bool) []byte {
	access := "public"
	if !public {
		access = "internal"
	}
	var b strings.Builder
	b.WriteString("// <auto-generated/> by Glider: what protoc and Grpc.Tools declare for " + filepath.Base(f.path) + ".\n#nullable disable\n")
	if f.namespace != "" {
		fmt.Fprintf(&b, "namespace %s;\n", f.namespace)
	}
	base := strings.TrimSuffix(filepath.Base(f.path), filepath.Ext(f.path))
	fmt.Fprintf(&b, "%s static partial class %sReflection { public static global::Google.Protobuf.Reflection.FileDescriptor Descriptor => null; }\n", access, protoPascal(base))
	scope := ""
	if f.pkg != "" {
		scope = "." + f.pkg
	}
	for _, en := range f.enums {
		writeProtoEnum(&b, en, access, "")
	}
	for _, m := range f.messages {
		writeProtoMessage(&b, m, scope, names, access, "")
	}
	for _, s := range f.services {
		writeProtoService(&b, s, scope, names, access, services)
	}
	return []byte(b.String())
}

func writeProtoEnum(b *strings.Builder, en *protoEnum, access, indent string) {
	fmt.Fprintf(b, "%s%s enum %s\n%s{\n", indent, access, en.name, indent)
	seen := map[string]bool{}
	for _, v := range en.values {
		if name := enumValueName(en.name, v.name); !seen[name] {
			seen[name] = true
			fmt.Fprintf(b, "%s    %s = %d,\n", indent, name, v.number)
		}
	}
	fmt.Fprintf(b, "%s}\n", indent)
}

func writeProtoMessage(b *strings.Builder, m *protoMessage, scope string, names protoTypes, access, indent string) {
	in := indent + "    "
	scope += "." + m.name
	fmt.Fprintf(b, "%s%s sealed partial class %s : global::Google.Protobuf.IMessage<%s>, global::Google.Protobuf.IBufferMessage\n%s{\n", indent, access, m.name, m.name, indent)
	fmt.Fprintf(b, "%sprivate static readonly global::Google.Protobuf.MessageParser<%s> _parser = null;\n", in, m.name)
	fmt.Fprintf(b, "%spublic static global::Google.Protobuf.MessageParser<%s> Parser => null;\n", in, m.name)
	fmt.Fprintf(b, "%spublic static global::Google.Protobuf.Reflection.MessageDescriptor Descriptor => null;\n", in)
	fmt.Fprintf(b, "%spublic %s() { }\n%spublic %s(%s other) { }\n%spublic %s Clone() => null;\n", in, m.name, in, m.name, m.name, in, m.name)
	fmt.Fprintf(b, "%spublic bool Equals(%s other) => false;\n%spublic void MergeFrom(%s other) { }\n", in, m.name, in, m.name)
	fmt.Fprintf(b, "%spublic void MergeFrom(global::Google.Protobuf.CodedInputStream input) { }\n", in)
	fmt.Fprintf(b, "%spublic void WriteTo(global::Google.Protobuf.CodedOutputStream output) { }\n%spublic int CalculateSize() => 0;\n", in, in)
	property := func(name string) string {
		if p := protoPascal(name); p != m.name {
			return p
		}
		return protoPascal(name) + "_" // a property named as its class
	}
	// A field's storage, private, which the message's partial classes
	// written by hand use (userName_; a oneof's object and case fields).
	field := func(fd protoField, stored bool) {
		name := property(fd.name)
		fmt.Fprintf(b, "%spublic const int %sFieldNumber = %d;\n", in, name, fd.number)
		typ := csharpType(fd.typ, scope, names)
		switch {
		case fd.key != "":
			typ = "global::Google.Protobuf.Collections.MapField<" + csharpType(fd.key, scope, names) + ", " + typ + ">"
			fmt.Fprintf(b, "%spublic %s %s { get; }\n", in, typ, name)
		case fd.repeated:
			typ = "global::Google.Protobuf.Collections.RepeatedField<" + typ + ">"
			fmt.Fprintf(b, "%spublic %s %s { get; }\n", in, typ, name)
		default:
			fmt.Fprintf(b, "%spublic %s %s { get; set; }\n", in, typ, name)
		}
		if stored {
			fmt.Fprintf(b, "%sprivate %s %s_;\n", in, typ, protoCamel(fd.name))
		}
		if fd.optional {
			fmt.Fprintf(b, "%spublic bool Has%s => false;\n%spublic void Clear%s() { }\n", in, name, in, name)
		}
	}
	for _, fd := range m.fields {
		field(fd, true)
	}
	for _, o := range m.oneofs {
		for _, fd := range o.fields {
			field(fd, false)
			// A member with presence (a scalar or an enum, no message) can
			// be asked whether it is the one set.
			if typ := csharpType(fd.typ, scope, names); plainScalars[fd.typ] || names.enums[typ] {
				fmt.Fprintf(b, "%spublic bool Has%s => false;\n%spublic void Clear%s() { }\n", in, property(fd.name), in, property(fd.name))
			}
		}
		cases := protoPascal(o.name) + "OneofCase"
		fmt.Fprintf(b, "%sprivate object %s_;\n%sprivate %s %sCase_;\n", in, protoCamel(o.name), in, cases, protoCamel(o.name))
		fmt.Fprintf(b, "%spublic enum %s\n%s{\n%s    None = 0,\n", in, cases, in, in)
		for _, fd := range o.fields {
			fmt.Fprintf(b, "%s    %s = %d,\n", in, property(fd.name), fd.number)
		}
		fmt.Fprintf(b, "%s}\n%spublic %s %sCase => default;\n%spublic void Clear%s() { }\n", in, in, cases, protoPascal(o.name), in, protoPascal(o.name))
	}
	if len(m.messages) > 0 || len(m.enums) > 0 {
		fmt.Fprintf(b, "%spublic static partial class Types\n%s{\n", in, in)
		for _, en := range m.enums {
			writeProtoEnum(b, en, "public", in+"    ")
		}
		for _, nested := range m.messages {
			writeProtoMessage(b, nested, scope, names, "public", in+"    ")
		}
		fmt.Fprintf(b, "%s}\n", in)
	}
	fmt.Fprintf(b, "%s}\n", indent)
}

// writeProtoService writes what Grpc.Tools generates for a service: a
// static class with the server's abstract Base class and the Client class.
func writeProtoService(b *strings.Builder, s *protoService, scope string, names protoTypes, access, services string) {
	if services == "none" {
		return
	}
	fmt.Fprintf(b, "%s static partial class %s\n{\n", access, s.name)
	fmt.Fprintf(b, "    public static global::Google.Protobuf.Reflection.ServiceDescriptor Descriptor => null;\n")
	const grpc = "global::Grpc.Core."
	if services == "both" || strings.Contains(services, "server") {
		fmt.Fprintf(b, "    public abstract partial class %sBase\n    {\n", s.name)
		for _, m := range s.methods {
			in, out := csharpType(m.in, scope, names), csharpType(m.out, scope, names)
			switch {
			case m.inStream && m.outStream:
				fmt.Fprintf(b, "        public virtual global::System.Threading.Tasks.Task %s(%sIAsyncStreamReader<%s> requestStream, %sIServerStreamWriter<%s> responseStream, %sServerCallContext context) => null;\n", m.name, grpc, in, grpc, out, grpc)
			case m.inStream:
				fmt.Fprintf(b, "        public virtual global::System.Threading.Tasks.Task<%s> %s(%sIAsyncStreamReader<%s> requestStream, %sServerCallContext context) => null;\n", out, m.name, grpc, in, grpc)
			case m.outStream:
				fmt.Fprintf(b, "        public virtual global::System.Threading.Tasks.Task %s(%s request, %sIServerStreamWriter<%s> responseStream, %sServerCallContext context) => null;\n", m.name, in, grpc, out, grpc)
			default:
				fmt.Fprintf(b, "        public virtual global::System.Threading.Tasks.Task<%s> %s(%s request, %sServerCallContext context) => null;\n", out, m.name, in, grpc)
			}
		}
		b.WriteString("    }\n")
		fmt.Fprintf(b, "    public static %sServerServiceDefinition BindService(%sBase serviceImpl) => null;\n", grpc, s.name)
		fmt.Fprintf(b, "    public static void BindService(%sServiceBinderBase serviceBinder, %sBase serviceImpl) { }\n", grpc, s.name)
	}
	if services == "both" || strings.Contains(services, "client") {
		client := s.name + "Client"
		fmt.Fprintf(b, "    public partial class %s : %sClientBase<%s>\n    {\n", client, grpc, client)
		fmt.Fprintf(b, "        public %s(%sChannelBase channel) { }\n        public %s(%sCallInvoker callInvoker) { }\n", client, grpc, client, grpc)
		fmt.Fprintf(b, "        protected %s() { }\n        protected %s(%sClientBase.ClientBaseConfiguration configuration) { }\n", client, client, grpc)
		fmt.Fprintf(b, "        protected override %s NewInstance(%sClientBase.ClientBaseConfiguration configuration) => null;\n", client, grpc)
		const callArgs = "global::Grpc.Core.Metadata headers = null, global::System.DateTime? deadline = null, global::System.Threading.CancellationToken cancellationToken = default"
		for _, m := range s.methods {
			in, out := csharpType(m.in, scope, names), csharpType(m.out, scope, names)
			switch {
			case m.inStream && m.outStream:
				fmt.Fprintf(b, "        public virtual %sAsyncDuplexStreamingCall<%s, %s> %s(%s) => null;\n", grpc, in, out, m.name, callArgs)
				fmt.Fprintf(b, "        public virtual %sAsyncDuplexStreamingCall<%s, %s> %s(%sCallOptions options) => null;\n", grpc, in, out, m.name, grpc)
			case m.inStream:
				fmt.Fprintf(b, "        public virtual %sAsyncClientStreamingCall<%s, %s> %s(%s) => null;\n", grpc, in, out, m.name, callArgs)
				fmt.Fprintf(b, "        public virtual %sAsyncClientStreamingCall<%s, %s> %s(%sCallOptions options) => null;\n", grpc, in, out, m.name, grpc)
			case m.outStream:
				fmt.Fprintf(b, "        public virtual %sAsyncServerStreamingCall<%s> %s(%s request, %s) => null;\n", grpc, out, m.name, in, callArgs)
				fmt.Fprintf(b, "        public virtual %sAsyncServerStreamingCall<%s> %s(%s request, %sCallOptions options) => null;\n", grpc, out, m.name, in, grpc)
			default:
				fmt.Fprintf(b, "        public virtual %s %s(%s request, %s) => null;\n", out, m.name, in, callArgs)
				fmt.Fprintf(b, "        public virtual %s %s(%s request, %sCallOptions options) => null;\n", out, m.name, in, grpc)
				fmt.Fprintf(b, "        public virtual %sAsyncUnaryCall<%s> %sAsync(%s request, %s) => null;\n", grpc, out, m.name, in, callArgs)
				fmt.Fprintf(b, "        public virtual %sAsyncUnaryCall<%s> %sAsync(%s request, %sCallOptions options) => null;\n", grpc, out, m.name, in, grpc)
			}
		}
		b.WriteString("    }\n")
	}
	b.WriteString("}\n")
}
