package fileio

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func write(s string) func(io.Writer) error {
	return func(w io.Writer) error { _, err := io.WriteString(w, s); return err }
}

func TestWriteNew(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "out.txt")
	if err := WriteNew(p, false, write("one")); err != nil {
		t.Fatal(err)
	}
	var ee *ExistsError
	if err := WriteNew(p, false, write("two")); !errors.As(err, &ee) {
		t.Errorf("second write without force: %v, want ExistsError", err)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "one" {
		t.Errorf("file changed to %q", b)
	}
	if err := WriteNew(p, true, write("three")); err != nil {
		t.Fatal(err)
	}
	b, err = os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "three" {
		t.Errorf("forced write left %q", b)
	}
	// A failing writer leaves neither the file changed nor a temporary file.
	if err := WriteNew(p, true, func(io.Writer) error { return errors.New("boom") }); err == nil {
		t.Error("a failing writer reported success")
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	b, err = os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "three" || len(entries) != 1 {
		t.Errorf("after a failed write: %q, %d entries", b, len(entries))
	}
	info, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o644 {
		t.Errorf("mode %v, want 0644", info.Mode().Perm())
	}
}

func TestReplaceKeepsMode(t *testing.T) {
	p := filepath.Join(t.TempDir(), "data.json")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Replace(p, []byte("new"), 0o600); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(p)
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "new" || info.Mode().Perm() != 0o600 {
		t.Errorf("replaced file %q mode %v", b, info.Mode().Perm())
	}
}

func TestOverlay(t *testing.T) {
	base := fstest.MapFS{"ed/a.json": {Data: []byte("base a")}, "ed/b.json": {Data: []byte("base b")}}
	o := Overlay(base, map[string][]byte{"ed/b.json": []byte("new b"), "ed/c.json": []byte("added c")})
	for name, want := range map[string]string{"ed/a.json": "base a", "ed/b.json": "new b", "ed/c.json": "added c"} {
		got, err := ReadFile(o, name, 1<<10)
		if err != nil || string(got) != want {
			t.Errorf("ReadFile(%s) = %q, %v; want %q", name, got, err, want)
		}
	}
	if _, err := ReadFile(o, "ed/c.json", 3); err == nil {
		t.Error("a replaced file over the limit was read")
	}
	if _, err := ReadFile(o, "ed/missing.json", 1<<10); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file: %v", err)
	}
	if st, err := fs.Stat(o, "ed/b.json"); err != nil || !st.Mode().IsRegular() || st.Size() != 5 {
		t.Errorf("Stat of a replaced file: %v, %v", st, err)
	}
}

func TestOverlayOfNothing(t *testing.T) {
	o := Overlay(nil, map[string][]byte{"ed/a.json": []byte("only a")})
	if got, err := ReadFile(o, "ed/a.json", 1<<10); err != nil || string(got) != "only a" {
		t.Errorf("ReadFile(ed/a.json) = %q, %v", got, err)
	}
	if _, err := ReadFile(o, "ed/b.json", 1<<10); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a file the overlay does not hold: %v", err)
	}
}

func TestWriteBytes(t *testing.T) {
	p := filepath.Join(t.TempDir(), "doc.json")
	if err := WriteBytes(p, false, []byte("{}\n")); err != nil {
		t.Fatal(err)
	}
	var ee *ExistsError
	if err := WriteBytes(p, false, []byte("[]\n")); !errors.As(err, &ee) {
		t.Errorf("second write without force: %v", err)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "{}\n" {
		t.Errorf("file holds %q", b)
	}
}

func TestWriteEncoded(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "doc.json")
	calls := 0
	encode := func() ([]byte, error) { calls++; return []byte("{}\n"), nil }
	var said strings.Builder
	if err := WriteEncoded(&said, "", false, encode); err != nil || calls != 0 || said.Len() != 0 {
		t.Fatalf("no path: err %v, %d encodes, said %q", err, calls, said.String())
	}
	if err := WriteEncoded(&said, p, false, encode); err != nil || said.String() != "wrote "+p+"\n" {
		t.Fatalf("first write: err %v, said %q", err, said.String())
	}
	var exists *ExistsError
	if err := WriteEncoded(&said, p, false, encode); !errors.As(err, &exists) {
		t.Fatalf("second write without force: %v, want an ExistsError", err)
	}
	if err := WriteEncoded(io.Discard, p, true, encode); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != "{}\n" || calls != 3 {
		t.Errorf("file %q after %d encodes", b, calls)
	}
}
