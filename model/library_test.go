package model

import (
	"errors"
	"github.com/bfgdata/bfgdata/diag"
	"os"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestLibraryIDs(t *testing.T) {
	fsys := fstest.MapFS{
		"b/edition.json":   {Data: []byte("{}")},
		"a/edition.json":   {Data: []byte("{}")},
		"notes/readme.md":  {Data: []byte("x")},
		"loose.json":       {Data: []byte("{}")},
		"c/d/edition.json": {Data: []byte("{}")},
	}
	lib := NewLibrary(fsys)
	if got := lib.IDs(); !slices.Equal(got, []string{"a", "b"}) {
		t.Fatalf("IDs %v, want [a b]: only top-level folders with an edition.json", got)
	}
	lib.IDs()[0] = "z"
	if !lib.Has("a") || lib.Has("z") || lib.Has("notes") {
		t.Error("Has disagrees with IDs, or IDs handed out the library's own slice")
	}
	if got := NewLibrary(fsys, "b").IDs(); !slices.Equal(got, []string{"b"}) {
		t.Errorf("named ids %v, want [b]", got)
	}
}

func TestLibraryRefusesUnknown(t *testing.T) {
	lib := NewLibrary(os.DirFS("../data"))
	for _, err := range []error{lib.Check("1985"), func() error { _, err := lib.Load("1985"); return err }()} {
		var d *diag.Diagnostic
		if !errors.As(err, &d) || d.Code != "edition.unknown" {
			t.Fatalf("got %v, want an unknown edition 1985", err)
		}
		if want := `no edition "1985"; did you mean "1975"? (have: 1975, 1994)`; err.Error() != want {
			t.Errorf("message %q, want %q", err, want)
		}
	}
	if err := lib.Check("1994"); err != nil {
		t.Error(err)
	}
}

func TestLibraryLoadsOnce(t *testing.T) {
	lib := NewLibrary(os.DirFS("../data"))
	a, err := lib.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := lib.Load("1994"); a != b || a.Info.ID != "1994" {
		t.Error("an edition is loaded twice, or the wrong one")
	}
}

func TestLibraryLoadError(t *testing.T) {
	lib := NewLibrary(fstest.MapFS{"x/edition.json": {Data: []byte("{")}})
	_, err := lib.Load("x")
	var le *LoadError
	if !errors.As(err, &le) || le.ID != "x" || le.Unwrap() == nil {
		t.Fatalf("got %v, want a load error of x", err)
	}
	// A library names a file from its root: the edition's folder first.
	if !strings.HasPrefix(err.Error(), "edition x: x/edition.json: ") {
		t.Errorf("got %q, want it to name x/edition.json", err)
	}
}
