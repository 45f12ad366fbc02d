package workspace

import (
	"strconv"
	"strings"
)

// framework is a parsed target framework moniker (TFM) as NuGet reads it.
type framework struct {
	Identifier      string // ".NETCoreApp", ".NETStandard", ".NETFramework"; "" if unknown
	Version         string // "8.0", "4.7.2"
	Platform        string // "windows" for net8.0-windows10.0.19041.0
	PlatformVersion string // "10.0.19041.0"; "" if not given
}

func parseFramework(tfm string) framework {
	tfm = strings.ToLower(strings.TrimSpace(tfm))
	name, platform, _ := strings.Cut(tfm, "-")
	var f framework
	switch {
	case strings.HasPrefix(name, "netcoreapp"):
		f = framework{Identifier: ".NETCoreApp", Version: name[len("netcoreapp"):]}
	case strings.HasPrefix(name, "netstandard"):
		f = framework{Identifier: ".NETStandard", Version: name[len("netstandard"):]}
	case strings.HasPrefix(name, "net"):
		v := name[len("net"):]
		if !strings.Contains(v, ".") {
			// net472 is .NET Framework 4.7.2: one digit per version part.
			v = strings.Join(strings.Split(v, ""), ".")
		}
		f = framework{Identifier: ".NETFramework", Version: v}
		// net5.0 and later are .NET (NuGet's rule, by the version alone:
		// Semantic Kernel's net8 is net8.0).
		if parts, ok := parseVersion(v); ok && parts[0] >= 5 {
			f.Identifier = ".NETCoreApp"
		}
	}
	parts, ok := parseVersion(f.Version)
	if !ok {
		return framework{}
	}
	f.Version = formatVersion(parts, 2)
	if platform != "" && f.Identifier == ".NETCoreApp" && parts[0] >= 5 {
		i := strings.IndexFunc(platform, func(r rune) bool { return r >= '0' && r <= '9' })
		if i < 0 {
			f.Platform = platform
		} else {
			f.Platform, f.PlatformVersion = platform[:i], platform[i:]
		}
	}
	return f
}

// legacyFramework turns a non-SDK project's TargetFrameworkVersion (v4.7.2) into
// its TFM (net472).
func legacyFramework(identifier, version string) string {
	if identifier != "" && !strings.EqualFold(identifier, ".NETFramework") {
		return ""
	}
	parts, ok := parseVersion(strings.TrimLeft(version, "vV"))
	if !ok {
		return ""
	}
	s := "net"
	for _, p := range parts {
		s += strconv.Itoa(p)
	}
	return s
}

// Versions the SDK knows, from Microsoft.NET.SupportedTargetFrameworks.props and
// Microsoft.NET.WindowsSdkSupportedTargetPlatforms.props.
var (
	netCoreVersions     = []string{"1.0", "1.1", "2.0", "2.1", "2.2", "3.0", "3.1"}
	netStandardVersions = []string{"1.0", "1.1", "1.2", "1.3", "1.4", "1.5", "1.6", "2.0", "2.1"}
	netFxVersions       = []string{"2.0", "3.0", "3.5", "4.0", "4.5", "4.5.1", "4.5.2", "4.6", "4.6.1", "4.6.2", "4.7", "4.7.1", "4.7.2", "4.8", "4.8.1"}
	windowsVersions     = []string{"7.0", "8.0", "10.0.17763.0", "10.0.18362.0", "10.0.19041.0", "10.0.20348.0", "10.0.22000.0", "10.0.22621.0", "10.0.26100.0"}
)

