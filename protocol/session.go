package protocol

// The session methods every server door takes besides the tools (JSON-RPC
// method names; the Neovim door and the MCP door map onto the same calls).
const (
	MethodWorkspaceOpen = "workspace/open"
	MethodDidOpen       = "textDocument/didOpen"
	MethodDidChange     = "textDocument/didChange"
	MethodDidClose      = "textDocument/didClose"
	MethodCancelRequest = "$/cancelRequest"
	MethodShutdown      = "shutdown"
	MethodExit          = "exit"
	MethodStatus        = "glider/status"
)

// The notifications a server sends.
const (
	// NotifyProgress reports indexing progress (ProgressParams).
	NotifyProgress = "glider/progress"
	// NotifyIndexChanged says a new snapshot answers from now on (IndexChangedParams).
	NotifyIndexChanged = "glider/indexChanged"
)

// WorkspaceOpenParams open a workspace: a folder, .sln, .slnx or .csproj.
type WorkspaceOpenParams struct {
	Path string `json:"path"`
}

// WorkspaceOpenResult is the snapshot the opened workspace answers from.
type WorkspaceOpenResult struct {
	Root     string   `json:"root"`
	Snapshot Snapshot `json:"snapshot"`
}

// TextDocumentItem is an open editor buffer (LSP's shape; only uri and text are read).
type TextDocumentItem struct {
	URI        string `json:"uri"`
	LanguageID string `json:"languageId,omitempty"`
	Version    int    `json:"version,omitempty"`
	Text       string `json:"text"`
}

// TextDocumentIdentifier names a buffer by its file URI (or a plain path).
type TextDocumentIdentifier struct {
	URI     string `json:"uri"`
	Version int    `json:"version,omitempty"`
}

// DidOpenParams are textDocument/didOpen's.
type DidOpenParams struct {
	TextDocument TextDocumentItem `json:"textDocument"`
}

// ContentChange is the whole new text of a buffer (full sync: ranges are not read).
type ContentChange struct {
	Text string `json:"text"`
}

// DidChangeParams are textDocument/didChange's; the last change's text wins.
type DidChangeParams struct {
	TextDocument   TextDocumentIdentifier `json:"textDocument"`
	ContentChanges []ContentChange        `json:"contentChanges"`
}

// DidCloseParams are textDocument/didClose's.
type DidCloseParams struct {
	TextDocument TextDocumentIdentifier `json:"textDocument"`
}

// ProgressParams report how far indexing is.
type ProgressParams struct {
	Phase string `json:"phase"` // "indexing", "updating" or "ready"
	Done  int    `json:"done"`
	Total int    `json:"total"`
}

// IndexChangedParams name the snapshot that answers from now on.
type IndexChangedParams struct {
	Snapshot     Snapshot `json:"snapshot"`
	ChangedFiles []string `json:"changedFiles,omitempty"`
}

// StatusResult is glider/status's answer: what the server holds.
type StatusResult struct {
	Version   string          `json:"version"`
	Root      string          `json:"root,omitempty"`
	State     string          `json:"state"` // "noWorkspace", "indexing" or "ready"
	Progress  *ProgressParams `json:"progress,omitempty"`
	Snapshot  *Snapshot       `json:"snapshot,omitempty"`
	OpenFiles int             `json:"openFiles"`
}
