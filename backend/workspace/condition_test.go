package workspace

import (
	"os"
	"path/filepath"
	"testing"
)

// testEvaluator returns an evaluator for a project that need not exist.
func testEvaluator(t *testing.T, project string, props map[string]string) *evaluator {
	t.Helper()
	// As a build of the solution's Debug|AnyCPU would pass them.
	globals := map[string]string{"Configuration": "Debug", "Platform": "AnyCPU"}
	e := newEvaluator(newLoader(Options{Environ: []string{"FROM_ENV=env-value"}}), project, globals)
	for k, v := range props {
		e.set(k, v, project, 0)
	}
	return e
}

func TestCondition(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "present.txt"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	project := filepath.Join(dir, "App.csproj")
	e := testEvaluator(t, project, map[string]string{
		"Foo": "baz", "Flag": "true", "Ver": "4.7.2", "Num": "9", "Dir": "out/", "Here": dir,
		"TargetFramework": "net8.0",
	})
	tests := []struct {
		cond string
		want bool
	}{
		{"", true},
		{"'$(Configuration)' == 'Debug'", true},
		{"'$(Configuration)' == 'debug'", true},
		{" '$(Configuration)|$(Platform)' == 'Debug|AnyCPU' ", true},
		{"'$(Configuration)|$(Platform)' == 'Release|AnyCPU'", false},
		{"'$(Undefined)' == ''", true},
		{"'$(Foo)' != '' and '$(Foo)' != 'bar'", true},
		{"'$(Foo)' == 'bar' or '$(Foo)' == 'baz'", true},
		{"!('$(Foo)' == 'baz')", false},
		{"'a' == 'a' or 'a' == 'b' and 'c' == 'd'", true},
		{"('a' == 'a' or 'a' == 'b') and 'c' == 'd'", false},
		{"'a'=='a'AND'b'=='b'", true},
		{"$(Flag)", true},
		{"!$(Flag)", false},
		{"'$(Flag)' == 'True'", true},
		{"true", true},
		{"off", false},
		{"'$(Ver)' >= '4.6.1'", true},
		{"'$(Ver)' < '4.8'", true},
		{"'$(Num)' < 10", true},
		{"'10' > '9'", true},
		{"'8.0' == '8.00'", true},
		{"0x10 == 16", true},
		{"HasTrailingSlash('$(Dir)')", true},
		{"HasTrailingSlash('$(Foo)')", false},
		{"Exists('$(Here)/present.txt')", true},
		{"Exists('present.txt')", true},
		{"exists('absent.txt')", false},
		{"!Exists('')", true},
		{"$(TargetFramework.StartsWith('net8'))", true},
		{"'$(TargetFramework.Contains(\"0\"))' == 'true'", true},
		{"$([MSBuild]::IsTargetFrameworkCompatible('$(TargetFramework)', 'netstandard2.0'))", true},
		{"$([MSBuild]::VersionGreaterThanOrEquals('$(Ver)', '4.7'))", true},
		{"'$([MSBuild]::GetPathOfFileAbove(present.txt, $(Here)))' != ''", true},
		// Conditions that cannot be evaluated are false.
		{"'a' = 'a'", false},
		{"'abc' < 'def'", false},
		{"'' >= '1.0'", false},
		{"Unknown('x')", false},
		{"'$([Foo]::Bar())' == ''", false},
		{"'unterminated", false},
		{"and", false},
		{"'x'", false},
		{"('a' == 'a'", false},
	}
	for _, tt := range tests {
		if got := e.condition(tt.cond, project); got != tt.want {
			t.Errorf("condition(%s) = %v, want %v", tt.cond, got, tt.want)
		}
	}
}

func TestConditionShortCircuit(t *testing.T) {
	e := testEvaluator(t, "/repo/App.csproj", nil)
	if e.condition("false and '$([Foo]::Bar())' == ''", e.path) || !e.condition("true or Unknown()", e.path) {
		t.Error("and/or should not evaluate their right side when the left decides")
	}
	if e.issues != 0 {
		t.Errorf("got %d issues (%s), want none", e.issues, e.firstIssue)
	}
}
