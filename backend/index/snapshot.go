// Package index holds immutable snapshots of a workspace's declarations: the
// files with what they declare, the symbols they make up, and the tables that
// answer look-ups by key, by container and by name.
package index

import (
	"errors"
	"fmt"
	"iter"
	"slices"
	"strings"

	"github.com/glider-dev/glider/backend/cache"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/workspace"
)

// IDs index the slices of a Snapshot.
type (
	ProjectID int32
	FileID    int32
	SymbolID  int32
)

// NoSymbol is the container of what the global namespace holds.
const NoSymbol SymbolID = -1

// Accessibility is a declared accessibility, with C#'s defaults applied.
type Accessibility uint8

// The accessibilities, as Roslyn names them.
const (
	Public Accessibility = iota + 1
	Internal
	Protected
	ProtectedInternal
	PrivateProtected
	Private
)

var accessNames = map[Accessibility]string{
	Public: "Public", Internal: "Internal", Protected: "Protected",
	ProtectedInternal: "ProtectedInternal", PrivateProtected: "PrivateProtected", Private: "Private",
}

func (a Accessibility) String() string { return accessNames[a] }

// AccessibilityFromString parses a name as String returns it (case-insensitive).
func AccessibilityFromString(s string) (Accessibility, bool) {
	for a, name := range accessNames {
		if strings.EqualFold(name, s) {
			return a, true
		}
	}
	return 0, false
}

// Project is one project of the workspace.
type Project struct {
	Name    string
	RelPath string             // the project file relative to the workspace root ("." for a folder project)
	Info    *workspace.Project // nil for a referenced assembly
	// Assemblies are the referenced assemblies a source project compiles
	// against, each indexed as a project of its own.
	Assemblies []ProjectID
	// Assembly describes a referenced assembly; nil for a source project.
	Assembly *Assembly
}

// keyPrefix is what the symbolKeys of a project's symbols start with: the
// project file's path, or an assembly's name and version (the same on
// every machine, wherever the file is).
func (p *Project) keyPrefix() string {
	if p.Assembly != nil {
		return "asm:" + p.Assembly.Name + "@" + p.Assembly.Version
	}
	return p.RelPath
}

// Assembly is a referenced .NET assembly whose metadata the index read.
type Assembly struct {
	Path    string
	Name    string // the simple name: System.Runtime
	Version string
	Origin  string // where it was found: a restore output, the NuGet cache, a reference pack ...
	// Read is false for an assembly declaring no namespace the sources
	// name: its types and members were not read.
	Read bool
}

// File is one indexed source file.
type File struct {
	Path     string // absolute
	RelPath  string // relative to the workspace root, with forward slashes
	Projects []ProjectID
	Size     int64
	Syntax   *syntax.File // nil when the file could not be read or parsed
	// Text is an editor's text for the file, read instead of the disk.
	Text []byte
	// Diagnostics are the problems reading and parsing it.
	Diagnostics []Diagnostic
	// CacheKey names Syntax in the cache (Options.Cache), when there is one.
	CacheKey cache.Key
	// External marks an assembly's declarations, read from metadata: the
	// file has no source text and its declarations no positions.
	External bool
	// declSymbols holds the symbol of each declaration (the first
	// project's for a file of several; NoSymbol for a dotted namespace).
	declSymbols []SymbolID
}

// Retired says whether a file was deleted by a patch: its entry stays, so
// that the other file IDs hold, but no project compiles it and nothing of
// it is indexed.
func (f *File) Retired() bool { return !f.External && len(f.Projects) == 0 }

// DeclSymbol returns the symbol a declaration of a file belongs to (the
// first project's, for a file in several), or NoSymbol.
func (s *Snapshot) DeclSymbol(f FileID, decl int32) SymbolID {
	if t := s.Files[f].declSymbols; int(decl) < len(t) {
		return t[decl]
	}
	return NoSymbol
}

// DeclRef points at one declaration of a symbol.
type DeclRef struct {
	File FileID
	Decl int32
	// Segment picks one part of a dotted namespace name: 1 is N1 of
	// `namespace N1.N2`; 0 is the whole name.
	Segment int32
}

// Symbol is one declared symbol of one project. A partial type or method has
// several declarations; a namespace has one per block that opens it.
type Symbol struct {
	Name      string
	Kind      syntax.Kind
	Access    Accessibility
	Modifiers syntax.Modifiers
	Project   ProjectID
	Container SymbolID // the enclosing type or namespace; NoSymbol for the global namespace
	Decls     []DeclRef
	Members   []SymbolID
	Arity     int
	FullName  string // display form: Shop.Core.Result<T>.Map<U>
	Namespace string // the containing namespace ("" for the global namespace)
	Key       string
	// Implicit marks a constructor or a record's member the compiler
	// declares (see syntax.ImplicitConstructors and RecordMembers);
	// searches by name leave it out.
	Implicit bool
}

// Diagnostic is a problem found while loading or indexing.
type Diagnostic struct {
	Path     string
	Line     int
	Column   int
	Severity string // "error", "warning", "info"
	Message  string
}

// Stats says what building the snapshot cost.
type Stats struct {
	Files, ParsedFiles, FilesWithErrors int
	Bytes                               int64
	Lines                               int
	Assemblies                          int // referenced assemblies
	AssembliesRead                      int // those whose declarations were read
	ExternalSymbols                     int // the symbols read from them
}

