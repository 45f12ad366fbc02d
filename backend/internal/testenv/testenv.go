// Package testenv gives tests the same surroundings on every machine: the
// framework they compile against is the stand-in reference pack in
// testdata/dotnet, and nothing of the machine's own .NET, Mono or NuGet
// cache is looked at.
package testenv

import (
	"path/filepath"
	"runtime"

	"github.com/glider-dev/glider/backend/workspace"
)

// RepoRoot is the repository's root folder.
func RepoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

// Assemblies looks for projects' assemblies in testdata/dotnet only.
func Assemblies() workspace.AssemblyOptions {
	dotnet := filepath.Join(RepoRoot(), "testdata", "dotnet")
	return workspace.AssemblyOptions{
		Environ:     []string{},
		DotnetRoots: []string{dotnet},
		MonoRoot:    filepath.Join(dotnet, "no-mono"), // absent: .NET Framework projects find nothing
	}
}

// AssembliesWithMono is Assemblies with testdata/dotnet/mono as Mono's
// folder: a project whose reference pack is missing (any but net8.0) gets
// its -api assemblies, as Glider does on a machine without the .NET SDK.
func AssembliesWithMono() workspace.AssemblyOptions {
	opts := Assemblies()
	opts.MonoRoot = filepath.Join(RepoRoot(), "testdata", "dotnet", "mono")
	return opts
}
