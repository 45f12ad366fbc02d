package main

import (
	_ "github.com/bmatcuk/doublestar/v4"
	_ "github.com/schollz/progressbar/v3"
	sitter "github.com/tree-sitter/go-tree-sitter"
	csharp "github.com/tree-sitter/tree-sitter-c-sharp/bindings/go"
)

func main() {
	_ = sitter.NewLanguage(csharp.Language())
}
