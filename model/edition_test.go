package model

import (
	"io/fs"
	"os"
	"strings"
	"testing"
	"testing/fstest"
)

func TestLoadEditionMap(t *testing.T) {
	small, err := os.ReadFile("testdata/map-small.json")
	if err != nil {
		t.Fatal(err)
	}
	edition := func(files string) []byte {
		return []byte(`{"id": "1994", "title": "T", "publisher": "P", "year": 1994, "files": {` + files + `}}`)
	}
	charts := `"crt": "crt.json", "tec": "tec.json", "trt": "trt.json"`
	base := fstest.MapFS{
		"ed/crt.json": {Data: []byte(`{}`)},
		"ed/tec.json": {Data: []byte(`{}`)},
		"ed/trt.json": {Data: []byte(`{}`)},
		"ed/map.json": {Data: small},
	}
	tests := []struct {
		name     string
		files    string
		wantMap  bool
		wantErr  string
		mapBytes []byte
	}{
		{name: "no map listed", files: charts},
		{name: "map listed", files: charts + `, "map": "map.json"`, wantMap: true},
		{name: "map missing", files: charts + `, "map": "nomap.json"`, wantErr: "nomap.json"},
		{name: "map broken", files: charts + `, "map": "map.json"`, mapBytes: []byte(`{"hexes": {"12": {}}}`), wantErr: "map.json: "}, // named from the edition folder
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fsys := fstest.MapFS{}
			for k, v := range base {
				fsys[k] = v
			}
			fsys["ed/edition.json"] = &fstest.MapFile{Data: edition(tt.files)}
			if tt.mapBytes != nil {
				fsys["ed/map.json"] = &fstest.MapFile{Data: tt.mapBytes}
			}
			sub, err := fs.Sub(fsys, "ed")
			if err != nil {
				t.Fatal(err)
			}
			ed, err := LoadEdition(sub)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one naming %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (ed.Map != nil) != tt.wantMap {
				t.Fatalf("Map = %v, want loaded: %v", ed.Map, tt.wantMap)
			}
			if tt.wantMap && len(ed.Map.Hexes) != 5 {
				t.Errorf("map has %d hexes, want the 5 of map-small.json", len(ed.Map.Hexes))
			}
		})
	}
}

func TestScenarioFile(t *testing.T) {
	ed := &Edition{Scenarios: []*Scenario{{ID: "a"}, {ID: "b"}}}
	ed.Info.Files.Scenarios = []string{"setups/a-1975.json"} // b is not listed
	for _, tt := range []struct {
		id, file string
		listed   bool
	}{
		{"a", "setups/a-1975.json", true},
		{"b", "scenarios/b.json", false},
		{"new", "scenarios/new.json", false},
		{"../../etc", "", false},
		{`..\x`, "", false},
		{"", "", false},
	} {
		if file, listed := ed.ScenarioFile(tt.id); file != tt.file || listed != tt.listed {
			t.Errorf("ScenarioFile(%q) = %q, %v; want %q, %v", tt.id, file, listed, tt.file, tt.listed)
		}
	}
}
