package server

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
)

// TestAssemblyCommand runs `glider assembly` on the metadata fixture.
func TestAssemblyCommand(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := RunCLI(context.Background(), []string{"assembly", "../metadata/testdata/Fixture.dll"}, &out, &errOut); code != 0 {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	for _, want := range []string{
		"assembly   Fixture, Version=1.2.3.4, Culture=neutral, PublicKeyToken=null",
		"reference  mscorlib, Version=4.0.0.0",
		"public static class Fixture.Util",
		"M:Fixture.Util.Swap``1(``0@,``0@)",
		"public class Fixture.Repository<TEntity, TKey> : Fixture.IContainer<TEntity>",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "k__BackingField") {
		t.Error("compiler-generated members listed without --all")
	}

	out.Reset()
	if code := RunCLI(context.Background(), []string{"assembly", "../metadata/testdata/Fixture.dll", "--json"}, &out, &errOut); code != 0 {
		t.Fatalf("--json: exit %d: %s", code, errOut.String())
	}
	var got struct {
		Name       string
		Version    string
		References []string
		Types      []struct {
			Name, DocID, Kind string
			Members           []struct{ DocID string }
		}
	}
	if err := json.Unmarshal(out.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if got.Name != "Fixture" || got.Version != "1.2.3.4" || len(got.References) != 1 || len(got.Types) < 10 {
		t.Errorf("unexpected JSON summary: %+v", got)
	}

	errOut.Reset()
	if code := RunCLI(context.Background(), []string{"assembly", "testdata/Fixture.cs"}, &out, &errOut); code != 1 {
		t.Errorf("a C# file: exit %d, want 1 (%s)", code, errOut.String())
	}
}
