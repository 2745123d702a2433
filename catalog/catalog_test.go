package catalog

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// codeLike is the shape of a diagnostic code. File names share it, so
// literals ending in a file extension are not codes.
var codeLike = regexp.MustCompile(`^[a-z]+\.[a-z][a-z0-9-]*$`)

var fileExt = regexp.MustCompile(`\.(json|go|md|svg|html|xlsx|csv|png|pdf|tmp|txt|geojson)$`)

// goSource is what the module's non-test Go files say: every string
// literal shaped like a code, with where it stands, and every function
// and method declared, named as Entry.Check names them.
type goSource struct {
	literals map[string][]string // code → positions
	funcs    map[string]bool     // "rules.CheckSetup", "validate.(*document).parse"
}

func readModule(t *testing.T) goSource {
	t.Helper()
	src := goSource{literals: map[string][]string{}, funcs: map[string]bool{}}
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && p != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			return err
		}
		pkg := f.Name.Name
		for _, decl := range f.Decls {
			if fd, ok := decl.(*ast.FuncDecl); ok {
				src.funcs[pkg+"."+funcName(fd)] = true
			}
		}
		if filepath.Dir(p) == filepath.Join("..", "catalog") {
			return nil // the catalogue's own strings define codes and name checks
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING {
				return true
			}
			s, err := strconv.Unquote(lit.Value)
			if err == nil && codeLike.MatchString(s) && !fileExt.MatchString(s) {
				src.literals[s] = append(src.literals[s], fset.Position(lit.Pos()).String())
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return src
}

func funcName(fd *ast.FuncDecl) string {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return fd.Name.Name
	}
	recv := fd.Recv.List[0].Type
	if idx, ok := recv.(*ast.IndexExpr); ok { // generic receiver
		recv = idx.X
	}
	switch r := recv.(type) {
	case *ast.StarExpr:
		if id, ok := r.X.(*ast.Ident); ok {
			return "(*" + id.Name + ")." + fd.Name.Name
		}
	case *ast.Ident:
		return r.Name + "." + fd.Name.Name
	}
	return fd.Name.Name
}

// TestEveryEmittedCodeIsCatalogued walks the module's code: a literal code
// the catalogue lacks fails here, with where it stands.
func TestEveryEmittedCodeIsCatalogued(t *testing.T) {
	src := readModule(t)
	if len(src.literals) < 50 {
		t.Fatalf("found only %d code literals; is the walk reading the module?", len(src.literals))
	}
	for code, at := range src.literals {
		if _, ok := Lookup(code); !ok {
			t.Errorf("%s emits %q, which the catalogue lacks", strings.Join(at, ", "), code)
		}
	}
}

// TestEveryCatalogueCodeIsEmitted is the other direction: a code nothing
// emits is a stale entry. Schema codes are built from the failing keyword
// (SchemaCode), so they need no literal.
func TestEveryCatalogueCodeIsEmitted(t *testing.T) {
	src := readModule(t)
	for _, e := range All() {
		if e.Group() == "schema" && e.Code != "schema.missing-ref" && e.Code != "schema.unknown-ref" && e.Code != "schema.ref-mismatch" && e.Code != "schema.internal" {
			continue
		}
		if len(src.literals[e.Code]) == 0 && e.Code != SchemaInvalid {
			t.Errorf("%s is catalogued but no code emits it", e.Code)
		}
	}
}

// TestChecksNameRealFunctions keeps the catalogue's pointers into the code
// true: each Check is a function or method the module declares.
func TestChecksNameRealFunctions(t *testing.T) {
	src := readModule(t)
	for _, e := range All() {
		if !src.funcs[e.Check] {
			t.Errorf("%s: check %s is not a function of the module", e.Code, e.Check)
		}
	}
}

func TestEntriesWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for _, e := range entries {
		if seen[e.Code] {
			t.Errorf("%s listed twice", e.Code)
		}
		seen[e.Code] = true
		if !codeLike.MatchString(e.Code) || e.Title == "" || (e.Class != Data && e.Class != Request) {
			t.Errorf("malformed entry %+v", e)
		}
	}
	all := All()
	if !slices.IsSortedFunc(all, func(a, b Entry) int { return strings.Compare(a.Code, b.Code) }) || len(all) != len(entries) {
		t.Error("All is not the sorted catalogue")
	}
}

func TestSchemaCode(t *testing.T) {
	tests := []struct{ keyword, want string }{
		{"additionalProperties", "schema.additional-properties"},
		{"type", "schema.type"},
		{"minItems", "schema.min-items"},
		{"contentMediaType", SchemaInvalid}, // not catalogued: the closed fallback
		{"", SchemaInvalid},
	}
	for _, tt := range tests {
		if got := SchemaCode(tt.keyword); got != tt.want {
			t.Errorf("SchemaCode(%q) = %q, want %q", tt.keyword, got, tt.want)
		}
	}
}

func TestClassOf(t *testing.T) {
	for code, want := range map[string]Class{
		"setup.counter-unknown": Data,
		"combat.no-defender":    Request,
		"edition.unknown":       Absent,
		"scenario.unknown":      Absent,
		"no.such-code":          Request,
	} {
		if got := ClassOf(code); got != want {
			t.Errorf("ClassOf(%s) = %s, want %s", code, got, want)
		}
	}
}
