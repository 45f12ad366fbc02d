package backend_test

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/glider-dev/glider/backend"
	"github.com/glider-dev/glider/backend/bench"
	"github.com/glider-dev/glider/backend/internal/testenv"
)

// BenchmarkSemanticQuery runs semantic_query on the small generated
// workspace: a query the text test settles, and queries that bind.
func BenchmarkSemanticQuery(b *testing.B) {
	dir := b.TempDir()
	if err := bench.Generate(dir, bench.Presets["small"]); err != nil {
		b.Fatal(err)
	}
	e, err := backend.Open(context.Background(), filepath.Join(dir, "Synthetic.sln"), backend.Options{Assemblies: testenv.Assemblies()})
	if err != nil {
		b.Fatal(err)
	}
	defer e.Close()
	e.Warm(context.Background())
	v := e.View()
	b.Logf("%d symbols", e.Snapshot().SymbolCount())
	for _, c := range []struct {
		name string
		req  backend.SemanticRequest
	}{
		{"AsyncWithoutCancellationToken", backend.SemanticRequest{Kinds: []string{"Method"}, Modifiers: []string{"async"}, MustNotHaveParameterType: "CancellationToken"}},
		{"ReturnsGenericTask", backend.SemanticRequest{ReturnType: "Task<*>"}},
		{"IntParameter", backend.SemanticRequest{Kinds: []string{"Method"}, MustHaveParameterType: "int"}},
		{"NameAndModifier", backend.SemanticRequest{NamePattern: "Get*", Modifiers: []string{"async"}}},
		{"Everything", backend.SemanticRequest{}},
	} {
		c.req.Take = backend.DefaultTake
		b.Run(c.name, func(b *testing.B) {
			for range b.N {
				if _, err := v.SemanticQuery(context.Background(), c.req); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
