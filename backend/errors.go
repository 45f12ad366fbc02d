package backend

import (
	"errors"
	"fmt"
)

// ErrorCode is a stable, machine-readable error kind. Clients branch on it.
type ErrorCode string

// The error codes every tool may answer with.
const (
	CodeInvalidArgument    ErrorCode = "InvalidArgument"
	CodeWorkspaceNotFound  ErrorCode = "WorkspaceNotFound"
	CodeNoCSharp           ErrorCode = "NoCSharpFound"
	CodeInvalidSymbolKey   ErrorCode = "InvalidSymbolKey"
	CodeSymbolNotFound     ErrorCode = "SymbolNotFound"
	CodeSnapshotMismatch   ErrorCode = "SnapshotMismatch"
	CodeFileNotInWorkspace ErrorCode = "FileNotInWorkspace"
	CodeNoSymbolAtPosition ErrorCode = "NoSymbolAtPosition"
	CodeNoSource           ErrorCode = "NoSource"  // a symbol read from an assembly
	CodeStaleFile          ErrorCode = "StaleFile" // a file changed since it was indexed
	CodeModuleNotFound     ErrorCode = "ModuleNotFound"
	CodeProcessNotFound    ErrorCode = "ProcessNotFound"
	CodeProcessNotReadable ErrorCode = "ProcessNotReadable"
	CodeNotSupported       ErrorCode = "NotSupported"
	CodeCancelled          ErrorCode = "Cancelled"
	CodeTimeout            ErrorCode = "Timeout"
	CodeInternal           ErrorCode = "InternalError"
)

// Error is an error a tool reports to its caller.
type Error struct {
	Code    ErrorCode
	Message string
	// Continuation says what the caller can do about it, when something helps.
	Continuation *Continuation
}

// Continuation tells a caller how to go on after an error.
type Continuation struct {
	Kind        ContinuationKind
	Tool        string // with ContinueCallTool: the tool to call first
	Instruction string
}

// ContinuationKind is what kind of step a continuation asks for.
type ContinuationKind string

// The continuation kinds.
const (
	ContinueCallTool      ContinuationKind = "CallTool"      // call Tool, then come back
	ContinueReviseRequest ContinuationKind = "ReviseRequest" // fix the arguments and call again
	ContinueRetry         ContinuationKind = "Retry"         // the same call may succeed now
)

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

// errorf makes an error; a bad argument comes with the advice to revise it.
func errorf(code ErrorCode, format string, args ...any) *Error {
	e := &Error{Code: code, Message: fmt.Sprintf(format, args...)}
	if code == CodeInvalidArgument {
		e.Continuation = &Continuation{Kind: ContinueReviseRequest, Instruction: "Correct the argument the message names and call again."}
	}
	return e
}

// InvalidArgument is the error of a request whose arguments are wrong,
// with the advice to revise them.
func InvalidArgument(format string, args ...any) *Error {
	return errorf(CodeInvalidArgument, format, args...)
}

// AsError turns any error into an *Error, keeping the code of one that is.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Code: CodeInternal, Message: err.Error()}
}
