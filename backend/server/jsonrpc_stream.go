package server

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"

	"github.com/sourcegraph/jsonrpc2"
)

// maxMessageBytes bounds one JSON-RPC message. A client that declares more
// gets an error for that message and the connection goes on.
const maxMessageBytes = 64 << 20

// rpcStream is the LSP base protocol (Content-Length framing) as a
// jsonrpc2.ObjectStream. It writes through jsonrpc2.VSCodeObjectCodec but
// reads on its own, because that codec trusts any Content-Length up to 4 GB
// and ends the connection on a body it cannot decode (and, decoding less
// than the body, loses the framing). Here a message is read whole, within
// the limit, and one that is too large, not JSON or not a request answers
// with an error of its own while the next message is read.
type rpcStream struct {
	r     *bufio.Reader
	c     io.Closer
	limit int64
	logf  func(format string, args ...any)

	mu sync.Mutex // one message written at a time
	w  *bufio.Writer
}

func newRPCStream(rwc io.ReadWriteCloser, limit int64, logf func(string, ...any)) *rpcStream {
	return &rpcStream{r: bufio.NewReader(rwc), w: bufio.NewWriter(rwc), c: rwc, limit: limit, logf: logf}
}

// WriteObject writes one framed message.
func (s *rpcStream) WriteObject(obj any) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if err := (jsonrpc2.VSCodeObjectCodec{}).WriteObject(s.w, obj); err != nil {
		return err
	}
	return s.w.Flush()
}

// ReadObject reads the next message the connection can handle into v.
// Only a broken frame header (or the end of the input) is an error: after
// it nothing tells where the next message starts.
func (s *rpcStream) ReadObject(v any) error {
	for {
		n, err := s.readHeader()
		if err != nil {
			return err
		}
		if n > s.limit {
			if err := s.skipLarge(n); err != nil {
				return err
			}
			continue
		}
		body := make([]byte, n)
		if _, err := io.ReadFull(s.r, body); err != nil {
			return err
		}
		if bytes.HasPrefix(bytes.TrimSpace(body), []byte("[")) {
			s.replyError(nil, jsonrpc2.CodeInvalidRequest, "batches are not supported: send one message at a time")
			continue
		}
		if err := json.Unmarshal(body, v); err != nil {
			if !json.Valid(body) {
				s.replyError(nil, jsonrpc2.CodeParseError, "the message is not JSON: "+err.Error())
			} else {
				s.replyError(requestID(body), jsonrpc2.CodeInvalidRequest, "not a JSON-RPC request: "+err.Error())
			}
			continue
		}
		return nil
	}
}

func (s *rpcStream) Close() error { return s.c.Close() }

// readHeader reads the header lines up to the blank one and returns the
// Content-Length. Header names are case-insensitive; a bare \n ends a line too.
func (s *rpcStream) readHeader() (int64, error) {
	n := int64(-1)
	for {
		raw, err := s.r.ReadSlice('\n') // a line longer than the buffer is an error, not a larger buffer
		switch {
		case err == bufio.ErrBufferFull:
			return 0, errors.New("jsonrpc: header line too long")
		case err == io.EOF && len(raw) > 0:
			return 0, io.ErrUnexpectedEOF
		case err != nil:
			return 0, err
		}
		line := strings.TrimRight(string(raw), "\r\n")
		if line == "" {
			if n < 0 {
				return 0, errors.New("jsonrpc: message without a Content-Length header")
			}
			return n, nil
		}
		name, value, ok := strings.Cut(line, ":")
		if ok && strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			if n, err = strconv.ParseInt(strings.TrimSpace(value), 10, 64); err != nil || n < 0 {
				return 0, fmt.Errorf("jsonrpc: bad Content-Length %q", value)
			}
		}
	}
}

// skipLarge discards a message over the limit without holding it, and
// answers it with an error if its id comes early enough to be seen (clients
// write "id" before "params").
func (s *rpcStream) skipLarge(n int64) error {
	head := make([]byte, min(n, 64<<10))
	if _, err := io.ReadFull(s.r, head); err != nil {
		return err
	}
	if _, err := io.CopyN(io.Discard, s.r, n-int64(len(head))); err != nil {
		return err
	}
	s.logf("jsonrpc: discarded a message of %d bytes (the limit is %d)", n, s.limit)
	s.replyError(requestID(head), jsonrpc2.CodeInvalidRequest,
		fmt.Sprintf("the message is %d bytes long; the limit is %d", n, s.limit))
	return nil
}

// replyError answers a message the connection never sees. id is nil
// (JSON null) when it cannot be read.
func (s *rpcStream) replyError(id json.RawMessage, code int64, message string) {
	if id == nil {
		id = json.RawMessage("null")
	}
	resp := map[string]any{"jsonrpc": "2.0", "id": id, "error": jsonrpc2.Error{Code: code, Message: message}}
	if err := s.WriteObject(resp); err != nil {
		s.logf("jsonrpc: answering a bad message: %v", err)
	}
}

// requestID reads a message's top-level "id" (a number or a string) from
// as much of the message as data holds; nil when it is not there.
func requestID(data []byte) json.RawMessage {
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			return nil
		}
		if key == "id" {
			if len(value) > 0 && (value[0] == '"' || value[0] == '-' || value[0] >= '0' && value[0] <= '9') {
				return value
			}
			return nil
		}
	}
	return nil
}
