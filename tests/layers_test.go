package tests

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/bfgdata/bfgdata/"

// allowedImports is the one direction of the tree: each package may import
// only the project packages listed (the command line, on top, anything).
// Schema, catalog and model are the bottom; rules, importers and explain
// stand on them; validate and render above; the editor's server (serve)
// over those; the computer players above game; cmd on top.
var allowedImports = map[string][]string{
	"catalog":                     {},
	"internal/suggest":            {},
	"internal/fileio":             {},
	"internal/words":              {},
	"internal/bigedition":         {"model"},
	"internal/datafmt":            {"model", "internal/fileio"},
	"schema":                      {},
	"model":                       {"schema", "diag", "internal/fileio", "internal/jsonx", "internal/suggest"},
	"data":                        {"model"},
	"diag":                        {},
	"internal/jsonx":              {},
	"internal/cellsafe":           {},
	"rules":                       {"model", "catalog", "diag", "internal/suggest"},
	"internal/explain":            {"model", "rules", "catalog", "diag", "internal/fileio", "internal/cellsafe", "internal/suggest"},
	"internal/gamefile":           {"model", "rules", "schema", "diag", "game", "internal/explain", "render", "internal/fileio", "internal/jsonx", "validate"},
	"game":                        {"model", "rules", "diag", "internal/suggest"},
	"players":                     {"model", "rules", "diag", "game"},
	"validate":                    {"model", "rules", "schema", "catalog", "diag", "internal/fileio", "internal/jsonx", "internal/words"},
	"render":                      {"model", "rules", "internal/explain", "internal/fileio"},
	"internal/importers/geodraft": {"model", "schema", "internal/fileio"},
	"internal/importers/mapfix":   {"model", "schema", "internal/fileio", "internal/importers/geodraft"},
	"internal/serve":              {"model", "rules", "internal/explain", "validate", "render", "catalog", "diag", "schema", "internal/fileio", "internal/jsonx", "game", "internal/gamefile", "internal/words"},
	"importers/xlsx":              {"model", "schema", "catalog", "diag", "internal/fileio", "internal/jsonx", "internal/cellsafe"},
	"importers/csvsetup":          {"model", "diag", "internal/cellsafe"},
	"internal/vassal":             {"model", "game", "internal/explain", "render", "internal/fileio"},
	"internal/importers/intake":   {"model", "catalog", "diag", "validate", "internal/explain", "internal/fileio", "importers/xlsx", "importers/csvsetup", "internal/words"},
	// Test support: golden files, bad workbooks made from a bundled
	// edition, and the words of a printed setup sheet.
	"internal/golden":             {},
	"render/sheettext":            {},
	"internal/importers/xlsxtest": {"model", "data", "importers/xlsx"},
	"internal/importers/fanmap":   {"model", "internal/fileio", "internal/importers/mapfix"},
}

func TestImportsGoOneWay(t *testing.T) {
	root := repoRoot(t)
	seen := 0
	err := filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return err
		}
		rel, _ := filepath.Rel(root, filepath.Dir(p))
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, "cmd/") || strings.HasPrefix(rel, "bench/") || rel == "tests" || strings.Contains(rel, "testdata") {
			return nil
		}
		allowed, known := allowedImports[rel]
		if !known {
			t.Errorf("package %s has no place in the layers; add it to allowedImports", rel)
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if dep, ok := strings.CutPrefix(path, module); ok {
				seen++
				if !slices.Contains(allowed, dep) {
					t.Errorf("%s imports %s, against the direction of the tree", p, dep)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen == 0 {
		t.Fatal("read no project imports")
	}
}
