package workspace

import (
	"math"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// expand replaces the property references $(...) in s, as seen from file
// (which decides the MSBuildThisFile* properties). Item lists @(...) and
// metadata %(...) are left as they are.
func (e *evaluator) expand(s, file string) string {
	i := strings.Index(s, "$(")
	if i < 0 {
		return s
	}
	var b strings.Builder
	for i >= 0 {
		end := matchParen(s, i+1)
		if end < 0 {
			break
		}
		b.WriteString(s[:i])
		b.WriteString(e.property(s[i+2:end], file))
		s = s[end+1:]
		i = strings.Index(s, "$(")
	}
	b.WriteString(s)
	return b.String()
}

// property evaluates the inside of one $(...): a property, a static property
// function [Type]::Member(...), and a chain of string members .Member(...).
// What it cannot evaluate becomes "" and is noted.
func (e *evaluator) property(body, file string) string {
	s := strings.TrimSpace(body)
	var val string
	var ok bool
	if strings.HasPrefix(s, "[") {
		end := strings.IndexByte(s, ']')
		if end < 0 {
			return e.failed(body)
		}
		typ := s[1:end]
		rest, found := strings.CutPrefix(s[end+1:], "::")
		if !found {
			return e.failed(body)
		}
		var name string
		var args []string
		if name, args, s, ok = e.member(rest, file); ok {
			val, ok = e.static(typ, name, args, file)
		}
		if !ok {
			return e.failed(body)
		}
	} else {
		n := identLen(s)
		if n == 0 {
			return e.failed(body)
		}
		val, s = e.lookup(s[:n], file), s[n:]
	}
	for s != "" {
		if s[0] != '.' {
			return e.failed(body)
		}
		var name string
		var args []string
		if name, args, s, ok = e.member(s[1:], file); ok {
			val, ok = stringMethod(val, name, args)
		}
		if !ok {
			return e.failed(body)
		}
	}
	return val
}

func (e *evaluator) failed(body string) string {
	e.unsupported("$(" + body + ")")
	return ""
}

// member parses "Name" or "Name(args)" at the start of s and returns the
// expanded arguments and what follows. args is nil for a property access.
func (e *evaluator) member(s, file string) (name string, args []string, rest string, ok bool) {
	n := identLen(s)
	if n == 0 {
		return "", nil, "", false
	}
	name, rest = s[:n], s[n:]
	if !strings.HasPrefix(rest, "(") {
		return name, nil, rest, true
	}
	end := matchParen(rest, 0)
	if end < 0 {
		return "", nil, "", false
	}
	args = []string{}
	for _, a := range splitArgs(rest[1:end]) {
		args = append(args, e.expand(unquote(a), file))
	}
	return name, args, rest[end+1:], true
}

func identLen(s string) int {
	for i, r := range s {
		if !(r == '_' || unicode.IsLetter(r) || i > 0 && (r == '-' || unicode.IsDigit(r))) {
			return i
		}
	}
	return len(s)
}

// splitArgs splits function arguments at the commas outside quotes and parentheses.
func splitArgs(s string) []string {
	if strings.TrimSpace(s) == "" {
		return nil
	}
	var args []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(':
			depth++
		case ')':
			depth--
		case '\'', '"', '`':
			if end := strings.IndexByte(s[i+1:], s[i]); end >= 0 {
				i += end + 1
			}
		case ',':
			if depth == 0 {
				args = append(args, s[start:i])
				start = i + 1
			}
		}
	}
	return append(args, s[start:])
}

