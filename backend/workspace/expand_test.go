package workspace

import (
	"os"
	"path/filepath"
	"testing"
)

func TestExpand(t *testing.T) {
	root := t.TempDir()
	src := filepath.Join(root, "src")
	app := filepath.Join(src, "App")
	for _, f := range []string{filepath.Join(root, "Directory.Build.props"), filepath.Join(app, "App.csproj")} {
		if err := os.MkdirAll(filepath.Dir(f), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(f, []byte("<Project />"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	project := filepath.Join(app, "App.csproj")
	props := filepath.Join(src, "Directory.Build.props")
	e := testEvaluator(t, project, map[string]string{
		"Name": "My App", "Padded": "  x  ", "Version": "v4.7.2", "Pair": "a-b", "Root": root,
		"Escaped": "a%3Bb", "Tfm": "net8.0-windows10.0.19041.0",
	})
	sep := string(filepath.Separator)
	tests := []struct {
		in, file, want string
	}{
		{"plain text", project, "plain text"},
		{"$(MSBuildProjectName)", project, "App"},
		{"$(MSBuildProjectFile)|$(MSBuildProjectExtension)", project, "App.csproj|.csproj"},
		{"$(MSBuildProjectDirectory)", project, app},
		{"$(MSBuildProjectFullPath)", project, project},
		{"$(MSBuildThisFileDirectory)", props, src + sep},
		{"$(MSBuildThisFile)|$(MSBuildThisFileName)|$(MSBuildThisFileExtension)", props, "Directory.Build.props|Directory.Build|.props"},
		{"$(MSBuildThisFileFullPath)", props, props},
		{"$(configuration)-$(PLATFORM)", project, "Debug-AnyCPU"},
		{"$(FROM_ENV)", project, "env-value"},
		{"pre-$(Undefined)-post", project, "pre--post"},
		{"$(Escaped)", project, "a%3Bb"},
		{"$(Name.Replace(' ', '_'))", project, "My_App"},
		{`$(Name.Replace(" ", ""))`, project, "MyApp"},
		{"$(Name.ToUpperInvariant())|$(Name.ToLower())", project, "MY APP|my app"},
		{"[$(Padded.Trim())]", project, "[x]"},
		{"$(Version.TrimStart('vV'))", project, "4.7.2"},
		{"$(Name.Contains('App'))|$(Name.StartsWith('app'))|$(Name.EndsWith('App'))", project, "True|False|True"},
		// Case rules: StartsWith's and EndsWith's ignoreCase and culture
		// (CoreWCF's IsTestProject), a StringComparison.
		{"$(Name.EndsWith(`app`, true, null))|$(Name.StartsWith('my', false, null))|$(Name.Contains('APP', StringComparison.OrdinalIgnoreCase))|$(Name.Equals('my app', 'Ordinal'))", project, "True|False|True|False"},
		{"$(Name.Length)|$(Name.Substring(3))|$(Name.Substring(0, 2))|$(Name.IndexOf('A'))", project, "6|App|My|3"},
		{"$(Pair.Split('-'))", project, "a;b"},
		// CommunityToolkit's suffix of the project name, a call in a call's argument.
		{"$(MSBuildProjectName.Substring($([MSBuild]::Subtract($(MSBuildProjectName.Length), 2))))", project, "pp"},
		{"$([MSBuild]::Add(2, 3))|$([MSBuild]::Multiply(4, 2.5))|$([MSBuild]::Divide(7, 2))|$([MSBuild]::Modulo(7, 2))", project, "5|10|3|1"},
		{"$(Padded.Trim().ToUpper())", project, "X"},
		{"$([System.IO.Path]::Combine('$(Root)', 'a', 'b.props'))", project, filepath.Join(root, "a", "b.props")},
		{"$([System.IO.Path]::Combine('a', '/abs'))", project, filepath.FromSlash("/abs")},
		{"$([System.IO.Path]::GetFileNameWithoutExtension('x/y.tar.gz'))|$([System.IO.Path]::GetExtension('y.cs'))", project, "y.tar|.cs"},
		{"$([MSBuild]::ValueOrDefault('$(Undefined)', 'fallback'))|$([MSBuild]::ValueOrDefault('set', 'fallback'))", project, "fallback|set"},
		{"$([MSBuild]::EnsureTrailingSlash('$(Root)'))", project, root + sep},
		// OpenIddict's project folder under the repository, whose parts decide what it compiles.
		{"$([MSBuild]::MakeRelative($(Root), $(MSBuildProjectDirectory)))|$([MSBuild]::MakeRelative('$(Root)', '$(Root)/src/'))", project, filepath.Join("src", "App") + "|src" + sep},
		{"$([MSBuild]::NormalizeDirectory('$(Root)', 'sub', '..', 'x'))", project, filepath.Join(root, "x") + sep},
		{"$([MSBuild]::NormalizePath('rel\\file.cs'))", project, filepath.Join(app, "rel", "file.cs")},
		{"$([MSBuild]::GetDirectoryNameOfFileAbove($(MSBuildProjectDirectory), 'Directory.Build.props'))", project, root},
		{"$([System.IO.Directory]::GetParent($(MSBuildThisFileDirectory)).Parent.FullName)", props, root},
		{"$([System.IO.Directory]::GetParent($(MSBuildProjectDirectory)).FullName)", project, src},
		{"$([MSBuild]::GetPathOfFileAbove('Directory.Build.props'))", props, filepath.Join(root, "Directory.Build.props")},
		{"$([MSBuild]::GetPathOfFileAbove('Directory.Build.props', '$(MSBuildThisFileDirectory)../'))", props, filepath.Join(root, "Directory.Build.props")},
		{"[$([MSBuild]::GetPathOfFileAbove('NoSuchFile.props'))]", props, "[]"},
		{"$([MSBuild]::GetTargetFrameworkIdentifier('$(Tfm)'))|$([MSBuild]::GetTargetFrameworkVersion('$(Tfm)'))", project, ".NETCoreApp|8.0"},
		{"$([MSBuild]::GetTargetPlatformIdentifier('$(Tfm)'))|$([MSBuild]::GetTargetPlatformVersion('$(Tfm)', 4))", project, "windows|10.0.19041.0"},
		{"$([MSBuild]::GetTargetFrameworkVersion('net472', 3))", project, "4.7.2"},
		{"$([System.String]::IsNullOrEmpty('$(Undefined)'))|$([System.String]::Concat('a', $(Name)))", project, "True|aMy App"},
		{"$([System.IO.Path]::Combine($(Root), $([MSBuild]::ValueOrDefault('', 'x'))))", project, filepath.Join(root, "x")},
		{"$([System.Text.RegularExpressions.Regex]::Replace('9.0.100-rc.1', '-.*', ''))|$([System.Text.RegularExpressions.Regex]::IsMatch($(Tfm), '^net\\d'))|$([System.Text.RegularExpressions.Regex]::Match('v1.2.3', '\\d+\\.\\d+'))", project, "9.0.100|True|1.2"},
		{"$(Unbalanced", project, "$(Unbalanced"},
		{"@(Compile) %(Identity)", project, "@(Compile) %(Identity)"},
	}
	for _, tt := range tests {
		if got := e.expand(tt.in, tt.file); got != tt.want {
			t.Errorf("expand(%s) = %q, want %q", tt.in, got, tt.want)
		}
	}
	if e.issues != 0 {
		t.Errorf("unexpected issue: %s", e.firstIssue)
	}
}

func TestExpandUnsupported(t *testing.T) {
	e := testEvaluator(t, "/repo/App.csproj", map[string]string{"Name": "x"})
	for _, in := range []string{"$([System.Guid]::NewGuid())", "$(Name.NoSuchMethod())", "$(Registry:HKEY_LOCAL_MACHINE\\Software@Value)", "$(Name.Substring(9))"} {
		if got := e.expand("["+in+"]", e.path); got != "[]" {
			t.Errorf("expand(%s) = %q, want empty", in, got)
		}
	}
	if e.issues != 4 || e.firstIssue != "$([System.Guid]::NewGuid())" {
		t.Errorf("issues = %d, first = %q", e.issues, e.firstIssue)
	}
}

func TestProperties(t *testing.T) {
	e := testEvaluator(t, "/repo/App.csproj", nil)
	e.set("from_env", "project", e.path, 1)      // the project may override the environment
	e.set("Configuration", "Release", e.path, 2) // but not a global property
	e.set("MSBuildProjectName", "Other", e.path, 3)
	if got := e.expand("$(FROM_ENV)|$(Configuration)|$(MSBuildProjectName)", e.path); got != "project|Debug|App" {
		t.Errorf("got %q", got)
	}
	if len(e.diags) != 1 || e.diags[0].Line != 3 {
		t.Errorf("want one warning for the reserved property, got %+v", e.diags)
	}
}

func TestUnescape(t *testing.T) {
	for in, want := range map[string]string{"a%3Bb": "a;b", "%24(x)": "$(x)", "%(Meta)": "%(Meta)", "100%": "100%", "%2a": "*"} {
		if got := unescape(in); got != want {
			t.Errorf("unescape(%q) = %q, want %q", in, got, want)
		}
	}
}
