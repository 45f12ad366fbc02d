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
	data, err := os.ReadFile(filepath.Join(dir, "global.json"))
	if err != nil {
		return 0
	}
	var global struct {
		SDKs map[string]string `json:"msbuild-sdks"`
	}
	if json.Unmarshal(data, &global) != nil {
		return 0
	}
	for name, version := range global.SDKs {
		if strings.EqualFold(name, "Microsoft.DotNet.Arcade.Sdk") {
			major, _, _ := strings.Cut(version, ".")
			n, _ := strconv.Atoi(major)
			return n
		}
	}
	return 0
}
