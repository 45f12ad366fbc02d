package workspace

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseFramework(t *testing.T) {
	tests := map[string]framework{
		"net8.0":                     {".NETCoreApp", "8.0", "", ""},
		"NET10.0":                    {".NETCoreApp", "10.0", "", ""},
		"net8.0-windows":             {".NETCoreApp", "8.0", "windows", ""},
		"net8.0-windows10.0.19041.0": {".NETCoreApp", "8.0", "windows", "10.0.19041.0"},
		"net9.0-ios18.0":             {".NETCoreApp", "9.0", "ios", "18.0"},
		"netcoreapp3.1":              {".NETCoreApp", "3.1", "", ""},
		"netstandard2.0":             {".NETStandard", "2.0", "", ""},
		"net472":                     {".NETFramework", "4.7.2", "", ""},
		"net48":                      {".NETFramework", "4.8", "", ""},
		"net4.8":                     {".NETFramework", "4.8", "", ""},
		"net20":                      {".NETFramework", "2.0", "", ""},
		"net10":                      {".NETFramework", "1.0", "", ""},
		"net8":                       {".NETCoreApp", "8.0", "", ""},
		"net50":                      {".NETCoreApp", "5.0", "", ""},
		"uap10.0":                    {},
		"netmf":                      {},
		"":                           {},
	}
	for tfm, want := range tests {
		if got := parseFramework(tfm); got != want {
			t.Errorf("parseFramework(%q) = %+v, want %+v", tfm, got, want)
		}
	}
}

func TestImplicitDefines(t *testing.T) {
	tests := []struct {
		tfm, platformVersion, want string
	}{
		{"net8.0", "", "NET NET8_0 NETCOREAPP NET5_0_OR_GREATER NET6_0_OR_GREATER NET7_0_OR_GREATER NET8_0_OR_GREATER " +
			"NETCOREAPP1_0_OR_GREATER NETCOREAPP1_1_OR_GREATER NETCOREAPP2_0_OR_GREATER NETCOREAPP2_1_OR_GREATER " +
			"NETCOREAPP2_2_OR_GREATER NETCOREAPP3_0_OR_GREATER NETCOREAPP3_1_OR_GREATER"},
		{"net6.0-windows10.0.19041.0", "", "NET NET6_0 NETCOREAPP WINDOWS WINDOWS10_0_19041_0 NET5_0_OR_GREATER NET6_0_OR_GREATER " +
			"NETCOREAPP1_0_OR_GREATER NETCOREAPP1_1_OR_GREATER NETCOREAPP2_0_OR_GREATER NETCOREAPP2_1_OR_GREATER " +
			"NETCOREAPP2_2_OR_GREATER NETCOREAPP3_0_OR_GREATER NETCOREAPP3_1_OR_GREATER WINDOWS7_0_OR_GREATER WINDOWS8_0_OR_GREATER " +
			"WINDOWS10_0_17763_0_OR_GREATER WINDOWS10_0_18362_0_OR_GREATER WINDOWS10_0_19041_0_OR_GREATER"},
		{"net8.0-android", "34.0", "NET NET8_0 NETCOREAPP ANDROID ANDROID34_0 NET5_0_OR_GREATER NET6_0_OR_GREATER NET7_0_OR_GREATER " +
			"NET8_0_OR_GREATER NETCOREAPP1_0_OR_GREATER NETCOREAPP1_1_OR_GREATER NETCOREAPP2_0_OR_GREATER NETCOREAPP2_1_OR_GREATER " +
			"NETCOREAPP2_2_OR_GREATER NETCOREAPP3_0_OR_GREATER NETCOREAPP3_1_OR_GREATER"},
		{"netcoreapp3.1", "", "NETCOREAPP NETCOREAPP3_1 NETCOREAPP1_0_OR_GREATER NETCOREAPP1_1_OR_GREATER NETCOREAPP2_0_OR_GREATER " +
			"NETCOREAPP2_1_OR_GREATER NETCOREAPP2_2_OR_GREATER NETCOREAPP3_0_OR_GREATER NETCOREAPP3_1_OR_GREATER"},
		{"netstandard2.0", "", "NETSTANDARD NETSTANDARD2_0 NETSTANDARD1_0_OR_GREATER NETSTANDARD1_1_OR_GREATER NETSTANDARD1_2_OR_GREATER " +
			"NETSTANDARD1_3_OR_GREATER NETSTANDARD1_4_OR_GREATER NETSTANDARD1_5_OR_GREATER NETSTANDARD1_6_OR_GREATER NETSTANDARD2_0_OR_GREATER"},
		{"net48", "", "NETFRAMEWORK NET48 NET20_OR_GREATER NET30_OR_GREATER NET35_OR_GREATER NET40_OR_GREATER NET45_OR_GREATER " +
			"NET451_OR_GREATER NET452_OR_GREATER NET46_OR_GREATER NET461_OR_GREATER NET462_OR_GREATER NET47_OR_GREATER " +
			"NET471_OR_GREATER NET472_OR_GREATER NET48_OR_GREATER"},
		{"uap10.0", "", ""},
	}
	for _, tt := range tests {
		f := parseFramework(tt.tfm)
		pv := f.PlatformVersion
		if pv == "" {
			pv = tt.platformVersion
		}
		got := strings.Join(implicitDefines(f.Identifier, "v"+f.Version, f.Platform, pv), " ")
		if got != tt.want {
			t.Errorf("implicitDefines(%s):\n got %s\nwant %s", tt.tfm, got, tt.want)
		}
	}
}

