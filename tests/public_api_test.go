package tests

import (
	"go/ast"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// publicLibraries are the packages a Go program outside the module calls
// as a library: none of their exported names may take or give a type of
// an internal package, which such a program cannot name or build.
var publicLibraries = []string{"render"}

func TestPublicAPINeedsNoInternalType(t *testing.T) {
	if testing.Short() {
		t.Skip("type-checks each library and all it imports from source (seconds); skipped under -short")
	}
	root := repoRoot(t)
	for _, dir := range publicLibraries {
		t.Run(dir, func(t *testing.T) {
			pkg := typeCheck(t, filepath.Join(root, dir))
			scope := pkg.Scope()
			for _, name := range scope.Names() {
				obj := scope.Lookup(name)
				if !obj.Exported() {
					continue
				}
				for _, bad := range internalTypesIn(obj.Type(), pkg, map[types.Type]bool{}) {
					t.Errorf("%s.%s needs %s, which a library user cannot use", dir, name, bad)
				}
				tn, ok := obj.(*types.TypeName)
				if !ok {
					continue
				}
				if named, ok := types.Unalias(tn.Type()).(*types.Named); ok {
					for i := range named.NumMethods() {
						m := named.Method(i)
						if !m.Exported() {
							continue
						}
						for _, bad := range internalTypesIn(m.Type(), pkg, map[types.Type]bool{}) {
							t.Errorf("%s.%s.%s needs %s, which a library user cannot use", dir, name, m.Name(), bad)
						}
					}
				}
			}
		})
	}
}

// typeCheck reads the package in dir, without its tests, and checks its
// types, reading the packages it imports from source.
func typeCheck(t *testing.T, dir string) *types.Package {
	t.Helper()
	fset := token.NewFileSet()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: importer.ForCompiler(fset, "source", nil)}
	pkg, err := conf.Check(filepath.Base(dir), fset, files, nil)
	if err != nil {
		t.Fatal(err)
	}
	return pkg
}

// internalTypesIn lists the named types of internal packages that t is
// built from, looking through self's own types: a parameter or result, an
// exported struct field, an element. Unexported fields are self's own
// business, and another package's public types are that package's.
func internalTypesIn(t types.Type, self *types.Package, seen map[types.Type]bool) []string {
	if seen[t] {
		return nil
	}
	seen[t] = true
	switch t := t.(type) {
	case *types.Alias:
		return internalTypesIn(types.Unalias(t), self, seen)
	case *types.Named:
		if p := t.Obj().Pkg(); p != nil && strings.Contains(p.Path(), "/internal/") {
			return []string{p.Path() + "." + t.Obj().Name()}
		}
		if p := t.Obj().Pkg(); p == nil || p != self {
			return nil // a public type of another package: a library user has it
		}
		return internalTypesIn(t.Underlying(), self, seen)
	case *types.Pointer:
		return internalTypesIn(t.Elem(), self, seen)
	case *types.Slice:
		return internalTypesIn(t.Elem(), self, seen)
	case *types.Array:
		return internalTypesIn(t.Elem(), self, seen)
	case *types.Map:
		return append(internalTypesIn(t.Key(), self, seen), internalTypesIn(t.Elem(), self, seen)...)
	case *types.Chan:
		return internalTypesIn(t.Elem(), self, seen)
	case *types.Signature:
		var out []string
		for _, tuple := range []*types.Tuple{t.Params(), t.Results()} {
			for v := range tuple.Variables() {
				out = append(out, internalTypesIn(v.Type(), self, seen)...)
			}
		}
		return out
	case *types.Struct:
		var out []string
		for f := range t.Fields() {
			if f.Exported() {
				out = append(out, internalTypesIn(f.Type(), self, seen)...)
			}
		}
		return out
	}
	return nil
}
