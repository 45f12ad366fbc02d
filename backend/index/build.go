package index

import (
	"bytes"
	"context"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf16"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"

	"github.com/glider-dev/glider/backend/cache"
	"github.com/glider-dev/glider/backend/syntax"
	"github.com/glider-dev/glider/backend/syntax/preproc"
	"github.com/glider-dev/glider/backend/workspace"
)

// Options tune Build.
type Options struct {
	Workers     int                   // parallel parsers; 0 means one per CPU
	MaxFileSize int64                 // larger files are reported and skipped; 0 means DefaultMaxFileSize
	Progress    func(done, total int) // called from the parsing goroutines
	// BaseClass is called once every type of the snapshot exists and returns
	// how to find the class a type derives from. Which properties a record
	// generates depends on what its base record declares, and finding the
	// base takes name binding, which lives in backend/bind (see bind.Build).
	// Without it, records get a property for every parameter they do not
	// declare themselves.
	BaseClass func(*Snapshot) func(SymbolID) SymbolID
	// Assemblies lists the assemblies a project compiles against; their
	// metadata is read while the sources parse. Nil reads none.
	Assemblies func(*workspace.Project) []workspace.Assembly
	// Buffers hold editors' text for files, read instead of the disk.
	Buffers map[string][]byte
	// Previous is an earlier snapshot of the workspace: its files are
	// taken as they are, without reading or parsing them again, unless
	// Changed names them.
	Previous *Snapshot
	Changed  map[string]bool
	// Workspace, for Patch, is the workspace evaluated again after C#
	// files were created: the same projects, with more files.
	Workspace *workspace.Workspace
	// Cache holds declarations parsed before, by the text parsed; what is
	// parsed now is added to it.
	Cache *cache.Store
	// Partial, when set, is handed snapshots of what the projects indexed
	// so far declare while Build goes on, so that questions can be
	// answered before the whole workspace is indexed: one after a project
	// is indexed when PartialWanted (nil: always) says one is wanted, at
	// most one per PartialEvery. A partial snapshot has no referenced
	// assemblies, and the files of the projects not yet indexed have no
	// syntax.
	Partial       func(*Snapshot)
	PartialWanted func() bool
	// PartialEvery is the least time between two partial snapshots (and
	// before the first); 0 means DefaultPartialEvery.
	PartialEvery time.Duration
}

// DefaultPartialEvery spaces partial snapshots: making one costs what
// sorting its names costs.
const DefaultPartialEvery = 200 * time.Millisecond

// DefaultMaxFileSize bounds the memory one file's syntax tree can take.
const DefaultMaxFileSize = 10 << 20

// Build reads, parses and indexes every C# file of the workspace.
func Build(ctx context.Context, ws *workspace.Workspace, opts Options) (*Snapshot, error) {
	s := &Snapshot{Workspace: ws, Diagnostics: workspaceDiagnostics(ws)}
	s.byPath, s.twins = map[string]FileID{}, map[string][]FileID{}
	projectFiles := make([][]FileID, len(ws.Projects))
	for _, p := range ws.Projects {
		pid := ProjectID(len(s.Projects))
		rel := "."
		if p.Path != "" {
			rel = RelPath(ws.Root, p.Path)
		}
		s.Projects = append(s.Projects, Project{Name: p.Name, RelPath: rel, Info: p})
		for _, path := range p.Files {
			id := s.entryFor(path, p.DefineConstants)
			s.Files[id].Projects = append(s.Files[id].Projects, pid)
			projectFiles[pid] = append(projectFiles[pid], id)
		}
	}
	// Each project's symbols are built as soon as its files are parsed,
	// while the parsers go on with the files of the next projects.
	pending := make([]atomic.Int32, len(ws.Projects))
	ready := make([]chan struct{}, len(ws.Projects))
	for pid, p := range ws.Projects {
		pending[pid].Store(int32(len(p.Files)))
		ready[pid] = make(chan struct{})
		if len(p.Files) == 0 {
			close(ready[pid])
		}
	}
	b := newBuilder(s)
	built := make(chan struct{})
	go func() {
		defer close(built)
		lastPartial, every := time.Now(), opts.PartialEvery
		if every <= 0 {
			every = DefaultPartialEvery
		}
		for pid := range ws.Projects {
			select {
			case <-ready[pid]:
			case <-ctx.Done():
				return
			}
			b.project(ProjectID(pid), projectFiles[pid])
			if opts.Partial != nil && pid < len(ws.Projects)-1 && time.Since(lastPartial) >= every && (opts.PartialWanted == nil || opts.PartialWanted()) {
				opts.Partial(s.partial(b, projectFiles[:pid+1]))
				lastPartial = time.Now()
			}
		}
	}()
	// The referenced assemblies are catalogued while the sources parse;
	// which to read depends on what the sources name.
	var assemblies []*refAssembly
	catalogued := make(chan struct{})
	go func() {
		defer close(catalogued)
		if opts.Assemblies != nil {
			var previous map[string]*refAssembly
			if opts.Previous != nil {
				previous = map[string]*refAssembly{}
				for _, a := range opts.Previous.assemblies {
					previous[a.info.Path] = a
				}
			}
			assemblies = catalogAssemblies(ws.Projects, opts.Assemblies, previous)
		}
	}()
	err := s.parseAll(ctx, opts, func(f FileID) {
		for _, p := range s.Files[f].Projects {
			if pending[p].Add(-1) == 0 {
				close(ready[p])
			}
		}
	})
	<-built
	<-catalogued
	if err != nil {
		return nil, err
	}
	s.assemblies = assemblies
	selectAssemblies(s, assemblies)
	readSelected(assemblies, workersFor(opts), opts.Cache)
	s.addAssemblies(b, assemblies)
	var baseClass func(SymbolID) SymbolID
	if opts.BaseClass != nil {
		baseClass = opts.BaseClass(s)
	}
	b.positionalProperties(baseClass)
	b.implicitMembers(b.implicitTypes)
	s.byKey = b.keys
	s.names = newNameIndex(s)
	return s, nil
}

