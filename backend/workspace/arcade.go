package workspace

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// arcadeFrameworks are the target framework properties the Arcade SDK's
// TargetFrameworkDefaults.props defines (<TargetFramework>$(NetMinimum)
// </TargetFramework> in System.CommandLine and EF Core), for the major
// version of the SDK global.json names: NetCurrent is that .NET, NetMinimum
// the oldest one still supported when it ships (the last LTS before it),
// NetPrevious the one before NetCurrent when that is not NetMinimum.
func arcadeFrameworks(major int) map[string]string {
	minimum := major - 1
	if major%2 == 0 {
		minimum = major - 2 // an LTS release: the previous LTS is still supported
	}
	props := map[string]string{
		"NetCurrent":              "net" + strconv.Itoa(major) + ".0",
		"NetMinimum":              "net" + strconv.Itoa(minimum) + ".0",
		"NetToolCurrent":          "net" + strconv.Itoa(major) + ".0",
		"NetFrameworkCurrent":     "net481",
		"NetFrameworkMinimum":     "net462",
		"NetFrameworkToolCurrent": "net472",
	}
	if minimum != major-1 {
		props["NetPrevious"] = "net" + strconv.Itoa(major-1) + ".0"
	}
	return props
}

// arcadeMajor reads the major version of the Arcade SDK from the
// msbuild-sdks of the global.json in dir (0 when it names none).
func arcadeMajor(dir string) int {
	for name, version := range readGlobalJSON(filepath.Join(dir, "global.json")).SDKs {
		if strings.EqualFold(name, "Microsoft.DotNet.Arcade.Sdk") {
			return majorVersion(version)
		}
	}
	return 0
}

// globalJSON is what Glider reads of a global.json: the .NET SDK it pins
// and the MSBuild project SDKs it names.
type globalJSON struct {
	SDK struct {
		Version     string `json:"version"`
		RollForward string `json:"rollForward"`
	} `json:"sdk"`
	SDKs map[string]string `json:"msbuild-sdks"`
}

// readGlobalJSON reads a global.json; the zero value when there is none
// or it is no JSON.
func readGlobalJSON(path string) globalJSON {
	var global globalJSON
	if data, err := os.ReadFile(path); err == nil && json.Unmarshal(data, &global) != nil {
		global = globalJSON{}
	}
	return global
}

// majorVersion is the number before a version's first dot, 0 if none.
func majorVersion(version string) int {
	major, _, _ := strings.Cut(version, ".")
	n, _ := strconv.Atoi(major)
	return n
}