// Snapshot is an immutable view of the workspace. Nothing in it changes after
// Build returns, so any number of readers can use it without locks.
type Snapshot struct {
	Workspace   *workspace.Workspace
	Projects    []Project
	Files       []File
	Diagnostics []Diagnostic
	Stats       Stats
	// Partial marks a snapshot taken while the workspace is first indexed
	// (see Options.Partial): it holds only some projects' declarations.
	Partial bool

	byKey map[string]SymbolID
	// patchedKeys are the keys patches changed since byKey was built:
	// NoSymbol for a key gone.
	patchedKeys map[string]SymbolID
	byPath      map[string]FileID
	// twins are the other entries of files that projects with other
	// preprocessor symbols compile too (a linked file under #if): each
	// entry is parsed with its first project's symbols, so that each
	// project declares what it compiles. byPath holds the first entry.
	twins map[string][]FileID
	names *nameIndex
	// assemblies are the referenced assemblies as catalogued and read, for
	// the next snapshot to take those that did not change.
	assemblies []*refAssembly
	// dead counts the symbols patches took out (see redeclare): their
	// entries stay, with kind None, so that the other IDs hold.
	dead int
	// symbols holds the symbols by ID in chunks of chunkSize: a patch
	// copies only the chunks it changes.
	symbols [][]Symbol
	count   int
}

const (
	chunkBits = 10
	chunkSize = 1 << chunkBits
)

// Sym returns a symbol.
func (s *Snapshot) Sym(id SymbolID) *Symbol {
	return &s.symbols[id>>chunkBits][id&(chunkSize-1)]
}

// SymbolCount is how many symbols there are: their IDs are 0 to
// SymbolCount()-1.
func (s *Snapshot) SymbolCount() int { return s.count }

// AllSymbols yields every symbol with its ID, in ID order.
func (s *Snapshot) AllSymbols() iter.Seq2[SymbolID, *Symbol] {
	return func(yield func(SymbolID, *Symbol) bool) {
		for i := range s.count {
			if !yield(SymbolID(i), s.Sym(SymbolID(i))) {
				return
			}
		}
	}
}

// addSymbol adds a symbol after the others and returns its ID.
func (s *Snapshot) addSymbol(sym Symbol) SymbolID {
	id := SymbolID(s.count)
	if s.count%chunkSize == 0 {
		s.symbols = append(s.symbols, make([]Symbol, chunkSize))
	}
	s.count++
	*s.Sym(id) = sym
	return id
}

// copySymbols gives s chunks of its own, copies of those it shares.
func (s *Snapshot) copySymbols() {
	chunks := make([][]Symbol, len(s.symbols))
	for i, c := range s.symbols {
		chunks[i] = slices.Clone(c)
	}
	s.symbols = chunks
}

// Dead says whether a symbol is an entry a patch took out (see
// redeclare): no declaration holds it and no list or table names it.
func (s *Snapshot) Dead(id SymbolID) bool { return s.Sym(id).Kind == syntax.KindNone }

// SourceSymbols counts the symbols the sources declare.
func (s *Snapshot) SourceSymbols() int { return s.SymbolCount() - s.Stats.ExternalSymbols - s.dead }

// External says whether a symbol comes from a referenced assembly.
func (s *Snapshot) External(id SymbolID) bool {
	return s.Projects[s.Sym(id).Project].Assembly != nil
}

// Decl returns the syntax of one declaration.
func (s *Snapshot) Decl(ref DeclRef) *syntax.Decl {
	return &s.Files[ref.File].Syntax.Decls[ref.Decl]
}

// NameSpan is where a declaration writes the symbol's name.
func (s *Snapshot) NameSpan(ref DeclRef) syntax.Span {
	d := s.Decl(ref)
	if ref.Segment > 0 && int(ref.Segment) <= len(d.Segments) {
		return d.Segments[ref.Segment-1]
	}
	return d.NameSpan
}

// Primary returns a symbol's first declaration.
func (s *Snapshot) Primary(id SymbolID) *syntax.Decl {
	return s.Decl(s.Sym(id).Decls[0])
}

// ErrMalformedKey and ErrUnknownKey are the two ways a symbolKey fails.
var (
	ErrMalformedKey = errors.New("malformed symbolKey")
	ErrUnknownKey   = errors.New("unknown symbolKey")
)

// Lookup finds a symbol by its key. The error says whether the key is not
// one of ours at all or names a symbol this snapshot does not have (renamed,
// deleted, or from another workspace), and which.
func (s *Snapshot) Lookup(key string) (SymbolID, error) {
	identity, err := DecodeKey(key)
	if err != nil {
		return NoSymbol, fmt.Errorf("%w: %v", ErrMalformedKey, err)
	}
	id, ok := s.symbolByKey(key)
	if !ok {
		project, symbol, _ := strings.Cut(identity, "|")
		return NoSymbol, fmt.Errorf("%w: no symbol %s in project %s of this workspace; it may have been renamed or removed, resolve it again by name", ErrUnknownKey, symbol, project)
	}
	return id, nil
}

func (s *Snapshot) symbolByKey(key string) (SymbolID, bool) {
	if id, ok := s.patchedKeys[key]; ok {
		return id, id != NoSymbol
	}
	id, ok := s.byKey[key]
	return id, ok
}

// ProjectByName finds a project by name or assembly name, ignoring case.
func (s *Snapshot) ProjectByName(name string) (ProjectID, bool) {
	for i, p := range s.Projects {
		if strings.EqualFold(p.Name, name) || p.Info != nil && strings.EqualFold(p.Info.AssemblyName, name) {
			return ProjectID(i), true
		}
	}
	return 0, false
}

// entries lists the entries of a path: the first (byPath's), then its
// twins.
func (s *Snapshot) entries(path string) []FileID {
	id, ok := s.byPath[path]
	if !ok {
		return nil
	}
	return append([]FileID{id}, s.twins[path]...)
}

// FileByPath finds a file by its absolute path.
func (s *Snapshot) FileByPath(path string) (FileID, bool) {
	id, ok := s.byPath[path]
	return id, ok
}
