module github.com/glider-dev/glider

go 1.26.8

require (
	github.com/bmatcuk/doublestar/v4 v4.10.4
	github.com/schollz/progressbar/v3 v3.19.1
	github.com/tree-sitter/go-tree-sitter v0.25.0
	github.com/tree-sitter/tree-sitter-c-sharp v0.23.5
	golang.org/x/term v0.44.0
	golang.org/x/text v0.44.0
)

require (
	github.com/mattn/go-pointer v0.0.1 // indirect
	github.com/mitchellh/colorstring v0.0.0-20190213212951-d06e56a500db // indirect
	github.com/rivo/uniseg v0.4.7 // indirect
	golang.org/x/sys v0.46.0 // indirect
)
