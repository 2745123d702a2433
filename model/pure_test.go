package model

import (
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The model reads an edition from any fs.FS and knows nothing of disks:
// no file of the package (its tests aside) imports os or the file
// writing of internal/fileio. Folders on disk are internal/edfolder's.
func TestModelImportsNoDisk(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		seen++
		for _, imp := range f.Imports {
			p, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				t.Fatal(err)
			}
			if p == "os" || p == "path/filepath" || strings.HasSuffix(p, "/internal/fileio") {
				t.Errorf("%s imports %s", name, p)
			}
		}
	}
	if seen == 0 {
		t.Fatal("no source files read")
	}
}
