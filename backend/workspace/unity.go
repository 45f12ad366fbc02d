package workspace

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// A Unity project commits no project files: the editor makes them, with
// the preprocessor symbols it compiles scripts with. Glider stands in for
// them in the folder's implicit project with what the editor defines on
// this host (Linux) for the standalone target: UNITY_EDITOR, the editor
// version's UNITY_2022_3_OR_NEWER and kin, the player settings' and
// csc.rsp's symbols, and the assembly definitions' versionDefines for the
// packages the project's manifest lists. unityVersions are the versions
// whose UNITY_X_Y_OR_NEWER symbols the editor defines, oldest first.
var unityVersions = [][2]int{{5, 3}, {5, 4}, {5, 5}, {5, 6}, {2017, 1}, {2017, 2}, {2017, 3}, {2017, 4},
	{2018, 1}, {2018, 2}, {2018, 3}, {2018, 4}, {2019, 1}, {2019, 2}, {2019, 3}, {2019, 4},
	{2020, 1}, {2020, 2}, {2020, 3}, {2021, 1}, {2021, 2}, {2021, 3}, {2022, 1}, {2022, 2}, {2022, 3},
	{2023, 1}, {2023, 2}, {6000, 0}, {6000, 1}, {6000, 2}}

// unityLatest is the version assumed where the project names none (a
// package's repository): the latest long-term one.
var unityLatest = []int{6000, 0, 0}

// editorVersion finds the editor's version in ProjectVersion.txt.
var editorVersion = regexp.MustCompile(`m_EditorVersion:\s*(\S+)`)

// unityProject gives the implicit project of a folder the symbols and the
// C# version Unity compiles it with, when the folder is a Unity project
// or package: it has ProjectSettings/ProjectVersion.txt, an Assets folder
// or assembly definitions.
func (l *loader) unityProject(p *Project, dir string) {
	var asmdefs []string
	l.dirs.walk(dir, -1, func(p string) bool { return skippedFolder(filepath.Base(p)) }, func(p string) {
		if strings.EqualFold(filepath.Ext(p), ".asmdef") {
			asmdefs = append(asmdefs, p)
		}
	})
	versionFile := filepath.Join(dir, "ProjectSettings", "ProjectVersion.txt")
	_, errVersion := os.Stat(versionFile)
	assets, errAssets := os.Stat(filepath.Join(dir, "Assets"))
	if len(asmdefs) == 0 && errVersion != nil && (errAssets != nil || !assets.IsDir()) {
		return
	}
	version := unityLatest
	if text, err := os.ReadFile(versionFile); err == nil {
		if m := editorVersion.FindSubmatch(text); m != nil {
			version = unityVersion(string(m[1]))
		}
	}
	defines := unityDefines(version)
	defines = append(defines, playerDefines(filepath.Join(dir, "ProjectSettings", "ProjectSettings.asset"))...)
	defines = append(defines, rspDefines(filepath.Join(dir, "Assets", "csc.rsp"))...)
	packages := manifestPackages(filepath.Join(dir, "Packages", "manifest.json"))
	slices.Sort(asmdefs)
	for _, a := range asmdefs {
		d, err := asmdefVersionDefines(a, version, packages)
		if err != nil {
			l.report(Diagnostic{Path: a, Severity: "warning", Message: "the assembly definition could not be read: " + err.Error()})
			continue
		}
		defines = append(defines, d...)
	}
	slices.Sort(defines)
	p.DefineConstants = slices.Compact(defines)
	p.LangVersion = "9.0" // Unity 2021.2 and later; older editors took C# 8 and 7.3
	if version[0] < 2020 || version[0] == 2020 && version[1] < 2 {
		p.LangVersion = "7.3"
	} else if version[0] == 2020 || version[0] == 2021 && version[1] < 2 {
		p.LangVersion = "8.0"
	}
}

// unityDefines are the symbols the editor of a version defines for every
// script on a Linux host with the standalone target.
func unityDefines(version []int) []string {
	out := []string{"UNITY_EDITOR", "UNITY_EDITOR_64", "UNITY_EDITOR_LINUX", "UNITY_STANDALONE", "UNITY_STANDALONE_LINUX",
		"UNITY_64", "ENABLE_MONO", "DEBUG", "TRACE", "CSHARP_7_3_OR_NEWER", "CSHARP_7_OR_LATER",
		fmt.Sprintf("UNITY_%d", version[0]), fmt.Sprintf("UNITY_%d_%d", version[0], version[1]),
		fmt.Sprintf("UNITY_%d_%d_%d", version[0], version[1], version[2])}
	for _, v := range unityVersions {
		if v[0] < version[0] || v[0] == version[0] && v[1] <= version[1] {
			out = append(out, fmt.Sprintf("UNITY_%d_%d_OR_NEWER", v[0], v[1]))
		}
	}
	if version[0] > 2021 || version[0] == 2021 && version[1] >= 2 {
		return append(out, "NET_STANDARD", "NET_STANDARD_2_1", "NETSTANDARD", "NETSTANDARD2_1")
	}
	return append(out, "NET_4_6", "NET_STANDARD_2_0")
}