// partial copies what the projects whose files are given declare, while
// Build goes on with the others (it runs where the builder does: nothing
// it reads is being written).
func (s *Snapshot) partial(b *builder, built [][]FileID) *Snapshot {
	p := &Snapshot{Workspace: s.Workspace, Projects: slices.Clone(s.Projects), symbols: s.symbols, count: s.count,
		Diagnostics: workspaceDiagnostics(s.Workspace), byKey: maps.Clone(b.keys), byPath: s.byPath, twins: s.twins, Partial: true}
	p.copySymbols()
	// The other files may be being parsed: only the fields set before
	// parsing began are read.
	p.Files = make([]File, len(s.Files))
	for i := range s.Files {
		f := &s.Files[i]
		p.Files[i] = File{Path: f.Path, RelPath: f.RelPath, Projects: f.Projects}
	}
	for _, files := range built {
		for _, id := range files {
			p.Files[id] = s.Files[id]
		}
	}
	for i := range p.Files {
		p.countFile(&p.Files[i])
	}
	p.names = newNameIndex(p)
	return p
}

// workspaceDiagnostics are the problems loading the workspace found, the
// first of every snapshot's.
func workspaceDiagnostics(ws *workspace.Workspace) []Diagnostic {
	var out []Diagnostic
	for _, d := range ws.Diagnostics {
		out = append(out, Diagnostic{Path: d.Path, Line: d.Line, Severity: d.Severity, Message: d.Message})
	}
	return out
}

// RelPath is a path relative to the workspace root, with forward slashes
// (the path itself when it has none).
func RelPath(root, path string) string {
	rel, err := filepath.Rel(root, path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	return filepath.ToSlash(rel)
}

// workersFor is how many files are worked on at once.
func workersFor(opts Options) int {
	if opts.Workers > 0 {
		return opts.Workers
	}
	return runtime.GOMAXPROCS(0)
}

// parseAll parses the files on all cores, each worker with its own parser,
// and calls parsed with each file done.
func (s *Snapshot) parseAll(ctx context.Context, opts Options, parsed func(FileID)) error {
	workers := workersFor(opts)
	maxSize := opts.MaxFileSize
	if maxSize <= 0 {
		maxSize = DefaultMaxFileSize
	}
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// One OS thread per parser: tree-sitter's mallocs then stay in
			// one libc arena and its caches, instead of following the
			// goroutine from thread to thread.
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			p := syntax.NewParser()
			defer p.Close()
			for ctx.Err() == nil {
				i := int(next.Add(1) - 1)
				if i >= len(s.Files) {
					return
				}
				f := &s.Files[i]
				if old := s.reusable(opts, f); old != nil {
					f.Size, f.Syntax, f.Text, f.CacheKey, f.Diagnostics = old.Size, old.Syntax, old.Text, old.CacheKey, old.Diagnostics
				} else {
					f.Text = s.textOf(opts, f)
					f.Diagnostics = parseFile(p, f, s.definesOf(f), maxSize, opts.Cache)
				}
				parsed(FileID(i))
				if opts.Progress != nil {
					opts.Progress(int(done.Add(1)), len(s.Files))
				}
			}
		}()
	}
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return err
	}
	for i := range s.Files {
		s.countFile(&s.Files[i])
	}
	return nil
}

// countFile adds a source file's diagnostics and figures to the snapshot's.
func (s *Snapshot) countFile(f *File) {
	if f.External || f.Retired() {
		return
	}
	s.Diagnostics = append(s.Diagnostics, f.Diagnostics...)
	s.Stats.Files++
	s.Stats.Bytes += f.Size
	if f.Syntax != nil {
		s.Stats.ParsedFiles++
		s.Stats.Lines += f.Syntax.Lines
		if f.Syntax.ErrorCount > 0 {
			s.Stats.FilesWithErrors++
		}
	}
}

// entryFor is the entry of a file that a project compiling it with these
// preprocessor symbols shares, made when there is none: the first, or a
// twin when projects compile the file with other symbols.
func (s *Snapshot) entryFor(path string, defines []string) FileID {
	for _, id := range s.entries(path) {
		if slices.Equal(s.definesOf(&s.Files[id]), defines) {
			return id
		}
	}
	id := FileID(len(s.Files))
	s.Files = append(s.Files, File{Path: path, RelPath: RelPath(s.Workspace.Root, path)})
	if _, ok := s.byPath[path]; ok {
		// Clipped: a patch's twins map is a copy whose lists the snapshot
		// before it still holds.
		s.twins[path] = append(slices.Clip(s.twins[path]), id)
	} else {
		s.byPath[path] = id
	}
	return id
}

// reusable returns the previous snapshot's copy of f when it can be taken
// as it is: same path, same projects' first defines, not changed since.
func (s *Snapshot) reusable(opts Options, f *File) *File {
	prev := opts.Previous
	if prev == nil || opts.Changed[f.Path] {
		return nil
	}
	for _, id := range prev.entries(f.Path) {
		if old := &prev.Files[id]; slices.Equal(prev.definesOf(old), s.definesOf(f)) && bytes.Equal(old.Text, s.textOf(opts, f)) {
			return old
		}
	}
	return nil
}

// textOf is the text a file is read from instead of the disk: an editor's,
// or what a generator Glider stands in for writes for its project
// (workspace.Project.Generated).
func (s *Snapshot) textOf(opts Options, f *File) []byte {
	if text, ok := opts.Buffers[f.Path]; ok {
		return text
	}
	for _, p := range f.Projects {
		if info := s.Projects[p].Info; info != nil && info.Generated[f.Path] != nil {
			return info.Generated[f.Path]
		}
	}
	return nil
}

