package protocol

// The tools about the server itself: what it holds, and which workspace.
const (
	ToolServerStatus = "server_status"
	ToolLoad         = "load"
	ToolReload       = "reload"
	ToolUnload       = "unload"
	ToolBatch        = "batch"
)

// ServerStatusArgs are server_status's arguments.
type ServerStatusArgs struct {
	Common
	// IncludeProjects lists every project (name, path, target frameworks,
	// files, references found and missing); by default only their count.
	IncludeProjects bool `json:"includeProjects,omitempty"`
}

// ServerStatusResult is server_status's answer: glider/status's, with the
// workspace and the cache described.
type ServerStatusResult struct {
	StatusResult
	// UptimeSeconds is how long the server has run.
	UptimeSeconds float64          `json:"uptimeSeconds"`
	Workspace     *WorkspaceStatus `json:"workspace,omitempty"`
	Cache         *CacheStatus     `json:"cache,omitempty"`
}

// WorkspaceStatus describes the open workspace.
type WorkspaceStatus struct {
	// Path is what was opened; Root the folder paths are relative to.
	Path string `json:"path"`
	Root string `json:"root"`
	// Kind is sln, slnx, csproj or folder.
	Kind         string `json:"kind"`
	ProjectCount int    `json:"projectCount"`
	// Projects, with includeProjects.
	Projects []ProjectStatus `json:"projects,omitempty"`
	Files    int             `json:"files"`
	Bytes    int64           `json:"bytes"`
	Symbols  int             `json:"symbols"`
	// Assemblies counts the referenced assemblies found; AssembliesRead
	// those whose declarations were read (the others declare no namespace
	// the sources name).
	Assemblies     int `json:"assemblies"`
	AssembliesRead int `json:"assembliesRead"`
	// FilesWithParseErrors counts the files tree-sitter could not read
	// cleanly; ParseErrors are the first few, one per file.
	FilesWithParseErrors int          `json:"filesWithParseErrors"`
	ParseErrors          []Diagnostic `json:"parseErrors,omitempty"`
	// Diagnostics counts the problems loading the workspace and its files.
	Diagnostics int `json:"diagnostics"`
}

// ProjectStatus describes one project of the workspace.
type ProjectStatus struct {
	Name             string   `json:"name"`
	Path             string   `json:"path"`
	TargetFrameworks []string `json:"targetFrameworks,omitempty"`
	Files            int      `json:"files"`
	// ProjectReferences counts the projects it references.
	ProjectReferences int `json:"projectReferences"`
	// AssembliesFound counts the assemblies it compiles against that were found.
	AssembliesFound int `json:"assembliesFound"`
	// MissingReferences are the packages and references found nowhere:
	// their types do not resolve.
	MissingReferences []string `json:"missingReferences,omitempty"`
}

// Diagnostic is a problem at a place.
type Diagnostic struct {
	Path     string `json:"path"`
	Line     int    `json:"line,omitempty"`
	Column   int    `json:"column,omitempty"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

// CacheStatus describes the persistent cache of parsed files.
type CacheStatus struct {
	Path string `json:"path"`
	// Loaded counts the entries read at start, Hits those used, Added the
	// files parsed since.
	Loaded int `json:"loaded"`
	Hits   int `json:"hits"`
	Added  int `json:"added"`
	// Problem says why the file on disk was not used, when it was not.
	Problem string `json:"problem,omitempty"`
}

// LoadArgs are load's arguments.
type LoadArgs struct {
	Common
	// Path is the workspace: a folder, .sln, .slnx or .csproj.
	Path string `json:"path"`
}

// ReloadArgs are reload's arguments.
type ReloadArgs struct {
	Common
}

// LoadResult is the answer of load and reload: the workspace as indexed
// (State ready), or being indexed (waitForIndex false, or the call's time
// ran out first).
type LoadResult struct {
	State     string           `json:"state"`
	Progress  *ProgressParams  `json:"progress,omitempty"`
	Workspace *WorkspaceStatus `json:"workspace,omitempty"`
	Snapshot  *Snapshot        `json:"snapshot,omitempty"`
}

// UnloadArgs are unload's arguments.
type UnloadArgs struct {
	Common
}

// UnloadResult is unload's answer.
type UnloadResult struct {
	// Unloaded is the workspace closed; "" when none was open.
	Unloaded string `json:"unloaded"`
}

// BatchArgs are batch's arguments.
type BatchArgs struct {
	Common
	// Operations are the calls, at most 50, each answered under its id.
	Operations []BatchOperation `json:"operations"`
}

// BatchOperation is one call of a batch.
type BatchOperation struct {
	// Tool is any tool but batch and those that change the workspace (load, reload, unload).
	Tool string `json:"tool"`
	// ID names the answer; by default the operation's index ("0", "1" ...).
	ID string `json:"id,omitempty"`
	// Args are the tool's arguments, as it takes them alone.
	Args map[string]any `json:"args,omitempty"`
}

// BatchResult is batch's answer: every operation's, in order, all from the
// envelope's one snapshot.
type BatchResult struct {
	Results   []BatchAnswer `json:"results"`
	Succeeded int           `json:"succeeded"`
	Failed    int           `json:"failed"`
}

// BatchAnswer is one operation's answer: its data, or its error.
type BatchAnswer struct {
	ID         string  `json:"id"`
	Tool       string  `json:"tool"`
	Success    bool    `json:"success"`
	Data       any     `json:"data,omitempty"`
	Error      *Error  `json:"error,omitempty"`
	DurationMs float64 `json:"durationMs"`
}
