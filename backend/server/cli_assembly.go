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

// cliAssembly prints an assembly's identity, its references, its debug
// symbols, whether it is optimized, the types it forwards and its types with
// their members and documentation IDs.
func cliAssembly(_ context.Context, args []string, stdout, _ io.Writer) error {
	fs := flag.NewFlagSet("assembly", flag.ContinueOnError)
	asJSON := fs.Bool("json", false, "print the assembly as JSON")
	all := fs.Bool("all", false, "include compiler-generated types and members")
	pos, err := parseInterleaved(fs, args, 1, 1)
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
	dbg := f.DebugInfo()
	optimized, optKnown := f.Optimized()
	forwarders := []map[string]any{}
	for _, fw := range f.Forwarders() {
		forwarders = append(forwarders, map[string]any{
			"docId": fw.DocID, "namespace": fw.Namespace, "name": fw.Name, "arity": fw.Arity,
			"nested": fw.Enclosing != 0, "assembly": fw.Assembly.String(),
		})
	}
	if *asJSON {
		out := map[string]any{"path": pos[0], "module": f.ModuleName(), "moduleId": f.ModuleID(), "references": refs, "types": types,
			"debug": debugJSON(dbg), "forwarders": forwarders}
		if hasName {
			out["assembly"] = name.String()
			out["name"], out["version"] = name.Name, name.Version.String()
		}
		if optKnown {
			out["optimized"] = optimized
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
	fmt.Fprintf(stdout, "symbols    %s\n", symbolsText(dbg))
	if dbg.PDBPath != "" {
		fmt.Fprintf(stdout, "pdb        %s\n", pdbText(dbg))
	}
	if dbg.Deterministic {
		fmt.Fprintf(stdout, "build      deterministic\n")
	}
	switch {
	case !optKnown:
		fmt.Fprintf(stdout, "optimized  unknown\n")
	case optimized:
		fmt.Fprintf(stdout, "optimized  yes\n")
	default:
		fmt.Fprintf(stdout, "optimized  no (DebuggableAttribute disables JIT optimizations)\n")
	}
	for _, fw := range forwarders {
		fmt.Fprintf(stdout, "forwarded  %s -> %s\n", strings.TrimPrefix(fw["docId"].(string), "T:"), fw["assembly"])
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

// debugJSON is DebugInfo as --json prints it, without the parts that are
// absent.
func debugJSON(d metadata.DebugInfo) map[string]any {
	out := map[string]any{"hasSymbols": d.HasSymbols, "embedded": d.Embedded, "deterministic": d.Deterministic}
	if d.PDBPath != "" {
		out["pdbPath"], out["pdbId"], out["pdbAge"], out["portable"] = d.PDBPath, d.PDBID, d.PDBAge, d.Portable
	}
	if d.ChecksumAlgorithm != "" {
		out["checksumAlgorithm"] = d.ChecksumAlgorithm
	}
	if d.Adjacent != "" {
		out["adjacent"], out["adjacentKind"], out["verified"] = d.Adjacent, d.AdjacentKind, d.Verified
	}
	if d.Mismatched != "" {
		out["mismatched"] = d.Mismatched
	}
	return out
}

// symbolsText says where a debugger would find the assembly's symbols.
func symbolsText(d metadata.DebugInfo) string {
	var parts []string
	if d.Embedded {
		parts = append(parts, "embedded portable PDB")
	}
	if d.Adjacent != "" {
		check := "id matches"
		if !d.Verified {
			check = "id not checked"
		}
		parts = append(parts, fmt.Sprintf("%s (%s, %s)", d.Adjacent, map[string]string{
			"portable": "portable PDB", "windows": "Windows PDB", "mdb": "Mono MDB"}[d.AdjacentKind], check))
	}
	if len(parts) == 0 {
		parts = append(parts, "none")
	}
	if d.Mismatched != "" {
		parts = append(parts, d.Mismatched+" is another build's")
	}
	return strings.Join(parts, "; ")
}

// pdbText describes the PDB the CodeView entry names.
func pdbText(d metadata.DebugInfo) string {
	kind := "Windows PDB"
	if d.Portable {
		kind = "portable PDB"
	}
	s := fmt.Sprintf("%s (%s %s, age %d", d.PDBPath, kind, d.PDBID, d.PDBAge)
	if d.ChecksumAlgorithm != "" {
		s += ", " + d.ChecksumAlgorithm + " checksum"
	}
	return s + ")"
}