// implicitDefines returns the preprocessor symbols that the .NET SDK's
// GenerateTargetFrameworkDefineConstants and related targets add at build
// time, in the order they add them.
func implicitDefines(identifier, version, platform, platformVersion string) []string {
	parts, ok := parseVersion(strings.TrimLeft(version, "vV"))
	if !ok {
		return nil
	}
	version = formatVersion(parts, 2)
	underscored := strings.ReplaceAll(version, ".", "_")
	atMost := func(versions []string) []string {
		var out []string
		for _, v := range versions {
			if compareVersionStrings(v, version) <= 0 {
				out = append(out, v)
			}
		}
		return out
	}
	var defs []string
	switch identifier {
	case ".NETCoreApp":
		if parts[0] >= 5 {
			defs = append(defs, "NET", "NET"+underscored, "NETCOREAPP")
			plat := strings.ToUpper(platform)
			if strings.EqualFold(platform, "windows") && platformVersion == "" {
				platformVersion = "7.0" // the SDK's default Windows platform version
			}
			if plat != "" {
				defs = append(defs, plat, plat+strings.ReplaceAll(platformVersion, ".", "_"))
			}
			for major := 5; major <= parts[0]; major++ {
				defs = append(defs, "NET"+strconv.Itoa(major)+"_0_OR_GREATER")
			}
			for _, v := range netCoreVersions {
				defs = append(defs, "NETCOREAPP"+strings.ReplaceAll(v, ".", "_")+"_OR_GREATER")
			}
			if plat == "WINDOWS" {
				for _, v := range windowsVersions {
					if compareVersionStrings(v, platformVersion) <= 0 {
						defs = append(defs, "WINDOWS"+strings.ReplaceAll(v, ".", "_")+"_OR_GREATER")
					}
				}
			}
		} else {
			defs = append(defs, "NETCOREAPP", "NETCOREAPP"+underscored)
			for _, v := range atMost(netCoreVersions) {
				defs = append(defs, "NETCOREAPP"+strings.ReplaceAll(v, ".", "_")+"_OR_GREATER")
			}
		}
	case ".NETStandard":
		defs = append(defs, "NETSTANDARD", "NETSTANDARD"+underscored)
		for _, v := range atMost(netStandardVersions) {
			defs = append(defs, "NETSTANDARD"+strings.ReplaceAll(v, ".", "_")+"_OR_GREATER")
		}
	case ".NETFramework":
		defs = append(defs, "NETFRAMEWORK", "NET"+strings.ReplaceAll(version, ".", ""))
		for _, v := range atMost(netFxVersions) {
			defs = append(defs, "NET"+strings.ReplaceAll(v, ".", "")+"_OR_GREATER")
		}
	}
	return defs
}

// frameworkCompatible reports whether a project targeting target can consume
// candidate, as [MSBuild]::IsTargetFrameworkCompatible does.
func frameworkCompatible(target, candidate string) bool {
	t, c := parseFramework(target), parseFramework(candidate)
	if t.Identifier == "" || c.Identifier == "" {
		return false
	}
	if c.Platform != "" && !strings.EqualFold(c.Platform, t.Platform) {
		return false
	}
	if t.Identifier == c.Identifier {
		return compareVersionStrings(c.Version, t.Version) <= 0
	}
	if c.Identifier != ".NETStandard" {
		return false
	}
	// The highest .NET Standard each platform implements.
	var max string
	switch t.Identifier {
	case ".NETCoreApp":
		switch {
		case compareVersionStrings(t.Version, "3.0") >= 0:
			max = "2.1"
		case compareVersionStrings(t.Version, "2.0") >= 0:
			max = "2.0"
		default:
			max = "1.6"
		}
	case ".NETFramework":
		switch {
		case compareVersionStrings(t.Version, "4.6.1") >= 0:
			max = "2.0"
		case compareVersionStrings(t.Version, "4.6") >= 0:
			max = "1.3"
		case compareVersionStrings(t.Version, "4.5.1") >= 0:
			max = "1.2"
		case compareVersionStrings(t.Version, "4.5") >= 0:
			max = "1.1"
		default:
			return false
		}
	}
	return compareVersionStrings(c.Version, max) <= 0
}

// parseVersion parses a System.Version-like string of one to four numbers.
func parseVersion(s string) ([]int, bool) {
	if s == "" {
		return nil, false
	}
	fields := strings.Split(s, ".")
	if len(fields) > 4 {
		return nil, false
	}
	parts := make([]int, len(fields))
	for i, f := range fields {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 || f[0] == '+' {
			return nil, false
		}
		parts[i] = n
	}
	return parts, true
}