// GeneratedSource maps a line of C# a generator Glider stands in for
// writes (workspace.Project.GeneratedFrom) to the file it is made of: the
// line the #line directive above it names (mapped), else that file's first
// line. ok is false for any other file.
func (s *Snapshot) GeneratedSource(f FileID, line int) (path string, at int, mapped, ok bool) {
	file := &s.Files[f]
	for _, p := range file.Projects {
		info := s.Projects[p].Info
		if info == nil || info.GeneratedFrom[file.Path] == "" {
			continue
		}
		path, at = info.GeneratedFrom[file.Path], 1
		n := 0
		for text := range bytes.Lines(info.Generated[file.Path]) {
			if n++; n >= line {
				break
			}
			directive, isLine := bytes.CutPrefix(bytes.TrimSpace(text), []byte("#line"))
			if !isLine {
				continue
			}
			number, name, _ := strings.Cut(strings.TrimSpace(string(directive)), " ")
			if first, err := strconv.Atoi(number); err == nil {
				path, at, mapped = strings.Trim(strings.TrimSpace(name), `"`), first-n-1, true
			} else { // default, hidden
				path, at, mapped = info.GeneratedFrom[file.Path], 1, false
			}
		}
		if mapped {
			at += line
		}
		return path, at, mapped, true
	}
	return "", 0, false, false
}

// definesOf is what f is compiled with: its first project's preprocessor symbols.
func (s *Snapshot) definesOf(f *File) []string {
	if len(f.Projects) == 0 || s.Projects[f.Projects[0]].Info == nil {
		return nil
	}
	return s.Projects[f.Projects[0]].Info.DefineConstants
}

// parseFile reads and parses one file, or takes what the cache holds for
// its text. Whatever goes wrong becomes a diagnostic and leaves f.Syntax
// nil; nothing here may stop the indexing.
func parseFile(p *syntax.Parser, f *File, defines []string, maxSize int64, c *cache.Store) []Diagnostic {
	src, out := readSource(f, defines, maxSize)
	if src == nil {
		return out
	}
	if c != nil {
		f.CacheKey = cache.KeyOf(src)
		f.Syntax = c.Get(f.CacheKey)
	}
	if f.Syntax == nil {
		f.Syntax = p.Parse(src)
		if c != nil {
			c.Put(f.CacheKey, f.Syntax)
		}
	}
	for _, d := range f.Syntax.Diagnostics {
		out = append(out, Diagnostic{Path: f.Path, Line: d.Span.Start.Line, Column: d.Span.Start.Col, Severity: "warning", Message: d.Message})
	}
	return out
}

// readSource reads a file as the compiler sees it: decoded to UTF-8, the
// inactive #if branches blanked. It returns nil (and says why) when the
// file cannot be read or is not C#; it sets f.Size.
func readSource(f *File, defines []string, maxSize int64) ([]byte, []Diagnostic) {
	src, out := readText(f, maxSize)
	if src == nil {
		return nil, out
	}
	src, pdiags := preproc.Apply(src, defines)
	for _, d := range pdiags {
		out = append(out, Diagnostic{Path: f.Path, Line: d.Line, Severity: "warning", Message: d.Message})
	}
	return src, out
}

// readText reads a file's text: the editor's (f.Text) or the disk's,
// decoded to UTF-8, in a slice of its own. It returns nil (and says why)
// when the file cannot be read or is not text; it sets f.Size.
func readText(f *File, maxSize int64) ([]byte, []Diagnostic) {
	problem := func(msg string) []Diagnostic {
		return []Diagnostic{{Path: f.Path, Severity: "error", Message: msg}}
	}
	var src []byte
	if f.Text != nil {
		if int64(len(f.Text)) > maxSize {
			return nil, problem(tooLarge(int64(len(f.Text)), maxSize))
		}
		src = slices.Clone(f.Text) // decoding and #if blanking write in place
	} else {
		var msg string
		if src, msg = readFile(f.Path, maxSize); src == nil {
			return nil, problem(msg)
		}
	}
	f.Size = int64(len(src))
	src, warning := decode(src)
	if src == nil {
		return nil, problem(warning)
	}
	var out []Diagnostic
	if warning != "" {
		out = append(out, Diagnostic{Path: f.Path, Severity: "warning", Message: warning})
	}
	return src, out
}

// Source reads an indexed file again as the index read it (decoded, #if
// applied with its first project's defines, no byte order mark: offsets
// count as in the parsed trees), for what needs member bodies.
func (s *Snapshot) Source(id FileID) ([]byte, error) {
	f := s.Files[id]
	src, diags := readSource(&f, s.definesOf(&f), math.MaxInt64)
	if src == nil {
		return nil, errors.New(diags[0].Message)
	}
	return bytes.TrimPrefix(src, []byte{0xEF, 0xBB, 0xBF}), nil
}

// Text reads an indexed file's text as it is now, every #if branch kept
// (decoded, no byte order mark: offsets count as in the parsed trees, whose
// conditional compilation only blanks). Stale says the text is not the one
// indexed (its size changed), so positions the index holds may not fit it.
func (s *Snapshot) Text(id FileID) (text []byte, stale bool, err error) {
	f := s.Files[id]
	text, err = ReadText(&f)
	return text, err == nil && f.Size != s.Files[id].Size, err
}

// ReadText reads a file (f.Text, else f.Path) as the index reads C#:
// decoded to UTF-8, without a byte order mark. It sets f.Size.
func ReadText(f *File) ([]byte, error) {
	text, diags := readText(f, math.MaxInt64)
	if text == nil {
		return nil, errors.New(diags[0].Message)
	}
	return bytes.TrimPrefix(text, []byte{0xEF, 0xBB, 0xBF}), nil
}

// readFile reads a regular file of at most maxSize bytes, or says why not.
func readFile(path string, maxSize int64) ([]byte, string) {
	file, err := os.Open(path)
	if err != nil {
		return nil, "cannot read file: " + err.Error()
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return nil, "cannot read file: " + err.Error()
	}
	if !info.Mode().IsRegular() {
		return nil, "not a regular file"
	}
	if info.Size() > maxSize {
		return nil, tooLarge(info.Size(), maxSize)
	}
	src := make([]byte, info.Size())
	if _, err := io.ReadFull(file, src); err != nil {
		return nil, "cannot read file: " + err.Error()
	}
	return src, ""
}

func tooLarge(size, maxSize int64) string {
	return fmt.Sprintf("file is %.1f MB, over the %.0f MB limit: not indexed", float64(size)/(1<<20), float64(maxSize)/(1<<20))
}

