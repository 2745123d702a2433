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
// Schema, catalog and model are the bottom (edfolder, reading editions
// from disk, stands on model); rules, importers and the map
// drawing (render, over the markup it writes; render/zonemap, the zone
// maps over model/area) stand on them; explain and
// validate above; the printed documents (sheets) over render and explain;
// the editor's server (serve) over those; the computer players above game;
// cmd on top.
var allowedImports = map[string][]string{
	"catalog":                      {},
	"internal/suggest":             {},
	"internal/words":               {},
	"internal/fsread":              {},
	"internal/fileio":              {"internal/fsread"},
	"internal/edfolder":            {"model", "internal/fileio"},
	"internal/bigedition":          {"model"},
	"internal/datafmt":             {"model", "internal/fileio"},
	"schema":                       {"internal/jsonx"},
	"model":                        {"schema", "diag", "internal/fsread", "internal/jsonx", "internal/suggest"},
	"data":                         {"model"},
	"diag":                         {},
	"internal/jsonx":               {},
	"internal/cellsafe":            {},
	"rules":                        {"model", "catalog", "diag", "internal/suggest"},
	"model/area":                   {"model"},
	"rules/arearules":              {"model/area"},
	"internal/areacheck":           {"model", "model/area", "rules/arearules", "schema", "catalog", "diag", "internal/fileio", "internal/jsonx"},
	"internal/explain":             {"model", "rules", "catalog", "diag", "internal/fileio", "internal/cellsafe", "internal/suggest", "internal/jsonx", "render", "model/area"},
	"internal/gamefile":            {"model", "rules", "schema", "diag", "game", "internal/explain", "render", "internal/sheets", "internal/fileio", "internal/jsonx", "validate"},
	"game":                         {"model", "rules", "diag", "internal/jsonx", "internal/suggest"},
	"players":                      {"model", "rules", "diag", "game"},
	"validate":                     {"model", "internal/areacheck", "rules", "schema", "catalog", "diag", "internal/fileio", "internal/edfolder", "internal/jsonx", "internal/words"},
	"internal/markup":              {},
	"render":                       {"model", "internal/markup"},
	"render/zonemap":               {"model/area", "internal/markup"},
	"internal/sheets":              {"model", "rules", "render", "internal/markup", "internal/explain", "internal/fileio"},
	"internal/importers/geodraft":  {"model", "schema", "internal/fileio", "internal/jsonx"},
	"internal/importers/zonedraft": {"model", "model/area", "internal/fileio", "internal/fsread", "internal/jsonx", "internal/importers/geodraft"},
	"internal/importers/mapfix":    {"model", "schema", "internal/fileio", "internal/jsonx", "internal/importers/geodraft"},
	"internal/serve":               {"model", "rules", "internal/explain", "validate", "render", "catalog", "diag", "schema", "internal/fileio", "internal/edfolder", "internal/jsonx", "game", "internal/gamefile", "players", "internal/words"},
	"importers/xlsx":               {"model", "schema", "catalog", "diag", "internal/fileio", "internal/jsonx", "internal/cellsafe"},
	"importers/csvsetup":           {"model", "diag", "internal/cellsafe"},
	"internal/vassal":              {"model", "game", "internal/explain", "render", "internal/sheets", "internal/fileio"},
	"internal/importers/intake":    {"model", "catalog", "diag", "validate", "internal/explain", "internal/fileio", "internal/edfolder", "importers/xlsx", "importers/csvsetup", "internal/words"},
	// Test support: golden files, bad workbooks made from a bundled
	// edition, the words of a printed setup sheet, and the synthetic maps
	// the drawing's and the documents' tests share.
	"internal/golden":             {},
	"internal/sheets/sheettext":   {},
	"internal/rendertest":         {"model", "data"},
	"internal/importers/xlsxtest": {"model", "data", "importers/xlsx"},
	"internal/importers/fanmap":   {"model", "internal/fileio", "internal/jsonx", "internal/importers/mapfix"},

	// The reader of the VASSAL module's saved games, over the module's
	// layout, and its test support, which edits saved games as players do.
	"internal/importers/vsav":          {"model", "rules", "diag", "internal/explain", "internal/vassal", "importers/csvsetup"},
	"internal/importers/vsav/vsavtest": {"internal/importers/vsav", "internal/vassal"},
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