func unquote(s string) string {
	s = strings.TrimSpace(s)
	if len(s) >= 2 && strings.ContainsRune("'\"`", rune(s[0])) && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// static evaluates [Type]::Name(args); args is nil for a property.
func (e *evaluator) static(typ, name string, args []string, file string) (string, bool) {
	arg := func(i int) string {
		if i < len(args) {
			return unescape(args[i])
		}
		return ""
	}
	n := len(args)
	t := strings.ToLower(strings.TrimPrefix(strings.ToLower(typ), "system."))
	switch t + "::" + strings.ToLower(name) {
	case "msbuild::getdirectorynameoffileabove":
		if n == 2 {
			return e.l.dirs.fileAbove(resolvePath(arg(0), e.dir), arg(1), false), true
		}
	case "msbuild::getpathoffileabove":
		start := filepath.Dir(file)
		if n == 2 && strings.TrimSpace(arg(1)) != "" {
			start = resolvePath(arg(1), e.dir)
		}
		if n == 1 || n == 2 {
			return e.l.dirs.fileAbove(start, arg(0), true), true
		}
	case "msbuild::valueordefault":
		if n == 2 {
			if args[0] != "" {
				return args[0], true
			}
			return args[1], true
		}
	case "msbuild::ensuretrailingslash":
		if n == 1 {
			return ensureTrailingSlash(args[0]), true
		}
	case "msbuild::makerelative":
		if n == 2 {
			return makeRelative(resolvePath(arg(0), e.dir), resolvePath(arg(1), e.dir), strings.HasSuffix(toOSPath(arg(1)), string(filepath.Separator))), true
		}
	case "msbuild::normalizepath":
		return resolvePath(combine(args), e.dir), n > 0
	case "msbuild::normalizedirectory":
		return ensureTrailingSlash(resolvePath(combine(args), e.dir)), n > 0
	case "msbuild::isosunixlike":
		return boolString(runtime.GOOS != "windows"), n == 0
	case "msbuild::isosplatform":
		goos := map[string]string{"windows": "windows", "linux": "linux", "osx": "darwin", "macos": "darwin", "freebsd": "freebsd"}
		return boolString(goos[strings.ToLower(arg(0))] == runtime.GOOS), n == 1
	case "msbuild::gettargetframeworkidentifier":
		return parseFramework(arg(0)).Identifier, n == 1
	case "msbuild::gettargetframeworkversion":
		return versionDigits(parseFramework(arg(0)).Version, arg(1)), n == 1 || n == 2
	case "msbuild::gettargetplatformidentifier":
		return parseFramework(arg(0)).Platform, n == 1
	case "msbuild::gettargetplatformversion":
		return versionDigits(parseFramework(arg(0)).PlatformVersion, arg(1)), n == 1 || n == 2
	case "msbuild::istargetframeworkcompatible":
		return boolString(frameworkCompatible(arg(0), arg(1))), n == 2
	case "msbuild::versionequals", "msbuild::versionnotequals", "msbuild::versiongreaterthan",
		"msbuild::versiongreaterthanorequals", "msbuild::versionlessthan", "msbuild::versionlessthanorequals":
		a, oka := parseVersion(strings.TrimLeft(strings.TrimSpace(arg(0)), "vV"))
		b, okb := parseVersion(strings.TrimLeft(strings.TrimSpace(arg(1)), "vV"))
		if n != 2 || !oka || !okb {
			return "", false
		}
		c := compareVersions(a, b)
		results := map[string]bool{"equals": c == 0, "notequals": c != 0, "greaterthan": c > 0,
			"greaterthanorequals": c >= 0, "lessthan": c < 0, "lessthanorequals": c <= 0}
		return boolString(results[strings.ToLower(name)[len("version"):]]), true
	case "io.path::combine":
		return combine(args), n > 0
	case "io.path::getfullpath":
		p := resolvePath(arg(0), e.dir)
		if hasTrailingSlash(strings.TrimSpace(arg(0))) {
			p = ensureTrailingSlash(p) // .NET keeps a trailing separator: $(RepoRoot)src/ (NovaSharp)
		}
		return p, n == 1
	case "io.path::getdirectoryname":
		return filepath.Dir(toOSPath(arg(0))), n == 1
	case "io.directory::getparent": // a DirectoryInfo, read as its path (.Parent, .FullName below)
		p := resolvePath(arg(0), e.dir)
		if hasTrailingSlash(arg(0)) {
			return p, n == 1 // dir/ is the directory's own path: .NET takes what comes before the last separator
		}
		return filepath.Dir(p), n == 1
	case "io.path::getfilename":
		return fileName(arg(0)), n == 1
	case "io.path::getfilenamewithoutextension":
		f := fileName(arg(0))
		return strings.TrimSuffix(f, filepath.Ext(f)), n == 1
	case "io.path::getextension":
		return filepath.Ext(fileName(arg(0))), n == 1
	case "io.path::ispathrooted":
		return boolString(filepath.IsAbs(toOSPath(arg(0)))), n == 1
	case "io.path::directoryseparatorchar":
		return string(filepath.Separator), args == nil
	case "io.file::exists", "io.directory::exists":
		info, err := e.l.dirs.stat(resolvePath(arg(0), e.dir))
		return boolString(err == nil && info.IsDir() == (t == "io.directory")), n == 1
	case "string::isnullorempty":
		return boolString(arg(0) == ""), n == 1
	case "string::isnullorwhitespace":
		return boolString(strings.TrimSpace(arg(0)) == ""), n == 1
	case "string::copy":
		return arg(0), n == 1
	case "msbuild::add", "msbuild::subtract", "msbuild::multiply", "msbuild::divide", "msbuild::modulo":
		if n == 2 {
			return arithmetic(strings.ToLower(name), strings.TrimSpace(arg(0)), strings.TrimSpace(arg(1)))
		}
	case "string::concat":
		return strings.Join(args, ""), n > 0
	case "text.regularexpressions.regex::replace", "text.regularexpressions.regex::ismatch", "text.regularexpressions.regex::match":
		// .NET's patterns as Go reads them: those Go cannot read fail, as an
		// unknown function does (sharpsnmplib's Replace($(NETCoreSdkVersion), '-.*', '')).
		re, err := regexp.Compile(arg(1))
		if err != nil {
			return "", false
		}
		switch strings.ToLower(name) {
		case "replace":
			return re.ReplaceAllString(arg(0), arg(2)), n == 3
		case "ismatch":
			return boolString(re.MatchString(arg(0))), n == 2
		default:
			return re.FindString(arg(0)), n == 2
		}
	case "environment::getenvironmentvariable":
		return e.l.env[arg(0)], n == 1
	case "operatingsystem::iswindows":
		return boolString(runtime.GOOS == "windows"), n == 0
	case "operatingsystem::islinux":
		return boolString(runtime.GOOS == "linux"), n == 0
	case "operatingsystem::ismacos":
		return boolString(runtime.GOOS == "darwin"), n == 0
	}
	return "", false
}

// arithmetic is MSBuild's [MSBuild]::Add, Subtract, Multiply, Divide and
// Modulo: on whole numbers when both are, else on doubles.
func arithmetic(op, a, b string) (string, bool) {
	if x, err := strconv.ParseInt(a, 10, 64); err == nil {
		if y, err := strconv.ParseInt(b, 10, 64); err == nil {
			switch op {
			case "add":
				return strconv.FormatInt(x+y, 10), true
			case "subtract":
				return strconv.FormatInt(x-y, 10), true
			case "multiply":
				return strconv.FormatInt(x*y, 10), true
			case "divide":
				return strconv.FormatInt(x/y, 10), y != 0
			default:
				return strconv.FormatInt(x%y, 10), y != 0
			}
		}
	}
	x, err1 := strconv.ParseFloat(a, 64)
	y, err2 := strconv.ParseFloat(b, 64)
	if err1 != nil || err2 != nil {
		return "", false
	}
	var v float64
	switch op {
	case "add":
		v = x + y
	case "subtract":
		v = x - y
	case "multiply":
		v = x * y
	case "divide":
		v = x / y
	default:
		v = math.Mod(x, y)
	}
	return strconv.FormatFloat(v, 'f', -1, 64), true
}

// stringMethod evaluates an instance member of System.String on s (or of
// the DirectoryInfo a path stands for: Parent, FullName); args is nil for
// a property.
func stringMethod(s, name string, args []string) (string, bool) {
	n := len(args)
	arg := func(i int) string {
		if i < n {
			return args[i]
		}
		return ""
	}
	method := strings.ToLower(name)
	switch method {
	case "length":
		return strconv.Itoa(utf8.RuneCountInString(s)), args == nil
	case "tostring":
		return s, n == 0
	case "fullname": // of a DirectoryInfo, the path it is read as
		return s, args == nil
	case "parent":
		return filepath.Dir(strings.TrimRight(s, `/\`)), args == nil
	case "trim":
		if n == 0 {
			return strings.TrimSpace(s), true
		}
		return strings.Trim(s, arg(0)), n == 1
	case "trimstart":
		if n == 0 {
			return strings.TrimLeftFunc(s, unicode.IsSpace), true
		}
		return strings.TrimLeft(s, arg(0)), n == 1
	case "trimend":
		if n == 0 {
			return strings.TrimRightFunc(s, unicode.IsSpace), true
		}
		return strings.TrimRight(s, arg(0)), n == 1
	case "toupper", "toupperinvariant":
		return strings.ToUpper(s), n == 0
	case "tolower", "tolowerinvariant":
		return strings.ToLower(s), n == 0
	case "contains", "startswith", "endswith", "equals":
		ignore, ok := caseRule(method, args)
		value := arg(0)
		if ignore {
			s, value = strings.ToLower(s), strings.ToLower(value)
		}
		switch method {
		case "contains":
			return boolString(strings.Contains(s, value)), ok
		case "startswith":
			return boolString(strings.HasPrefix(s, value)), ok
		case "endswith":
			return boolString(strings.HasSuffix(s, value)), ok
		}
		return boolString(s == value), ok
	case "replace":
		return strings.ReplaceAll(s, arg(0), arg(1)), n == 2
	case "indexof":
		return strconv.Itoa(strings.Index(s, arg(0))), n == 1
	case "lastindexof":
		return strconv.Itoa(strings.LastIndex(s, arg(0))), n == 1
	case "split":
		// String.Split(params char[]); MSBuild joins the array with ';'.
		parts := strings.FieldsFunc(s, func(r rune) bool { return strings.ContainsRune(arg(0), r) })
		return strings.Join(parts, ";"), n == 1
	case "substring":
		start, err1 := strconv.Atoi(arg(0))
		if err1 != nil || start < 0 || start > len(s) || n < 1 || n > 2 {
			return "", false
		}
		if n == 1 {
			return s[start:], true
		}
		length, err2 := strconv.Atoi(arg(1))
		if err2 != nil || length < 0 || start+length > len(s) {
			return "", false
		}
		return s[start : start+length], true
	}
	return "", false
}

// caseRule reads the arguments a string comparison takes after the
// string: none (ordinal), a StringComparison, or StartsWith's and
// EndsWith's ignoreCase and culture (CoreWCF's
// $(MSBuildProjectName.EndsWith(`Tests`, true, null))); ok is false for
// any other.
func caseRule(method string, args []string) (ignore, ok bool) {
	switch len(args) {
	case 1:
		return false, true
	case 2:
		c := strings.ToLower(strings.TrimSpace(args[1]))
		c = c[strings.LastIndexByte(c, '.')+1:] // [System.StringComparison]::OrdinalIgnoreCase, or its name alone
		switch c {
		case "ordinal", "currentculture", "invariantculture":
			return false, true
		case "ordinalignorecase", "currentcultureignorecase", "invariantcultureignorecase":
			return true, true
		}
	case 3:
		if b := strings.ToLower(strings.TrimSpace(args[1])); (method == "startswith" || method == "endswith") && (b == "true" || b == "false") {
			return b == "true", true
		}
	}
	return false, false
}

func boolString(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// versionDigits formats version with at least digits parts ("" stays "").
func versionDigits(version, digits string) string {
	parts, ok := parseVersion(version)
	if !ok {
		return ""
	}
	n, err := strconv.Atoi(digits)
	if err != nil {
		n = 2
	}
	return formatVersion(parts, n)
}

// fileAbove finds name in dir or the nearest folder above it and returns that
// folder, or the file's path when wantFile; "" when there is none.
func (c *dirCache) fileAbove(dir, name string, wantFile bool) string {
	for {
		p := filepath.Join(dir, name)
		if c.isFile(p) {
			if wantFile {
				return p
			}
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return ""
		}
		dir = parent
	}
}

// combine implements System.IO.Path.Combine: a rooted part restarts the path.
func combine(parts []string) string {
	var p string
	for _, part := range parts {
		part = toOSPath(unescape(part))
		switch {
		case part == "":
		case filepath.IsAbs(part) || p == "":
			p = part
		default:
			p = ensureTrailingSlash(p) + part
		}
	}
	return p
}

func fileName(p string) string {
	return p[strings.LastIndexAny(p, `/\`)+1:]
}

// makeRelative is MSBuild's MakeRelative: path relative to the folder
// base, with path's trailing separator kept; path itself where it has no
// relative form.
func makeRelative(base, path string, trailing bool) string {
	rel, err := filepath.Rel(base, path)
	if err != nil {
		return path
	}
	if trailing {
		rel = ensureTrailingSlash(rel)
	}
	return rel
}

func ensureTrailingSlash(p string) string {
	if p == "" || hasTrailingSlash(p) {
		return p
	}
	return p + string(filepath.Separator)
}

// hasTrailingSlash says whether a path ends with a separator, MSBuild's
// either (its HasTrailingSlash condition function).
func hasTrailingSlash(p string) bool {
	return strings.HasSuffix(p, "/") || strings.HasSuffix(p, `\`)
}

// toOSPath turns MSBuild's backslashes into the OS separator, as MSBuild
// does on Unix for anything used as a path.
func toOSPath(p string) string {
	return filepath.FromSlash(strings.ReplaceAll(p, `\`, "/"))
}

// resolvePath makes p absolute against base and cleans it.
func resolvePath(p, base string) string {
	p = toOSPath(strings.TrimSpace(unescape(p)))
	if !filepath.IsAbs(p) {
		p = filepath.Join(base, p)
	}
	return filepath.Clean(p)
}

// unescape decodes MSBuild's %XX escapes (%3B is ';', %24 is '$', ...).
func unescape(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			if v, err := strconv.ParseUint(s[i+1:i+3], 16, 8); err == nil {
				b.WriteByte(byte(v))
				i += 2
				continue
			}
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