// decode returns the file as UTF-8. UTF-16 files (with a byte order mark)
// and files in a legacy code page are converted; a file with NUL bytes is
// taken for binary and refused (nil).
func decode(src []byte) ([]byte, string) {
	if len(src) >= 2 && (src[0] == 0xFF && src[1] == 0xFE || src[0] == 0xFE && src[1] == 0xFF) {
		units := make([]uint16, (len(src)-2)/2)
		for i := range units {
			lo, hi := src[2+2*i], src[3+2*i]
			if src[0] == 0xFE {
				lo, hi = hi, lo
			}
			units[i] = uint16(lo) | uint16(hi)<<8
		}
		return []byte(string(utf16.Decode(units))), ""
	}
	if bytes.IndexByte(src, 0) >= 0 {
		return nil, "binary content (NUL bytes): not a C# source file"
	}
	if !utf8.Valid(src) {
		// The compiler reads a file that is not UTF-8 in the system code
		// page, Windows-1252 for the Western locales these files come from.
		if text, err := charmap.Windows1252.NewDecoder().Bytes(src); err == nil {
			return text, "file is not valid UTF-8: read as Windows-1252, as the C# compiler does"
		}
	}
	return src, ""
}

// builder turns the parsed declarations of each project into symbols.
type builder struct {
	s        *Snapshot
	keys     map[string]SymbolID  // the keys made, by key (a patch's: those it changed, see setKey)
	types    map[typeKey]SymbolID // namespaces and types, for merging partial declarations
	partials map[memberKey]SymbolID
	paths    map[SymbolID]string // symbols' signature paths, the bodies of their keys, as met
	// positional holds each record's positional properties until every
	// project is read (whether one exists depends on the base record).
	positional map[SymbolID][]DeclRef
	records    []SymbolID // the keys of positional, in the order met
	baseClass  func(SymbolID) SymbolID
	// implicitTypes are the types a part of which declares an implicit
	// constructor or a record's member, in the order met (see implicitMembers).
	implicitTypes []SymbolID
	// A patch's builder (see redeclare) changes a copy of the previous
	// snapshot's symbols: owned lists those whose slices it copied, and
	// orphans the symbols of the files declared again that no declaration
	// holds any more, by key, until one declares them again.
	owned       map[SymbolID]bool
	ownedChunks map[int]bool
	ownedTables map[FileID]bool
	orphans     map[string]SymbolID
	typesMet    []SymbolID // the types the files declared again declare
	// flipped are the orphans declared again as written where they were
	// implicit, or the other way (a record's ToString written in the part
	// that declared it): the names hold only those written.
	flipped []SymbolID
}

// patching says whether the builder is a patch's (see redeclare).
func (b *builder) patching() bool { return b.owned != nil }

type typeKey struct {
	container SymbolID
	project   ProjectID
	name      string
	arity     int
	namespace bool
	file      FileID // a file-local type's file (each is its own type); -1 for the others
}

type memberKey struct {
	container SymbolID
	sig       string
}

func newBuilder(s *Snapshot) *builder {
	return &builder{s: s, keys: map[string]SymbolID{}, paths: map[SymbolID]string{}, types: map[typeKey]SymbolID{},
		partials: map[memberKey]SymbolID{}, positional: map[SymbolID][]DeclRef{}}
}

func (b *builder) project(pid ProjectID, files []FileID) {
	sort.Slice(files, func(i, j int) bool { return b.s.Files[files[i]].Path < b.s.Files[files[j]].Path })
	var primaryCtors []SymbolID
	for _, fid := range files {
		primaryCtors = append(primaryCtors, b.file(pid, fid)...)
	}
	b.protectInAbstract(primaryCtors...)
}

// file adds what one file declares to project pid's symbols and returns
// the primary constructors among them.
func (b *builder) file(pid ProjectID, fid FileID) (primaryCtors []SymbolID) {
	f := b.s.Files[fid].Syntax
	if f == nil {
		return nil
	}
	declSym := make([]SymbolID, len(f.Decls))
	for i := range f.Decls {
		d := &f.Decls[i]
		container := NoSymbol
		if d.Parent >= 0 {
			container = declSym[d.Parent]
		}
		ref := DeclRef{File: fid, Decl: int32(i)}
		switch {
		case d.Kind == syntax.KindNamespace:
			declSym[i] = b.namespace(pid, container, d.Name, ref)
		case d.Kind.IsType():
			declSym[i] = b.typeSymbol(pid, container, d, ref)
			if b.patching() {
				b.typesMet = append(b.typesMet, declSym[i])
			}
		case d.Implicit && d.Kind.IsMethodLike(): // a constructor or a record's member
			if container != NoSymbol { // a partial type may come twice: implicitMembers does it once
				b.implicitTypes = append(b.implicitTypes, container)
			}
			declSym[i] = NoSymbol
		case d.Kind == syntax.KindProperty && d.Synthesized:
			if container != NoSymbol {
				if _, ok := b.positional[container]; !ok {
					b.records = append(b.records, container)
				}
				b.positional[container] = append(b.positional[container], ref)
			}
			declSym[i] = NoSymbol
		default:
			declSym[i] = b.member(pid, container, d, ref)
			if d.Kind == syntax.KindConstructor && d.Synthesized {
				primaryCtors = append(primaryCtors, declSym[i])
			}
		}
	}
	if file := &b.s.Files[fid]; file.declSymbols == nil {
		for i := range f.Decls {
			if len(f.Decls[i].Segments) > 0 {
				declSym[i] = NoSymbol // a dotted namespace has a symbol per name
			}
		}
		file.declSymbols = declSym
	}
	return primaryCtors
}

// protectInAbstract makes the constructors the compiler declares (primary
// and implicit ones, public as written) protected in an abstract type
// (which another part of a partial type may say).
func (b *builder) protectInAbstract(ids ...SymbolID) {
	for _, id := range ids {
		sym := b.own(id)
		if c := sym.Container; c != NoSymbol && b.s.Sym(c).Modifiers&syntax.ModAbstract != 0 {
			sym.Access = Protected
			sym.Modifiers = sym.Modifiers&^syntax.AccessMask | syntax.ModProtected
		}
	}
}