func TestFrameworkCompatible(t *testing.T) {
	tests := []struct {
		target, candidate string
		want              bool
	}{
		{"net8.0", "net6.0", true},
		{"net6.0", "net8.0", false},
		{"net8.0", "netstandard2.1", true},
		{"netcoreapp2.1", "netstandard2.1", false},
		{"net472", "netstandard2.0", true},
		{"net46", "netstandard2.0", false},
		{"net8.0-windows", "net6.0", true},
		{"net8.0", "net6.0-windows", false},
		{"net48", "net8.0", false},
		{"net8.0", "garbage", false},
	}
	for _, tt := range tests {
		if got := frameworkCompatible(tt.target, tt.candidate); got != tt.want {
			t.Errorf("frameworkCompatible(%s, %s) = %v, want %v", tt.target, tt.candidate, got, tt.want)
		}
	}
}

func TestLegacyFramework(t *testing.T) {
	got := []string{legacyFramework("", "v4.7.2"), legacyFramework(".NETFramework", "v4.0"), legacyFramework(".NETPortable", "v4.5"), legacyFramework("", "")}
	if want := []string{"net472", "net40", "", ""}; !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestCSharpVersion(t *testing.T) {
	for _, c := range []struct {
		lang string
		tfms []string
		want int
		sdk  int // the SDK global.json pins
	}{
		{"", []string{"net10.0"}, 14, 0}, {"", []string{"net8.0", "net10.0"}, 12, 0}, {"", []string{"net9.0-windows"}, 13, 0},
		{"", []string{"netcoreapp3.1"}, 8, 0}, {"", []string{"netstandard2.1"}, 8, 0}, {"", []string{"netstandard2.0"}, 7, 0},
		{"", []string{"net472"}, 7, 0}, {"latest", []string{"net472"}, 14, 0}, {"Preview", []string{"net8.0"}, 14, 0},
		{"12.0", []string{"net10.0"}, 12, 0}, {"7.3", []string{"net10.0"}, 7, 0}, {"default", []string{"net6.0"}, 14, 0},
		{"ISO-2", []string{"net6.0"}, 2, 0}, {"", nil, 14, 0},
		{"preview", []string{"net8.0"}, 12, 8}, {"latest", []string{"net472"}, 13, 9}, {"latest", []string{"net8.0"}, 14, 10}, {"default", []string{"net8.0"}, 12, 8},
	} {
		p := &Project{LangVersion: c.lang, TargetFrameworks: c.tfms, SDKMajor: c.sdk}
		if len(c.tfms) > 0 {
			p.TargetFramework = c.tfms[0]
		}
		if got := p.CSharpVersion(); got != c.want {
			t.Errorf("LangVersion %q, %v, SDK %d: C# %d, want %d", c.lang, c.tfms, c.sdk, got, c.want)
		}
	}
}

func TestCoreAPI(t *testing.T) {
	for tfm, want := range map[string]bool{
		"net10.0": true, "net8.0-windows": true, "netcoreapp2.1": true, "netstandard2.1": true,
		"netstandard2.0": false, "net472": false, "net48": false, "": false,
	} {
		if got := (&Project{TargetFramework: tfm}).CoreAPI(); got != want {
			t.Errorf("%q: CoreAPI %v, want %v", tfm, got, want)
		}
	}
}

func TestInterpolationHandlers(t *testing.T) {
	for _, c := range []struct {
		tfm, lang string
		want      bool
	}{
		{"net6.0", "", true}, {"net8.0-windows", "", true}, {"net8.0", "9.0", false}, {"net5.0", "", false},
		{"netstandard2.1", "latest", false}, {"net472", "latest", false}, {"", "", false},
	} {
		p := &Project{TargetFramework: c.tfm, LangVersion: c.lang}
		if got := p.InterpolationHandlers(); got != c.want {
			t.Errorf("%q, LangVersion %q: %v, want %v", c.tfm, c.lang, got, c.want)
		}
	}
}
