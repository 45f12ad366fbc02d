package server

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/glider-dev/glider/backend/metadata"
)

// cliAssembly prints an assembly's identity, its references and its types
// with their members and documentation IDs.
func cliAssembly(_ context.Context, args []string, stdout, _ io.Writer) error {
	fs := flag.NewFlagSet("assembly", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the assembly as JSON")
	all := fs.Bool("all", false, "include compiler-generated types and members")
	pos, err := parseInterleaved(fs, args, 1)
	if err != nil {
		return err
	}
	f, err := metadata.Open(pos[0])
	if err != nil {
		return err
	}
	name, hasName := f.Assembly()
	var types []map[string]any
	for _, t := range f.Types() {
		if !*all && !metadata.Speakable(t.Name) {
			continue
		}
		jt := map[string]any{
			"name": t.FullName(), "docId": t.DocID(), "kind": string(t.Kind), "access": t.Access, "modifiers": t.Modifiers(),
			"abstract": t.Abstract, "sealed": t.Sealed, "static": t.Static,
		}
		if t.Base != nil {
			jt["baseType"] = metadata.CSharpName(t.Base)
		}
		var ifaces []string
		for _, i := range t.Interfaces() {
			ifaces = append(ifaces, metadata.CSharpName(i))
		}
		if len(ifaces) > 0 {
			jt["interfaces"] = ifaces
		}
		var members []map[string]any
		for _, m := range t.Members() {
			if !*all && !metadata.Speakable(m.Name) {
				continue
			}
			members = append(members, map[string]any{
				"kind": m.Kind, "name": m.Name, "docId": m.DocID, "signature": m.Signature,
				"access": m.Access, "static": m.Static,
			})
		}
		jt["members"] = members
		types = append(types, jt)
	}
	refs := []string{}
	for _, r := range f.AssemblyRefs() {
		refs = append(refs, r.String())
	}
	if *asJSON {
		out := map[string]any{"path": pos[0], "module": f.ModuleName(), "moduleId": f.ModuleID(), "references": refs, "types": types}
		if hasName {
			out["assembly"] = name.String()
			out["name"], out["version"] = name.Name, name.Version.String()
		}
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	if hasName {
		fmt.Fprintf(stdout, "assembly   %s\n", name)
	} else {
		fmt.Fprintf(stdout, "module     %s\n", f.ModuleName())
	}
	for _, r := range refs {
		fmt.Fprintf(stdout, "reference  %s\n", r)
	}
	for _, t := range types {
		line := fmt.Sprintf("%s %s", t["modifiers"], t["name"])
		if b, ok := t["baseType"].(string); ok && b != "object" && t["kind"] == "class" {
			line += " : " + b
		}
		if is, ok := t["interfaces"].([]string); ok {
			sep := " : "
			if strings.Contains(line, " : ") {
				sep = ", "
			}
			line += sep + strings.Join(is, ", ")
		}
		fmt.Fprintf(stdout, "\n%s\n  %s\n", line, t["docId"])
		for _, m := range t["members"].([]map[string]any) {
			static := ""
			if m["static"].(bool) {
				static = "static "
			}
			fmt.Fprintf(stdout, "  %s %s%s\n      %s\n", m["access"], static, m["signature"], m["docId"])
		}
	}
	return nil
}
