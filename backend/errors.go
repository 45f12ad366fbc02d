package backend

import (
	"errors"
	"fmt"
)

// ErrorCode is a stable, machine-readable error kind. Clients branch on it.
type ErrorCode string

// The error codes every tool may answer with.
const (
	CodeInvalidArgument   ErrorCode = "InvalidArgument"
	CodeWorkspaceNotFound ErrorCode = "WorkspaceNotFound"
	CodeNoCSharp          ErrorCode = "NoCSharpFound"
	CodeInvalidSymbolKey  ErrorCode = "InvalidSymbolKey"
	CodeSymbolNotFound    ErrorCode = "SymbolNotFound"
	CodeCancelled         ErrorCode = "Cancelled"
	CodeTimeout           ErrorCode = "Timeout"
	CodeInternal          ErrorCode = "InternalError"
)

// Error is an error a tool reports to its caller.
type Error struct {
	Code    ErrorCode
	Message string
}

func (e *Error) Error() string { return string(e.Code) + ": " + e.Message }

func errorf(code ErrorCode, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// AsError turns any error into an *Error, keeping the code of one that is.
func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{Code: CodeInternal, Message: err.Error()}
}
