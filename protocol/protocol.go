// Package protocol holds Glider's wire types: the arguments and answers of
// every tool as clients see them in JSON. It is the only package whose types
// carry JSON tags; the engine's types never do.
package protocol

import (
	"encoding/json"
	"fmt"
	"strings"
)

// Tool names.
const (
	ToolSearchSymbols = "search_symbols"
	ToolResolveSymbol = "resolve_symbol"
)

// Envelope is the one shape every tool answers in.
type Envelope struct {
	Success bool   `json:"success"`
	Data    any    `json:"data,omitempty"`
	Error   *Error `json:"error,omitempty"`
	// Snapshot names the index state the answer (or the error) comes from.
	Snapshot *Snapshot `json:"snapshot,omitempty"`
	Meta     Meta      `json:"meta"`
}

// Error is a failed call: a stable machine-readable code and a message for
// people, with what to do next where something helps.
type Error struct {
	Code         string        `json:"code"`
	Message      string        `json:"message"`
	Continuation *Continuation `json:"continuation,omitempty"`
}

// Continuation tells the caller how to go on: kind is CallTool (call tool
// first), ReviseRequest (fix the arguments) or Retry.
type Continuation struct {
	Kind        string `json:"kind"`
	Tool        string `json:"tool,omitempty"`
	Instruction string `json:"instruction"`
}

// Snapshot names an immutable state of the workspace's index.
type Snapshot struct {
	WorkspaceID         string `json:"workspaceId"`
	WorkspaceEpoch      int64  `json:"workspaceEpoch"`
	SnapshotID          string `json:"snapshotId"`
	TransactionRevision int64  `json:"transactionRevision"`
}

// Common holds the arguments every tool takes.
type Common struct {
	// ExpectedSnapshot makes the call fail with SnapshotMismatch unless the
	// index is still in this state: a snapshotId, or a snapshot object.
	ExpectedSnapshot *SnapshotRef `json:"expectedSnapshot,omitempty"`
	// WaitForIndex true waits, up to the call's time-out, while the first
	// index is built. By default a call made meanwhile answers from the
	// projects indexed so far (meta.partial, with the progress in
	// meta.indexing), and waits only when none is; false never waits: with
	// nothing indexed yet it answers IndexNotReady at once.
	WaitForIndex *bool `json:"waitForIndex,omitempty"`
}

// SnapshotRef is a snapshot named by its id, written as the id string or as
// the whole snapshot object.
type SnapshotRef struct {
	SnapshotID string
}

// UnmarshalJSON implements json.Unmarshaler.
func (r *SnapshotRef) UnmarshalJSON(b []byte) error {
	if err := json.Unmarshal(b, &r.SnapshotID); err == nil {
		return nil
	}
	var s Snapshot
	if err := json.Unmarshal(b, &s); err != nil || s.SnapshotID == "" {
		return fmt.Errorf("expectedSnapshot: want a snapshotId string or an object with snapshotId")
	}
	r.SnapshotID = s.SnapshotID
	return nil
}

// Meta describes the call itself.
type Meta struct {
	DurationMs float64 `json:"durationMs"`
	Cancelled  bool    `json:"cancelled"`
	TimedOut   bool    `json:"timedOut"`
	TimeoutMs  int     `json:"timeoutMs,omitempty"`
	// Indexing is how far the first index is, when the call came before it
	// was ready.
	Indexing *ProgressParams `json:"indexing,omitempty"`
	// Partial says the answer comes from what was indexed so far while the
	// workspace is indexed for the first time: some projects' sources, no
	// referenced assemblies. Ask again once indexing is done for the whole.
	Partial bool `json:"partial,omitempty"`
}

// StringList accepts either a JSON array of strings or one comma-separated string.
type StringList []string

// UnmarshalJSON implements json.Unmarshaler.
func (l *StringList) UnmarshalJSON(b []byte) error {
	var one string
	if err := json.Unmarshal(b, &one); err == nil {
		*l = nil
		for _, s := range strings.Split(one, ",") {
			if s = strings.TrimSpace(s); s != "" {
				*l = append(*l, s)
			}
		}
		return nil
	}
	var many []string
	if err := json.Unmarshal(b, &many); err != nil {
		return fmt.Errorf("want a string or an array of strings")
	}
	*l = many
	return nil
}

// SearchSymbolsArgs are search_symbols' arguments.
type SearchSymbolsArgs struct {
	Common
	Query           string     `json:"query"`
	Kinds           StringList `json:"kinds,omitempty"`
	NamespaceFilter string     `json:"namespaceFilter,omitempty"`
	ProjectName     string     `json:"projectName,omitempty"`
	SourceOnly      *bool      `json:"sourceOnly,omitempty"`
	Accessibility   StringList `json:"accessibility,omitempty"`
	PathStyle       string     `json:"pathStyle,omitempty"`
	SortBy          string     `json:"sortBy,omitempty"`
	SortOrder       string     `json:"sortOrder,omitempty"`
	Skip            *int       `json:"skip,omitempty"`
	Take            *int       `json:"take,omitempty"`
}

// SearchSymbolsResult is search_symbols' answer.
type SearchSymbolsResult struct {
	Query      string        `json:"query"`
	MatchCount int           `json:"matchCount"`
	Paging     Paging        `json:"paging"`
	Matches    []SymbolMatch `json:"matches"`
	Notes      []string      `json:"notes,omitempty"`
}

// Paging says which slice of the matches a page holds.
type Paging struct {
	Skip     int `json:"skip"`
	Take     int `json:"take"`
	Returned int `json:"returned"`
	Total    int `json:"total"`
}

// SymbolMatch describes one symbol.
type SymbolMatch struct {
	Name                   string `json:"name"`
	FullName               string `json:"fullName"`
	Kind                   string `json:"kind"`
	ContainingType         string `json:"containingType,omitempty"`
	Namespace              string `json:"namespace"`
	FilePath               string `json:"filePath"`
	LineNumber             int    `json:"lineNumber"`
	Column                 int    `json:"column"`
	SymbolKey              string `json:"symbolKey"`
	ProjectName            string `json:"projectName"`
	Accessibility          string `json:"accessibility"`
	DocumentationCommentID string `json:"documentationCommentId"`
	// External marks a symbol read from a referenced assembly (projectName
	// is then the assembly's name): it has no file path and no position.
	External     bool   `json:"external,omitempty"`
	AssemblyPath string `json:"assemblyPath,omitempty"`
}

// ResolveSymbolArgs are resolve_symbol's arguments.
type ResolveSymbolArgs struct {
	Common
	Query         string     `json:"query"`
	Kinds         StringList `json:"kinds,omitempty"`
	ProjectName   string     `json:"projectName,omitempty"`
	MaxCandidates *int       `json:"maxCandidates,omitempty"`
	PathStyle     string     `json:"pathStyle,omitempty"`
}

// ResolveSymbolResult is resolve_symbol's answer.
type ResolveSymbolResult struct {
	Query             string        `json:"query"`
	MatchTier         string        `json:"matchTier"`
	Candidates        []SymbolMatch `json:"candidates"`
	TotalCandidates   int           `json:"totalCandidates"`
	SuppressedMatches int           `json:"suppressedMatches"`
	Hints             Hints         `json:"hints"`
}

// Hints tell the caller what to do next.
type Hints struct {
	NextSteps []string `json:"nextSteps"`
}
