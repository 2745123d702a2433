package validate

import (
	"path/filepath"
	"testing"
)

func TestBrokenMaps(t *testing.T) {
	tests := []struct {
		name    string
		variant string // the folder under ../testdata/broken laid over the mini edition
		remove  string // a file of the mini edition to delete instead
		code    string
		where   string // file:line:col prefix expected, "" = any
	}{
		{name: "hexside between non-adjacent hexes", variant: "map-hexside-not-adjacent", code: "map.hexside-not-adjacent", where: "map.json:189:5"},
		{name: "hexside written higher id first", variant: "map-hexside-order", code: "map.hexside-order"},
		{name: "hexside named twice", variant: "map-hexside-duplicate", code: "map.hexside-duplicate"},
		{name: "hexside key with a bad hex", variant: "map-hexside-key", code: "map.hexside-key"},
		{name: "hex beyond the last row", variant: "map-hex-outside-rows", code: "map.hex-outside-grid"},
		{name: "hex beyond the last column", variant: "map-hex-outside-columns", code: "map.hex-outside-grid"},
		{name: "missing hex", variant: "map-hex-missing", code: "map.hex-missing"},
		{name: "unknown terrain", variant: "map-terrain-unknown", code: "map.terrain-unknown"},
		{name: "hexside type the TEC lacks", variant: "tec-hexside-type-renamed", code: "map.hexside-type-unknown"},
		{name: "zone hex off the map", variant: "map-zone-hex-unknown", code: "map.zone-hex-unknown"},
		{name: "zone range off the map", variant: "map-zone-range-unknown", code: "map.zone-hex-unknown"},
		{name: "Berlin not on the boundary", variant: "map-berlin-off-boundary", code: "map.boundary-inconsistent"},
		{name: "a second boundary hex", variant: "map-second-boundary-hex", code: "map.boundary-inconsistent"},
		{name: "unknown source on a hex fact", variant: "map-unknown-source", code: "source.unknown"},
		{name: "listed map missing", remove: "map.json", code: "file.missing", where: "edition.json:"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var remove []string
			if tt.remove != "" {
				remove = append(remove, tt.remove)
			}
			requireDiagnostic(t, v, miniEdition(t, tt.variant, remove...), tt.code, tt.where)
		})
	}
}

// A bad hexside key is reported where it is written, not as a decode
// failure of the whole file.
func TestHexsideKeyPosition(t *testing.T) {
	r, err := newValidator(t).Paths([]string{miniEdition(t, "map-hexside-not-adjacent")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range r.Diagnostics() {
		if d.Code == "decode.value" {
			t.Errorf("bad key also reported as a decode failure: %s", d.String())
		}
		if d.Code == "map.hexside-not-adjacent" {
			found = true
			if d.Line != 189 || d.Column != 5 {
				t.Errorf("diagnostic at %d:%d, want 189:5, where the key 0101/0103 is written", d.Line, d.Column)
			}
		}
	}
	if !found {
		t.Errorf("no map.hexside-not-adjacent in %v", r.Diagnostics())
	}
}

// A map checked on its own (not as part of an edition) still gets the
// checks that need only the file.
func TestSingleMapFile(t *testing.T) {
	p := filepath.Join(miniEdition(t, "map-hex-missing"), "map.json")
	r, err := newValidator(t).Paths([]string{p}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Valid || len(r.Diagnostics()) != 1 || r.Diagnostics()[0].Code != "map.hex-missing" {
		t.Errorf("got %v", r.Diagnostics())
	}
}

// A map the rules engine cannot use is reported once, by the map checks;
// the setup legality checks, which need a usable map, do not report the
// same fault again but say, in one line, that they wait for it.
func TestBrokenMapIsNotReportedTwice(t *testing.T) {
	r, err := newValidator(t).Paths([]string{miniEdition(t, "map-terrain-unknown")}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]int{}
	for _, d := range r.Diagnostics() {
		codes[d.Code]++
	}
	if codes["map.terrain-unknown"] != 1 || codes["validate.skipped"] != 1 || len(codes) != 2 {
		t.Errorf("diagnostics by code: %v; want one map.terrain-unknown and one validate.skipped", codes)
	}
}
