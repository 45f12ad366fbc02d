package backend_test

import (
	"context"
	"testing"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bench"
	"github.com/glider-dev/glider/backend/internal/testenv"
	"github.com/glider-dev/glider/backend/workspace"
)

// TestReferencesAgreeWithPositions: in every file of the fixtures, each
// identifier get_symbol_at_position answers with a symbol is among that
// symbol's references, and each reference is an identifier answered with
// it. The copies fixture reads the framework twice (App's net8.0 pack,
// Lib's Mono 4.7.2 API): List<string>.Count is one symbol whichever copy
// a use meets.
func TestReferencesAgreeWithPositions(t *testing.T) {
	for _, c := range []struct {
		dir  string
		opts workspace.AssemblyOptions
	}{
		{"../testdata/sample", testenv.Assemblies()},
		{"testdata/resolve", testenv.Assemblies()},
		{"testdata/copies", testenv.AssembliesWithMono()},
	} {
		e, err := backend.Open(context.Background(), c.dir, backend.Options{Assemblies: c.opts})
		if err != nil {
			t.Fatal(err)
		}
		ag, err := bench.ReferencesAgreement(context.Background(), e, len(e.Snapshot().Files), 1, 1<<30)
		e.Close()
		if err != nil {
			t.Fatal(err)
		}
		if ag.Answers == 0 {
			t.Fatalf("%s: no identifier answered with a symbol", c.dir)
		}
		for _, d := range ag.Missed {
			t.Errorf("%s: %s %s: %s (%s) is not among its references", c.dir, d.Place, d.Line, d.Symbol, d.Other)
		}
		for _, d := range ag.Extra {
			t.Errorf("%s: %s %s: a reference of %s, where the position answers %s", c.dir, d.Place, d.Line, d.Symbol, d.Other)
		}
	}
}
