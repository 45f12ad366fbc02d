package workspace

import (
	"bytes"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf16"
)

// element is a parsed XML element. MSBuild files are small, so a tree is simpler
// than streaming and lets conditions be evaluated in several passes.
type element struct {
	Name     string // local name: the MSBuild namespace is irrelevant
	Attrs    []xml.Attr
	Children []*element
	Text     string // the element's own character data
	Line     int
}

// attr returns the value of the attribute with the given (case-sensitive) name.
func (e *element) attr(name string) string {
	for _, a := range e.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (e *element) hasAttr(name string) bool {
	for _, a := range e.Attrs {
		if a.Name.Local == name {
			return true
		}
	}
	return false
}

// xmlError is a malformed document; Line is 0 when unknown.
type xmlError struct {
	Line int
	Msg  string
}

func (e *xmlError) Error() string { return e.Msg }

// parseXML parses a whole document and returns its root element. It accepts a
// UTF-8 BOM and UTF-16 (with BOM), which Visual Studio sometimes writes.
func parseXML(data []byte) (*element, error) {
	data, err := toUTF8(data)
	if err != nil {
		return nil, &xmlError{Msg: err.Error()}
	}
	d := xml.NewDecoder(bytes.NewReader(data))
	// The bytes are UTF-8 by now whatever the declaration says.
	d.CharsetReader = func(_ string, r io.Reader) (io.Reader, error) { return r, nil }
	var root *element
	var stack []*element
	for {
		line, _ := d.InputPos()
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			var se *xml.SyntaxError
			if errors.As(err, &se) {
				return nil, &xmlError{Line: se.Line, Msg: se.Msg}
			}
			return nil, &xmlError{Line: line, Msg: err.Error()}
		}
		switch t := tok.(type) {
		case xml.StartElement:
			el := &element{Name: t.Name.Local, Attrs: t.Attr, Line: line}
			if len(stack) > 0 {
				parent := stack[len(stack)-1]
				parent.Children = append(parent.Children, el)
			} else if root == nil {
				root = el
			}
			stack = append(stack, el)
		case xml.EndElement:
			stack = stack[:len(stack)-1]
		case xml.CharData:
			if len(stack) > 0 {
				stack[len(stack)-1].Text += string(t)
			} else if strings.TrimSpace(string(t)) != "" {
				return nil, &xmlError{Line: line, Msg: "text outside of the root element"}
			}
		}
	}
	if root == nil {
		return nil, &xmlError{Line: 1, Msg: "no root element"}
	}
	return root, nil
}

func toUTF8(data []byte) ([]byte, error) {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return data[3:], nil
	case bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return utf16ToUTF8(data[2:], binary.LittleEndian)
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}):
		return utf16ToUTF8(data[2:], binary.BigEndian)
	}
	return data, nil
}

func utf16ToUTF8(data []byte, order binary.ByteOrder) ([]byte, error) {
	if len(data)%2 != 0 {
		return nil, fmt.Errorf("truncated UTF-16 text")
	}
	units := make([]uint16, len(data)/2)
	for i := range units {
		units[i] = order.Uint16(data[2*i:])
	}
	return []byte(string(utf16.Decode(units))), nil
}