// positionalProperties adds the properties records generate from their
// parameters, base records first. A parameter gets one unless the record
// declares a member of that name, or inherits a property or field of that
// name from its base record, which then serves (an inherited abstract
// property gets an overriding one).
func (b *builder) positionalProperties(baseClass func(SymbolID) SymbolID) {
	b.baseClass = baseClass
	for _, rec := range b.records {
		b.addPositional(rec, 0)
	}
}

// implicitMembers gives each type listed the members the compiler declares
// for it once, whatever its parts: its implicit constructor and a record's
// members (implicitConstructor, recordMembers), in the order their
// declarations are met.
func (b *builder) implicitMembers(types []SymbolID) {
	for _, t := range types {
		if !b.s.Sym(t).Kind.IsType() {
			continue
		}
		project := b.s.Sym(t).Project
		adds := b.recordMembers(t)
		if ref, ok := b.implicitConstructor(t); ok {
			adds = append(adds, ref)
		}
		slices.SortFunc(adds, b.s.metOrder)
		for _, ref := range adds {
			id := b.member(project, t, b.s.Decl(ref), ref)
			b.setDeclSymbol(ref, id)
			if b.s.Decl(ref).Kind == syntax.KindConstructor {
				b.protectInAbstract(id)
			}
		}
	}
}

// implicitConstructor is the declaration of the implicit constructor
// (syntax.ImplicitConstructors) a type gets, from its first part with one,
// when it has none yet and no part declares a constructor that rules it
// out (then a patch takes back the one the type had).
func (b *builder) implicitConstructor(t SymbolID) (DeclRef, bool) {
	ts := b.s.Sym(t)
	refs := b.implicitDecls(t, func(d *syntax.Decl) bool { return d.Kind == syntax.KindConstructor })
	implicit, ruledOut := NoSymbol, false
	for _, m := range ts.Members {
		ms := b.s.Sym(m)
		if ms.Kind != syntax.KindConstructor || ms.Modifiers&syntax.ModStatic != 0 || len(ms.Decls) == 0 {
			continue
		}
		switch {
		case ms.Implicit:
			implicit = m
		case syntax.RulesOutImplicitConstructor(ts.Kind, ts.Name, b.s.Decl(ms.Decls[0]).Params):
			ruledOut = true
		}
	}
	if len(refs) == 0 || ruledOut || ts.Modifiers&syntax.ModStatic != 0 { // another part may say static
		if implicit != NoSymbol {
			b.takeBack(implicit)
		}
		return DeclRef{}, false
	}
	if written := slices.DeleteFunc(slices.Clone(refs), b.s.inImplicitType); len(written) > 0 {
		refs = written // at a part the code writes, not at top-level statements' Program
	}
	return b.declaredAt(implicit, slices.MinFunc(refs, b.s.metOrder))
}

// declaredAt is ref, the declaration an implicit member is to have, unless
// the member (implicit, maybe NoSymbol) has it already: a patch takes back
// one declared at another part (an earlier part was added), and ref then
// declares it again, with its ID.
func (b *builder) declaredAt(implicit SymbolID, ref DeclRef) (DeclRef, bool) {
	if implicit != NoSymbol {
		if b.s.Sym(implicit).Decls[0] == ref {
			return DeclRef{}, false
		}
		b.takeBack(implicit)
	}
	return ref, true
}

// recordMembers are the declarations of the members the compiler declares
// for a record (syntax.RecordMembers) that it gets: each part declares
// those it does not write, and one symbol stands for them all, from the
// first part, unless another part writes the member. A patch takes back
// those the type no longer gets.
func (b *builder) recordMembers(t SymbolID) []DeclRef {
	ts := b.s.Sym(t)
	refs := b.implicitDecls(t, func(d *syntax.Decl) bool { return d.Kind.IsMethodLike() && d.Kind != syntax.KindConstructor })
	had := map[string]SymbolID{} // by signature
	var written []*syntax.Decl
	for _, m := range ts.Members {
		ms := b.s.Sym(m)
		if len(ms.Decls) == 0 || !ms.Kind.IsMethodLike() || ms.Kind == syntax.KindConstructor {
			continue
		}
		if ms.Implicit {
			had[memberSignature(b.s.Decl(ms.Decls[0]))] = m
			continue
		}
		for _, r := range ms.Decls {
			written = append(written, b.s.Decl(r))
		}
	}
	slices.SortFunc(refs, b.s.metOrder)
	var adds []DeclRef
	kept := map[string]bool{}
	for _, ref := range refs {
		d := b.s.Decl(ref)
		sig := memberSignature(d)
		if kept[sig] || slices.ContainsFunc(written, func(w *syntax.Decl) bool { return syntax.SameRecordMember(w, d) }) {
			continue
		}
		kept[sig] = true
		m, ok := had[sig]
		if !ok {
			m = NoSymbol
		}
		if ref, ok := b.declaredAt(m, ref); ok {
			adds = append(adds, ref)
		}
	}
	for sig, m := range had {
		if !kept[sig] {
			b.takeBack(m)
		}
	}
	return adds
}

// implicitDecls are the implicit declarations (at the end of each file's
// list) of members of t's parts that keep takes.
func (b *builder) implicitDecls(t SymbolID, keep func(*syntax.Decl) bool) []DeclRef {
	var refs []DeclRef
	for _, r := range b.s.Sym(t).Decls {
		decls := b.s.Files[r.File].Syntax.Decls
		for j := len(decls) - 1; j >= 0 && decls[j].Implicit; j-- {
			if d := &decls[j]; d.Parent == r.Decl && keep(d) {
				refs = append(refs, DeclRef{File: r.File, Decl: int32(j)})
			}
		}
	}
	return refs
}

// takeBack buries an implicit member its type no longer gets.
func (b *builder) takeBack(id SymbolID) {
	sym := b.own(id)
	b.setDeclSymbol(sym.Decls[0], NoSymbol)
	sym.Decls = nil
	b.setKey(sym.Key, NoSymbol)
	b.orphans[sym.Key] = id // redeclare buries it
}

