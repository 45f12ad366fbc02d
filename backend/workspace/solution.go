package workspace

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// solutionEntry is a C# project listed in a solution.
type solutionEntry struct {
	path string // as written, relative to the solution's folder
	line int
}

// slnProject matches: Project("{TYPE-GUID}") = "Name", "rel\path\x.csproj", "{GUID}"
var slnProject = regexp.MustCompile(`^\s*Project\(\s*"[^"]*"\s*\)\s*=\s*"[^"]*"\s*,\s*"([^"]*)"`)

// parseSln reads the C# projects of a classic .sln file. Solution folders
// and other languages' projects are left out.
func parseSln(path string) ([]solutionEntry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if data, err = toUTF8(data); err != nil {
		return nil, err
	}
	var entries []solutionEntry
	sc := bufio.NewScanner(bytes.NewReader(data))
	for line := 1; sc.Scan(); line++ {
		if m := slnProject.FindStringSubmatch(sc.Text()); m != nil && isCSharpProject(m[1]) {
			entries = append(entries, solutionEntry{path: m[1], line: line})
		}
	}
	return entries, sc.Err()
}

// parseSlnx reads the C# projects of an XML .slnx file, in document order,
// whatever Folder elements they are nested in.
func parseSlnx(path string) ([]solutionEntry, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	root, err := parseXML(data)
	if err != nil {
		return nil, err
	}
	if root.Name != "Solution" {
		return nil, &xmlError{Line: root.Line, Msg: fmt.Sprintf("the root element is <%s>, not <Solution>", root.Name)}
	}
	var entries []solutionEntry
	var walk func(*element)
	walk = func(el *element) {
		for _, c := range el.Children {
			switch c.Name {
			case "Project":
				if p := c.attr("Path"); isCSharpProject(p) {
					entries = append(entries, solutionEntry{path: p, line: c.Line})
				}
			case "Folder":
				walk(c)
			}
		}
	}
	walk(root)
	return entries, nil
}

func isCSharpProject(p string) bool {
	return strings.EqualFold(filepath.Ext(strings.ReplaceAll(p, `\`, "/")), ".csproj")
}