// formatVersion prints parts padded with zeros to at least min parts.
func formatVersion(parts []int, min int) string {
	var b strings.Builder
	for i := 0; i < len(parts) || i < min; i++ {
		if i > 0 {
			b.WriteByte('.')
		}
		if i < len(parts) {
			b.WriteString(strconv.Itoa(parts[i]))
		} else {
			b.WriteByte('0')
		}
	}
	return b.String()
}

func compareVersions(a, b []int) int {
	for i := 0; i < len(a) || i < len(b); i++ {
		var x, y int
		if i < len(a) {
			x = a[i]
		}
		if i < len(b) {
			y = b[i]
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

// compareVersionStrings compares two versions; unparsable ones sort first.
func compareVersionStrings(a, b string) int {
	x, _ := parseVersion(a)
	y, _ := parseVersion(b)
	return compareVersions(x, y)
}

// latestCSharp is the newest C# version the compiler Glider stands in for
// knows (the .NET 10 SDK's): what latest, latestMajor and preview mean.
const latestCSharp = 14

// CSharpVersion is the major version of C# the project is compiled with:
// its LangVersion (default is the compiler's latest major version, as
// latestMajor is), or where none is written the default of its first target
// framework (C# 14 for net10.0, 12 for net8.0, 7 for .NET Framework and
// .NET Standard 2.0).
func (p *Project) CSharpVersion() int {
	switch v := strings.ToLower(strings.TrimSpace(p.LangVersion)); v {
	case "latest", "latestmajor", "default", "preview":
		if p.SDKMajor >= 5 {
			return min(p.SDKMajor+4, latestCSharp) // the .NET 8 SDK's compiler knows C# 12
		}
		return latestCSharp
	case "":
	default:
		major, _, _ := strings.Cut(strings.TrimPrefix(v, "iso-"), ".")
		if n, err := strconv.Atoi(major); err == nil && n > 0 {
			return n
		}
	}
	if p.TargetFramework == "" {
		return latestCSharp
	}
	f := parseFramework(p.TargetFramework)
	parts, ok := parseVersion(f.Version)
	switch {
	case !ok:
		return latestCSharp
	case f.Identifier == ".NETCoreApp" && parts[0] >= 5:
		return min(parts[0]+4, latestCSharp) // net5.0: C# 9 ... net10.0: C# 14
	case f.Identifier == ".NETCoreApp" && parts[0] == 3, f.Identifier == ".NETStandard" && compareVersions(parts, []int{2, 1}) >= 0:
		return 8
	}
	return 7
}

// pinnedSDKMajor reads the major version of the SDK a global.json pins
// (sdk.version), 0 when there is none or its rollForward (major,
// latestMajor) lets a newer major build the code.
func pinnedSDKMajor(path string) int {
	if path == "" {
		return 0
	}
	global := readGlobalJSON(path)
	if roll := strings.ToLower(global.SDK.RollForward); roll == "major" || roll == "latestmajor" {
		return 0
	}
	return majorVersion(global.SDK.Version)
}

// InterpolationHandlers says whether the project's target framework has
// .NET 6's interpolated string handlers (StringBuilder's
// AppendInterpolatedStringHandler) and its C# (10 on) converts a
// non-constant interpolated string to them better than to string.
func (p *Project) InterpolationHandlers() bool {
	return p.NETMajor() >= 6 && p.CSharpVersion() >= 10
}

// NETMajor is the major version of .NET (Core) the project targets: 8 for
// net8.0, 0 for .NET Framework, .NET Standard or none.
func (p *Project) NETMajor() int {
	f := parseFramework(p.TargetFramework)
	if parts, ok := parseVersion(f.Version); ok && f.Identifier == ".NETCoreApp" {
		return parts[0]
	}
	return 0
}

// CoreAPI says whether the project's target framework has the API of .NET
// (Core): netcoreapp2.0 on, net5.0 on and netstandard2.1; not .NET
// Framework, nor .NET Standard 2.0 and before.
func (p *Project) CoreAPI() bool {
	f := parseFramework(p.TargetFramework)
	parts, _ := parseVersion(f.Version)
	return f.Identifier == ".NETCoreApp" || f.Identifier == ".NETStandard" && compareVersions(parts, []int{2, 1}) >= 0
}