// playerDefines are the scripting define symbols the player settings give
// the standalone target (scriptingDefineSymbols: Standalone: A;B, or 1: A;B
// in older editors).
func playerDefines(path string) []string {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	lines := strings.Split(string(text), "\n")
	for i, line := range lines {
		if strings.TrimSpace(line) != "scriptingDefineSymbols:" {
			continue
		}
		indent := len(line) - len(strings.TrimLeft(line, " "))
		for _, entry := range lines[i+1:] {
			if len(entry)-len(strings.TrimLeft(entry, " ")) <= indent {
				break
			}
			key, value, ok := strings.Cut(strings.TrimSpace(entry), ":")
			if ok && (key == "Standalone" || key == "1") {
				return splitSymbols(value)
			}
		}
	}
	return nil
}

// rspDefines are the symbols a csc.rsp file defines (-define:A;B, /d:A).
func rspDefines(path string) []string {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var out []string
	for _, field := range strings.Fields(string(text)) {
		for _, prefix := range []string{"-define:", "/define:", "-d:", "/d:"} {
			if value, ok := strings.CutPrefix(field, prefix); ok {
				out = append(out, splitSymbols(value)...)
			}
		}
	}
	return out
}

func splitSymbols(value string) []string {
	return strings.FieldsFunc(value, func(r rune) bool { return r == ';' || r == ',' || r == ' ' || r == '"' })
}

// manifestPackages are the packages a project's manifest lists; nil where
// there is no manifest (a package's own repository).
func manifestPackages(path string) map[string]bool {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var manifest struct {
		Dependencies map[string]string `json:"dependencies"`
	}
	if json.Unmarshal(text, &manifest) != nil {
		return nil
	}
	out := map[string]bool{}
	for name := range manifest.Dependencies {
		out[name] = true
	}
	return out
}

// asmdefVersionDefines are the symbols an assembly definition's
// versionDefines give: a "Unity" one where the editor's version is in the
// range, a package's where the manifest lists the package (in any version).
func asmdefVersionDefines(path string, version []int, packages map[string]bool) ([]string, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var asmdef struct {
		VersionDefines []struct {
			Name       string `json:"name"`
			Expression string `json:"expression"`
			Define     string `json:"define"`
		} `json:"versionDefines"`
	}
	if err := json.Unmarshal(text, &asmdef); err != nil {
		return nil, err
	}
	var out []string
	for _, vd := range asmdef.VersionDefines {
		if vd.Name == "Unity" && inVersionRange(version, vd.Expression) || vd.Name != "Unity" && packages[vd.Name] {
			out = append(out, vd.Define)
		}
	}
	return out, nil
}

// inVersionRange says whether a version is in a versionDefines expression:
// "2022.3" (that or later), "[2021.3.11,2022.1)" (bounds in or out).
func inVersionRange(version []int, expr string) bool {
	expr = strings.TrimSpace(expr)
	if expr == "" {
		return true
	}
	if !strings.ContainsAny(expr[:1], "[(") {
		return compareVersions(version, unityVersion(expr)) >= 0
	}
	low, high, ok := strings.Cut(strings.Trim(expr, "[]()"), ",")
	if !ok {
		return compareVersions(version, unityVersion(low)) == 0
	}
	if low = strings.TrimSpace(low); low != "" {
		if c := compareVersions(version, unityVersion(low)); c < 0 || c == 0 && expr[0] == '(' {
			return false
		}
	}
	if high = strings.TrimSpace(high); high != "" {
		if c := compareVersions(version, unityVersion(high)); c > 0 || c == 0 && expr[len(expr)-1] == ')' {
			return false
		}
	}
	return true
}

// unityVersion reads a dotted version's first three numbers (2021.3.11f1: 2021, 3, 11).
func unityVersion(s string) []int {
	v := make([]int, 3)
	for i, part := range strings.SplitN(strings.TrimSpace(s), ".", 3) {
		if end := strings.IndexFunc(part, func(r rune) bool { return r < '0' || r > '9' }); end >= 0 {
			part = part[:end]
		}
		v[i] = atoi(part)
	}
	return v
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
