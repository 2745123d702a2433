package validate

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// removeHex deletes one hex's entry from a canonical map.json.
func removeHex(t *testing.T, path, id string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`(?s)\n    "` + id + `": \{.*?\n    \},`)
	if !re.Match(b) {
		t.Fatalf("%s has no entry for hex %s", path, id)
	}
	if err := os.WriteFile(path, re.ReplaceAll(b, nil), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestBrokenMaps(t *testing.T) {
	tests := []struct {
		name    string
		edition string
		file    string
		old     string
		new     string
		removeH string // hex entry to delete instead of an edit
		code    string
		where   string // file:line:col prefix expected, "" = any
	}{
		{name: "hexside between non-adjacent hexes", file: "map.json", old: `"2105/2106": {`, new: `"2105/2107": {`, code: "map.hexside-not-adjacent", where: "map.json:"},
		{name: "hexside written higher id first", file: "map.json", old: `"2105/2106": {`, new: `"2106/2105": {`, code: "map.hexside-order"},
		{name: "hexside named twice", file: "map.json", old: `"2105/2106": {`, new: `"2106/2105": {"type": "river", "src": "geo"}, "2105/2106": {`, code: "map.hexside-duplicate"},
		{name: "hexside key with a bad hex", file: "map.json", old: `"2105/2106": {`, new: `"0005/2106": {`, code: "map.hexside-key"},
		{name: "hex outside the grid", file: "map.json", old: `"0101": {`, new: `"4001": {`, code: "map.hex-outside-grid"},
		{name: "hex outside the smaller 1975 grid", edition: "1975", file: "map.json", old: `"3501": {`, new: `"3601": {`, code: "map.hex-outside-grid"},
		{name: "missing hex", file: "map.json", removeH: "0101", code: "map.hex-missing"},
		{name: "unknown terrain", file: "map.json", old: `"terrain": "broken",
      "fortified": true`, new: `"terrain": "swamp",
      "fortified": true`, code: "map.terrain-unknown"},
		{name: "hexside type the TEC lacks", file: "tec.json", old: `"id": "blocked"`, new: `"id": "closed"`, code: "map.hexside-type-unknown"},
		{name: "zone hex off the map", file: "map.json", old: `"3822",
        "3823",
        "3824",
        "3923",
        "3924"`, new: `"3822",
        "3823",
        "3824",
        "3923",
        "4024"`, code: "map.zone-hex-unknown"},
		{name: "zone range off the map", file: "map.json", old: `"0926-3926"`, new: `"0926-4126"`, code: "map.zone-hex-unknown"},
		{name: "Berlin not on the boundary", file: "map.json", old: `"theater": "boundary"`, new: `"theater": "east"`, code: "map.boundary-inconsistent"},
		{name: "a second boundary hex", file: "map.json", old: `"2105": {
      "terrain": "broken",
      "fortified": true,
      "regions": {
        "theater": "west"`, new: `"2105": {
      "terrain": "broken",
      "fortified": true,
      "regions": {
        "theater": "boundary"`, code: "map.boundary-inconsistent"},
		{name: "unknown source on a hex fact", file: "map.json", old: `"fortified": "deluxe-2020"`, new: `"fortified": "hearsay"`, code: "source.unknown"},
		{name: "listed map missing", file: "map.json", removeH: "*", code: "file.missing", where: "edition.json:"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ed := tt.edition
			if ed == "" {
				ed = "1994"
			}
			dir := copyEdition(t, ed)
			p := filepath.Join(dir, tt.file)
			switch {
			case tt.removeH == "*":
				os.Remove(p)
			case tt.removeH != "":
				removeHex(t, p, tt.removeH)
			default:
				edit(t, p, tt.old, tt.new)
			}
			requireDiagnostic(t, v, dir, tt.code, tt.where)
		})
	}
}

// A bad hexside key is reported where it is written, not as a decode
// failure of the whole file.
func TestHexsideKeyPosition(t *testing.T) {
	dir := copyEdition(t, "1994")
	p := filepath.Join(dir, "map.json")
	b, _ := os.ReadFile(p)
	idx := strings.Index(string(b), `"2105/2106": {`)
	line := strings.Count(string(b[:idx]), "\n") + 1
	edit(t, p, `"2105/2106": {`, `"2105/2107": {`)
	r, err := newValidator(t).Paths([]string{dir}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Diagnostics() {
		if d.Code == "decode.value" {
			t.Errorf("bad key also reported as a decode failure: %s", d.String())
		}
		if d.Code == "map.hexside-not-adjacent" && (d.Line != line || d.Column != 5) {
			t.Errorf("diagnostic at %d:%d, want %d:5", d.Line, d.Column, line)
		}
	}
}

// A map checked on its own (not as part of an edition) still gets the
// checks that need only the file.
func TestSingleMapFile(t *testing.T) {
	dir := copyEdition(t, "1975")
	p := filepath.Join(dir, "map.json")
	removeHex(t, p, "0202")
	r, err := newValidator(t).Paths([]string{p}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if r.Valid || len(r.Diagnostics()) != 1 || r.Diagnostics()[0].Code != "map.hex-missing" {
		t.Errorf("got %v", r.Diagnostics())
	}
}

// A map the rules engine cannot use is reported once, by the map checks;
// the setup legality checks, which need a usable map, then stay silent
// rather than report the same fault again.
func TestBrokenMapIsNotReportedTwice(t *testing.T) {
	dir := copyEdition(t, "1994")
	edit(t, filepath.Join(dir, "map.json"), `"terrain": "broken",
      "fortified": true`, `"terrain": "swamp",
      "fortified": true`)
	r, err := newValidator(t).Paths([]string{dir}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	codes := map[string]int{}
	for _, d := range r.Diagnostics() {
		codes[d.Code]++
	}
	if codes["map.terrain-unknown"] != 1 || codes["map.unusable"] != 0 || len(codes) != 1 {
		t.Errorf("diagnostics by code: %v; want one map.terrain-unknown", codes)
	}
}
