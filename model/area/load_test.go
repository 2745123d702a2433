package area_test

import (
	"io/fs"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

// TestBundledFilesAreCanonical loads each bundled area edition and writes
// every file again: the bytes must be the file's own, so that the data is
// in the one form Encode gives (same data, same bytes).
func TestBundledFilesAreCanonical(t *testing.T) {
	ids := area.IDs(data.FS)
	if len(ids) == 0 {
		t.Fatal("no area edition bundled")
	}
	for _, id := range ids {
		ed, err := area.LoadDir(data.FS, id)
		if err != nil {
			t.Fatal(err)
		}
		files := map[string]any{"edition.json": ed.Info, ed.Info.Files.Zones: ed.Map, ed.Info.Files.Counters: ed.Counters}
		for i, name := range ed.Info.Files.Scenarios {
			files[name] = ed.Scenarios[i]
		}
		for name, v := range files {
			want, err := fs.ReadFile(data.FS, id+"/"+name)
			if err != nil {
				t.Fatal(err)
			}
			got, err := area.Encode(v)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("%s/%s is not in canonical form (load and Encode change it)", id, name)
			}
		}
	}
}

func TestIDsListsAreaEditionsOnly(t *testing.T) {
	fsys := fstest.MapFS{
		"hex/edition.json":    {Data: []byte(`{"id": "hex"}`)},
		"zones/edition.json":  {Data: []byte(`{"kind": "area", "id": "zones"}`)},
		"broken/edition.json": {Data: []byte(`{`)},
		"empty/readme.txt":    {Data: []byte(`x`)},
	}
	got := area.IDs(fsys)
	if len(got) != 1 || got[0] != "zones" {
		t.Errorf("IDs = %v, want [zones]", got)
	}
	if _, err := area.LoadDir(fsys, "hex"); err == nil {
		t.Error("LoadDir read a hex edition as an area one")
	}
}

func TestValueJSON(t *testing.T) {
	tests := []struct {
		in      string
		n       int
		known   bool
		wantErr bool
		out     string
	}{
		{in: `20`, n: 20, known: true, out: `20`},
		{in: `{"unknown": true}`, out: `{"unknown":true}`},
		{in: `{"unknown": true, "note": "n"}`, out: `{"unknown":true,"note":"n"}`},
		{in: `{"unknown": false}`, wantErr: true},
		{in: `"20"`, wantErr: true},
	}
	for _, tt := range tests {
		var v area.Value
		err := v.UnmarshalJSON([]byte(tt.in))
		if (err != nil) != tt.wantErr {
			t.Errorf("%s: error %v, want error %v", tt.in, err, tt.wantErr)
			continue
		}
		if err != nil {
			continue
		}
		if n, ok := v.Get(); n != tt.n || ok != tt.known {
			t.Errorf("%s: Get = %d, %v; want %d, %v", tt.in, n, ok, tt.n, tt.known)
		}
		if b, _ := v.MarshalJSON(); string(b) != tt.out {
			t.Errorf("%s: written as %s, want %s", tt.in, b, tt.out)
		}
	}
	var none *area.Value
	if _, ok := none.Get(); ok {
		t.Error("a missing value is known")
	}
}

// TestNotesAreListed keeps each area edition's NOTES.md in step with the
// notes of its files: every note id appears on the page.
func TestNotesAreListed(t *testing.T) {
	for _, id := range area.IDs(data.FS) {
		ed, err := area.LoadDir(data.FS, id)
		if err != nil {
			t.Fatal(err)
		}
		page, err := fs.ReadFile(data.FS, id+"/NOTES.md")
		if err != nil {
			t.Fatal(err)
		}
		notes := append(append(append([]model.Note(nil), ed.Info.Notes...), ed.Map.Notes...), ed.Counters.Notes...)
		for _, s := range ed.Scenarios {
			notes = append(notes, s.Notes...)
		}
		if len(notes) == 0 {
			t.Fatalf("%s has no notes", id)
		}
		for _, n := range notes {
			if !strings.Contains(string(page), "`"+n.ID+"`") {
				t.Errorf("%s/NOTES.md lacks note %s", id, n.ID)
			}
		}
	}
}