// setDeclSymbol records the symbol of a declaration the builder adds late
// (a record's property, an implicit constructor), or takes it back. A
// patch's builder first copies the table a file shares with the previous
// snapshot.
func (b *builder) setDeclSymbol(ref DeclRef, id SymbolID) {
	f := &b.s.Files[ref.File]
	if b.patching() && !b.ownedTables[ref.File] {
		f.declSymbols = slices.Clone(f.declSymbols)
		b.ownedTables[ref.File] = true
	}
	if id == NoSymbol || f.declSymbols[ref.Decl] == NoSymbol {
		f.declSymbols[ref.Decl] = id
	}
}

// maxBaseDepth bounds walks up base records (a cycle is an error in C#, but
// must not hang the index).
const maxBaseDepth = 16

func (b *builder) addPositional(rec SymbolID, depth int) {
	refs, ok := b.positional[rec]
	if !ok {
		return
	}
	delete(b.positional, rec)
	base := b.baseRecord(rec)
	if base != NoSymbol && depth < maxBaseDepth {
		b.addPositional(base, depth+1)
	}
	for _, ref := range refs {
		d := b.s.Decl(ref)
		if b.hasMemberNamed(rec, d.Name) || b.inheritsPositional(base, d.Name) {
			continue
		}
		b.setDeclSymbol(ref, b.member(b.s.Sym(rec).Project, rec, d, ref))
	}
}

// baseRecord is the record a record derives from, as binding finds it.
func (b *builder) baseRecord(rec SymbolID) SymbolID {
	if b.baseClass == nil || b.s.Sym(rec).Kind != syntax.KindRecord {
		return NoSymbol
	}
	if base := b.baseClass(rec); base != NoSymbol && b.s.Sym(base).Kind == syntax.KindRecord {
		return base
	}
	return NoSymbol
}

// inheritsPositional tells whether a base record chain offers a property or
// field named name that a derived record's parameter takes as its own: the
// nearest accessible member of that name, if it is a field or a property
// that is not abstract.
func (b *builder) inheritsPositional(base SymbolID, name string) bool {
	for i := 0; base != NoSymbol && i < maxBaseDepth; i++ {
		for _, m := range b.s.Sym(base).Members {
			ms := b.s.Sym(m)
			if ms.Name != name || ms.Access == Private || ms.Kind == syntax.KindConstructor || len(ms.Decls) == 0 {
				continue
			}
			return ms.Kind == syntax.KindField || ms.Kind == syntax.KindProperty && ms.Modifiers&syntax.ModAbstract == 0
		}
		base = b.baseRecord(base)
	}
	return false
}

// hasMemberNamed says whether a type declares a member (a constructor
// aside) of that name. (A patch's orphans, which no declaration holds, do
// not count.)
func (b *builder) hasMemberNamed(container SymbolID, name string) bool {
	for _, m := range b.s.Sym(container).Members {
		// An explicit interface implementation (IE.Items) is no member
		// of that name: the record still gets its positional property.
		if ms := b.s.Sym(m); ms.Name == name && ms.Kind != syntax.KindConstructor && len(ms.Decls) > 0 && b.s.Decl(ms.Decls[0]).ExplicitInterface == "" {
			return true
		}
	}
	return false
}

func (b *builder) namespace(pid ProjectID, container SymbolID, dotted string, ref DeclRef) SymbolID {
	parts := strings.Split(strings.TrimPrefix(dotted, "global::"), ".")
	for i, part := range parts {
		k := typeKey{container: container, project: pid, name: part, namespace: true, file: -1}
		id, ok := b.types[k]
		if !ok {
			id = b.newSymbol(Symbol{Name: part, Kind: syntax.KindNamespace, Access: Public, Project: pid, Container: container})
			b.types[k] = id
		}
		if len(parts) > 1 {
			ref.Segment = int32(i + 1)
		}
		sym := b.own(id)
		sym.Decls = append(sym.Decls, ref)
		container = id
	}
	return container
}

func (b *builder) typeSymbol(pid ProjectID, container SymbolID, d *syntax.Decl, ref DeclRef) SymbolID {
	k := typeKey{container: container, project: pid, name: d.Name, arity: len(d.TypeParams), file: -1}
	if d.Modifiers&syntax.ModFile != 0 {
		k.file = ref.File
	}
	if id, ok := b.types[k]; ok {
		sym := b.addDecl(id, ref)
		if sym.Modifiers&syntax.AccessMask == 0 && d.Modifiers&syntax.AccessMask != 0 {
			sym.Access = b.accessibility(d, container)
		}
		sym.Modifiers |= d.Modifiers
		return id
	}
	id := b.newSymbol(Symbol{Name: d.Name, Kind: d.Kind, Access: b.accessibility(d, container),
		Modifiers: d.Modifiers, Project: pid, Container: container, Decls: []DeclRef{ref}, Arity: len(d.TypeParams)})
	b.types[k] = id
	return id
}

// inImplicitType says whether a declaration is a member of a type part
// written nowhere (top-level statements' Program).
func (s *Snapshot) inImplicitType(ref DeclRef) bool {
	d := s.Decl(ref)
	return d.Parent >= 0 && s.Files[ref.File].Syntax.Decls[d.Parent].Implicit
}

// addDecl adds another declaration to a symbol, in front when it is the
// first the symbol prefers, or when the first is written nowhere (the
// Program class of top-level statements).
func (b *builder) addDecl(id SymbolID, ref DeclRef) *Symbol {
	sym := b.own(id)
	prefers := b.s.prefers(sym)
	if len(sym.Decls) > 0 && (prefers != nil && prefers(ref) && !prefers(sym.Decls[0]) ||
		b.s.Decl(sym.Decls[0]).Implicit && !b.s.Decl(ref).Implicit) {
		sym.Decls = slices.Insert(sym.Decls, 0, ref)
	} else {
		sym.Decls = append(sym.Decls, ref)
	}
	return sym
}

