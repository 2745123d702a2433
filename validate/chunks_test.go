package validate

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/bigedition"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// brokenBigEdition writes a generated edition of 3,000 units and breaks
// its counters and its scenario at elements on both sides of chunk
// boundaries, in every way a chunk could get wrong: schema violations
// inside elements, an unknown property, an unknown source, a duplicate
// key, and violations outside the array (which every chunk sees).
func brokenBigEdition(t *testing.T) string {
	t.Helper()
	charts, err := fs.Sub(data.FS, "1994")
	if err != nil {
		t.Fatal(err)
	}
	dir, err := bigedition.Write(t.TempDir(), charts, 40, 40, 3000)
	if err != nil {
		t.Fatal(err)
	}
	edit := func(name string, f func(root map[string]any)) {
		p := filepath.Join(dir, name)
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		var root map[string]any
		if err := json.Unmarshal(b, &root); err != nil {
			t.Fatal(err)
		}
		f(root)
		if b, err = model.Encode(root); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	edit("counters.json", func(root map[string]any) {
		cs := root["counters"].([]any)
		at := func(i int) map[string]any { return cs[i].(map[string]any) }
		at(0)["attack"] = 0
		at(1023)["colour"] = "red"
		at(1024)["src"] = "nowhere"
		delete(at(2047), "label")
		at(2048)["kind"] = "tank"
		at(2999)["movement"] = "four"
		delete(root, "title")
		root["sources"] = append(root["sources"].([]any), map[string]any{"id": "gen", "kind": "manual", "title": "again"})
	})
	edit("scenarios/historical.json", func(root map[string]any) {
		setup := root["setup"].([]any)
		setup[1500].(map[string]any)["hex"] = "12345"
		setup[2100].(map[string]any)["colour"] = "red"
		root["players"] = 7
	})
	// A duplicate key only text can make.
	p := filepath.Join(dir, "counters.json")
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	b = []byte(strings.Replace(string(b), `"label": "u01030"`, `"label": "u01030", "label": "again"`, 1))
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestChunksReportAsWhole: a large file checked in chunks gets exactly the
// diagnostics, places included, of the same file checked whole.
func TestChunksReportAsWhole(t *testing.T) {
	dir := brokenBigEdition(t)
	whole := newValidator(t)
	whole.chunks = newChunkPool(1 << 30) // never splits
	chunked := newValidator(t)
	chunked.chunks = newChunkPool(500)
	want, err := whole.Paths([]string{dir}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	got, err := chunked.Paths([]string{dir}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if n := chunked.chunks.checked.Load(); n < 12 {
		t.Fatalf("%d chunks checked; want the counters and the setup split in 6 each", n)
	}
	if whole.chunks.checked.Load() != 0 {
		t.Fatal("the whole check split a file")
	}
	if want.Counts.Errors < 10 {
		t.Fatalf("only %d errors in the broken edition: %+v", want.Counts.Errors, want.Diagnostics())
	}
	if !reflect.DeepEqual(got, want) {
		g, w := got.Diagnostics(), want.Diagnostics()
		t.Errorf("chunked check differs from the whole: %d diagnostics, want %d", len(g), len(w))
		for i := range max(len(g), len(w)) {
			var a, b diag.Diagnostic
			if i < len(g) {
				a = g[i]
			}
			if i < len(w) {
				b = w[i]
			}
			if !reflect.DeepEqual(a, b) {
				t.Errorf("  got  %+v\n  want %+v", a, b)
			}
		}
	}
	// Each break is reported where it is.
	for _, ptr := range []string{"/counters/0/attack", "/counters/1023/colour", "/counters/1024/src", "/counters/2047", "/counters/2048/kind",
		"/counters/2999/movement", "/counters/1029/label", "/setup/1500/hex", "/setup/2100/colour", "/players"} {
		found := false
		for _, d := range got.Diagnostics() {
			found = found || d.Pointer == ptr
		}
		if !found {
			t.Errorf("nothing reported at %s", ptr)
		}
	}
}

// TestChunkSize: chunks are at least the pool's size and the schema's
// least, and fewer when the rest of the document, which each chunk checks
// again, is heavy beside the array.
func TestChunkSize(t *testing.T) {
	arr := &jsonx.DeferredArray{Key: "a"}
	for i := range 10000 {
		arr.Spans = append(arr.Spans, jsonx.Span{Start: i * 10, End: i*10 + 10}) // 100,000 bytes
	}
	tests := []struct {
		name             string
		docLen, size, at int
		want             int
	}{
		{"light rest: the pool's size", 100_200, 1024, 0, 1024},
		{"the schema's least", 100_200, 1024, 3000, 3000},
		{"rest as heavy as the array: two chunks", 200_000, 1024, 0, 5000},
		{"rest a tenth of the array: ten chunks", 110_000, 100, 0, 1000},
	}
	for _, tt := range tests {
		d := &document{data: make([]byte, tt.docLen)}
		if got := d.chunkSize(arr, tt.size, tt.at); got != tt.want {
			t.Errorf("%s: chunkSize = %d, want %d", tt.name, got, tt.want)
		}
	}
}

func TestQuotedNames(t *testing.T) {
	for msg, want := range map[string][]string{
		"additionalProperties 'stat' not allowed":          {"stat"},
		"additionalProperties 'a', 'b c', 'd' not allowed": {"a", "b c", "d"},
		"nothing quoted":           nil,
		"an unclosed 'quote":       nil,
		"an empty name '' counted": {""},
	} {
		var got []string
		for n := range quotedNames(msg) {
			got = append(got, n)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("quotedNames(%q) = %q, want %q", msg, got, want)
		}
	}
}