// prefers says which declarations of a symbol with several a reader wants
// to land on first: a partial type's part in the file named after it
// (Order.cs rather than Order.Lines.cs), a partial member's implementing
// part (the one with a body). Nil for the other symbols.
func (s *Snapshot) prefers(sym *Symbol) func(DeclRef) bool {
	switch {
	case sym.Kind.IsType():
		return func(r DeclRef) bool {
			return strings.TrimSuffix(filepath.Base(s.Files[r.File].Path), ".cs") == sym.Name && !s.Decl(r).Implicit
		}
	case sym.Kind != syntax.KindNamespace:
		return func(r DeclRef) bool { return s.Decl(r).HasBody }
	}
	return nil
}

// own returns a symbol to change. A patch's builder first copies what the
// symbol shares with the previous snapshot: its chunk, its lists.
func (b *builder) own(id SymbolID) *Symbol {
	if !b.patching() {
		return b.s.Sym(id)
	}
	b.ownChunk(int(id >> chunkBits))
	sym := b.s.Sym(id)
	if !b.owned[id] {
		b.owned[id] = true
		sym.Decls, sym.Members = slices.Clone(sym.Decls), slices.Clone(sym.Members)
	}
	return sym
}

// ownChunk makes a patch's builder change a copy of a chunk of symbols
// the previous snapshot holds.
func (b *builder) ownChunk(c int) {
	if b.patching() && c < len(b.s.symbols) && !b.ownedChunks[c] {
		b.s.symbols[c] = slices.Clone(b.s.symbols[c])
		b.ownedChunks[c] = true
	}
}

func (b *builder) member(pid ProjectID, container SymbolID, d *syntax.Decl, ref DeclRef) SymbolID {
	sig := memberSignature(d)
	if d.Modifiers&syntax.ModPartial != 0 {
		k := memberKey{container: container, sig: partialSignature(d)}
		if id, ok := b.partials[k]; ok {
			sym := b.addDecl(id, ref)
			sym.Modifiers |= d.Modifiers
			return id
		}
	}
	id := b.newSymbolWithSig(Symbol{Name: d.Name, Kind: d.Kind, Access: b.accessibility(d, container),
		Modifiers: d.Modifiers, Project: pid, Container: container, Decls: []DeclRef{ref}, Arity: len(d.TypeParams), Implicit: d.Implicit}, sig)
	if d.Modifiers&syntax.ModPartial != 0 {
		b.partials[memberKey{container: container, sig: partialSignature(d)}] = id
	}
	return id
}

// accessibility applies C#'s defaults to what a declaration writes.
func (b *builder) accessibility(d *syntax.Decl, container SymbolID) Accessibility {
	if d.Kind == syntax.KindConstructor && d.Modifiers&syntax.ModStatic != 0 {
		return Private // as the compiler records it, in interfaces too, whatever it writes (an error)
	}
	switch m := d.Modifiers; {
	case m&syntax.ModPublic != 0:
		return Public
	case m&syntax.ModPrivate != 0 && m&syntax.ModProtected != 0:
		return PrivateProtected
	case m&syntax.ModProtected != 0 && m&syntax.ModInternal != 0:
		return ProtectedInternal
	case m&syntax.ModProtected != 0:
		return Protected
	case m&syntax.ModInternal != 0, m&syntax.ModFile != 0:
		return Internal
	case m&syntax.ModPrivate != 0:
		return Private
	}
	containerKind := syntax.KindNamespace
	if container != NoSymbol {
		containerKind = b.s.Sym(container).Kind
	}
	switch {
	case d.ExplicitInterface != "":
		return Private
	case d.Kind == syntax.KindDestructor:
		return Protected // the compiler records finalizers as protected overrides of Object.Finalize
	case containerKind == syntax.KindNamespace:
		return Internal
	case containerKind == syntax.KindInterface || containerKind == syntax.KindEnum:
		return Public
	}
	return Private
}

func (b *builder) newSymbol(sym Symbol) SymbolID {
	return b.newSymbolWithSig(sym, sym.Name)
}

// newSymbolWithSig adds a symbol, links it to its container and gives it its
// full name and key. sig is the symbol's part of the key path.
func (b *builder) newSymbolWithSig(sym Symbol, sig string) SymbolID {
	parentPath, parentName := "", ""
	if sym.Container != NoSymbol {
		c := b.s.Sym(sym.Container)
		parentPath, parentName = b.path(sym.Container), c.FullName
		sym.Namespace = c.Namespace
		if c.Kind == syntax.KindNamespace {
			sym.Namespace = c.FullName
		}
	}
	d := b.declOf(sym)
	sym.FullName = joinName(parentName, displayName(sym, d))
	if sym.Kind.IsType() || sym.Kind == syntax.KindNamespace {
		sig += arityMark(sym.Arity)
	}
	path := joinName(parentPath, sig)
	body := keyLetter(sym.Kind) + ":" + path
	key := b.s.Projects[sym.Project].keyPrefix() + "|" + body
	sym.Key = EncodeKey(key)
	// Declarations with the same signature (an error in C#, or code in
	// both branches of an #if the index could not settle) get #2, #3...
	for n := 2; ; n++ {
		if _, taken := b.symbolByKey(sym.Key); !taken {
			break
		}
		sym.Key = EncodeKey(key + "#" + strconv.Itoa(n))
	}
	// A patch gives a symbol declared again the ID it had: its container
	// still lists it.
	if id, ok := b.orphans[sym.Key]; ok {
		delete(b.orphans, sym.Key)
		if b.s.Sym(id).Implicit != sym.Implicit {
			b.flipped = append(b.flipped, id)
		}
		*b.own(id), b.paths[id] = sym, path
		b.setKey(sym.Key, id)
		return id
	}
	b.ownChunk(b.s.count >> chunkBits)
	id := b.s.addSymbol(sym)
	if sym.Container != NoSymbol {
		c := b.own(sym.Container)
		c.Members = append(c.Members, id)
	}
	b.paths[id] = path
	b.setKey(sym.Key, id)
	return id
}

// symbolByKey finds a symbol by key among those built so far.
func (b *builder) symbolByKey(key string) (SymbolID, bool) {
	if !b.patching() {
		id, ok := b.keys[key]
		return id, ok
	}
	return b.s.symbolByKey(key)
}

// setKey records a symbol's key; NoSymbol takes a key out. A patch's
// builder records only what differs from the keys the snapshot it
// patches was built with.
func (b *builder) setKey(key string, id SymbolID) {
	if !b.patching() {
		b.keys[key] = id
		return
	}
	if built, ok := b.s.byKey[key]; ok && built == id || !ok && id == NoSymbol {
		delete(b.keys, key)
	} else {
		b.keys[key] = id
	}
}

// path is a symbol's signature path, the body of its key. A patch's
// builder reads those of the symbols it did not make from their keys.
func (b *builder) path(id SymbolID) string {
	if p := b.paths[id]; p != "" {
		return p
	}
	identity, _ := DecodeKey(b.s.Sym(id).Key)
	_, body, _ := strings.Cut(identity, "|")
	_, p, _ := strings.Cut(body, ":")
	if i := strings.LastIndexByte(p, '#'); i >= 0 {
		p = p[:i] // a duplicate's #2
	}
	b.paths[id] = p
	return p
}

func (b *builder) declOf(sym Symbol) *syntax.Decl {
	if len(sym.Decls) == 0 {
		return nil
	}
	return b.s.Decl(sym.Decls[0])
}

func joinName(parent, name string) string {
	if parent == "" {
		return name
	}
	return parent + "." + name
}

func arityMark(n int) string {
	if n == 0 {
		return ""
	}
	return "`" + strconv.Itoa(n)
}

// displayName is a symbol's last segment as C# shows it: Result<T>, Find<TKey>,
// IDisposable.Dispose for an explicit implementation.
func displayName(sym Symbol, d *syntax.Decl) string {
	name := sym.Name
	if d == nil {
		return name
	}
	if d.ExplicitInterface != "" {
		name = strings.TrimPrefix(d.ExplicitInterface, "global::") + "." + name
	}
	if len(d.TypeParams) > 0 && sym.Kind != syntax.KindNamespace {
		names := make([]string, len(d.TypeParams))
		for i, tp := range d.TypeParams {
			names[i] = tp.Name
		}
		name += "<" + strings.Join(names, ", ") + ">"
	}
	return name
}

// memberSignature identifies a member among its siblings: name, arity and
// parameter types as written (overloads differ there), and the target type
// of a conversion operator.
func memberSignature(d *syntax.Decl) string {
	return signature(d, func(t string) string { return t })
}

// partialSignature is what the parts of a partial member are matched on:
// the signature with each type name cut to its last segment and keywords
// spelled as the types they stand for, since the parts may write one type
// differently (string and System.String, Order<T> and global::Shop.Order<T>).
func partialSignature(d *syntax.Decl) string {
	return signature(d, func(t string) string { return shortType(syntax.ParseTypeRef(t)) })
}

func signature(d *syntax.Decl, typ func(string) string) string {
	name := d.MetadataName()
	if d.ExplicitInterface != "" {
		name = d.ExplicitInterface + "." + name
	}
	if !d.Kind.IsMethodLike() && d.Kind != syntax.KindIndexer {
		return name
	}
	var sb strings.Builder
	sb.WriteString(name)
	sb.WriteString(arityMark(len(d.TypeParams)))
	sb.WriteByte('(')
	for i, p := range d.Params {
		if i > 0 {
			sb.WriteByte(',')
		}
		for _, m := range strings.Fields(p.Modifier) {
			if m == "ref" || m == "out" || m == "in" {
				sb.WriteString(m + " ")
			}
		}
		sb.WriteString(typ(p.Type))
	}
	sb.WriteByte(')')
	if d.Kind == syntax.KindConversion {
		sb.WriteString("~" + typ(d.Type))
	}
	return sb.String()
}

// shortType writes a type with unqualified names: List<Int32>[], (String,Order).
func shortType(t *syntax.TypeRef) string {
	switch t.Kind {
	case syntax.TypeArray:
		return shortType(t.Elem) + "[" + strings.Repeat(",", t.Rank-1) + "]"
	case syntax.TypePointer:
		return shortType(t.Elem) + "*"
	case syntax.TypeNullable:
		return shortType(t.Elem) + "?"
	case syntax.TypeRefOf:
		return "ref " + shortType(t.Elem)
	case syntax.TypeTuple:
		elems := make([]string, len(t.Elems))
		for i, e := range t.Elems {
			elems[i] = shortType(e)
		}
		return "(" + strings.Join(elems, ",") + ")"
	case syntax.TypeFunctionPointer:
		return t.Parts[0].Name
	}
	if kw := t.Keyword(); kw != "" {
		name, _ := syntax.PredefinedTypeName(kw)
		return name[strings.LastIndexByte(name, '.')+1:]
	}
	last := t.Parts[len(t.Parts)-1]
	if last.Arity == 0 {
		return last.Name
	}
	args := make([]string, last.Arity)
	for i := range args {
		if i < len(last.Args) {
			args[i] = shortType(last.Args[i])
		}
	}
	return last.Name + "<" + strings.Join(args, ",") + ">"
}

// keyLetter is the documentation-ID prefix of a kind: N, T, M, P, F or E.
func keyLetter(k syntax.Kind) string {
	switch {
	case k == syntax.KindNamespace:
		return "N"
	case k.IsType():
		return "T"
	case k.IsMethodLike():
		return "M"
	case k == syntax.KindProperty, k == syntax.KindIndexer:
		return "P"
	case k == syntax.KindEvent:
		return "E"
	}
	return "F"
}

// EncodeKey turns a symbol's identity into an opaque key.
func EncodeKey(identity string) string {
	return keyPrefix + base64.RawURLEncoding.EncodeToString([]byte(identity))
}

const keyPrefix = "g1."

// DecodeKey returns the identity inside a key, or an error saying why the
// key is not one of ours.
func DecodeKey(key string) (string, error) {
	body, ok := strings.CutPrefix(key, keyPrefix)
	if !ok {
		return "", fmt.Errorf("symbolKey %q is not a Glider symbol key (keys start with %q)", key, keyPrefix)
	}
	raw, err := base64.RawURLEncoding.DecodeString(body)
	if err != nil || !utf8.Valid(raw) || !bytes.Contains(raw, []byte("|")) {
		return "", fmt.Errorf("symbolKey %q is malformed", key)
	}
	return string(raw), nil
}
