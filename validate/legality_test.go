package validate

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
)

// Illegal setups built on copies of the real 1994 scenarios: each breaks
// one rule and must be reported with that rule's code, at the placement.
func TestIllegalSetups(t *testing.T) {
	tests := []struct {
		name, file, old, new, code, where string
	}{
		{"three units in a hex (5.1)", "historical.json", `"counter": "19-us",
      "hex": "2204"`, `"counter": "19-us",
      "hex": "2104"`, "stacking.over-limit", "historical.json:"},
		{"two fronts stacked (5.1)", "historical.json", `"counter": "1-belo",
      "hex": "2624"`, `"counter": "1-belo",
      "hex": "2925"`, "stacking.fronts", "historical.json:"},
		{"a German unit in Berlin (5.2.1)", "historical.json", `"counter": "hg",
      "hex": "3223"`, `"counter": "hg",
      "hex": "2613"`, "setup.german-in-berlin", "historical.json:642:"},
		{"a unit at sea", "historical.json", `"counter": "hg",
      "hex": "3223"`, `"counter": "hg",
      "hex": "0102"`, "setup.terrain-prohibited", "historical.json:642:"},
		{"a unit in Switzerland", "historical.json", `"counter": "2-lw",
      "hex": "2502"`, `"counter": "2-lw",
      "hex": "1107"`, "setup.terrain-prohibited", "historical.json:495:"},
		{"an East German unit west of the boundary (5.2.1)", "historical.json", `"counter": "hg",
      "hex": "3223"`, `"counter": "hg",
      "hex": "2008"`, "theater.wrong-side", "historical.json:642:"},
		{"a Yugoslav unit outside Yugoslavia (5.3.1)", "historical.json", `"counter": "1-yugo",
      "hex": "0824"`, `"counter": "1-yugo",
      "hex": "1422"`, "yugoslavia.outside", "historical.json:320:"},
		{"a Soviet unit inside Yugoslavia (5.3.2)", "historical.json", `"counter": "3-ukr",
      "hex": "1220"`, `"counter": "3-ukr",
      "hex": "0621"`, "yugoslavia.inside", "historical.json:194:"},
		{"a Courland unit outside the zone (8.0)", "historical.json", `"counter": "3-ss",
      "zone": "courland",`, `"counter": "3-ss",
      "zone": "courland", "hex": "3526",`, "zone.outside", "historical.json:"},
		{"an enemy pair in one hex", "historical.json", `"counter": "hg",
      "hex": "3223"`, `"counter": "hg",
      "hex": "3225"`, "stacking.enemies", "historical.json:642:"},
		{"a placement of a force not in play (14.0)", "red-star-white-star.json", `"setup": [`, `"setup": [
    {"counter": "hg", "hex": "3223", "force": "east-german", "src": "deluxe-2020"},`, "setup.force-not-in-play", "red-star-white-star.json:109:"},
		{"an inherited setup checked under the scenario's own terms", "historical.json", `"counter": "hg",
      "hex": "3223"`, `"counter": "hg",
      "hex": "2613"`, "setup.german-in-berlin", "four-player.json:"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := copyEdition(t, "1994")
			edit(t, filepath.Join(dir, "scenarios", tt.file), tt.old, tt.new)
			d := requireDiagnostic(t, v, dir, tt.code, tt.where)
			if d.Rule == "" && !strings.HasPrefix(tt.code, "setup.terrain") {
				t.Errorf("no rule cited: %s", d.String())
			}
		})
	}
}

// The bundled scenarios are all legal, also under the optional stacking rule
// of the Deluxe 18.0 where a scenario offers it.
func TestBundledSetupsLegal(t *testing.T) {
	v := newValidator(t)
	r, err := v.Paths([]string{filepath.Join("..", "data", "1994"), filepath.Join("..", "data", "1975")}, Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range r.Diagnostics() {
		t.Error(d.String())
	}
}

// A released document (its bytes let go after its own checks) is read
// again to place what the cross-file checks find in it; if it changed in
// the meantime, its diagnostics keep their pointers but no line.
func TestReleasedDocumentPlaced(t *testing.T) {
	defer func(n int) { releaseSize = n }(releaseSize)
	v := newValidator(t)
	for _, size := range []int{1 << 30, 0} { // kept, then released
		releaseSize = size
		dir := copyEdition(t, "1994")
		edit(t, filepath.Join(dir, "scenarios", "historical.json"), `"counter": "hg",
      "hex": "3223"`, `"counter": "hg",
      "hex": "2613"`)
		requireDiagnostic(t, v, dir, "setup.german-in-berlin", "historical.json:642:")
	}
	// The file changes between its reading and the placing: the
	// diagnostic loses its line rather than point at the wrong one.
	releaseSize = 0
	d := newDocument("x", []byte(strings.Repeat(" ", 10)+"{}"))
	d.readAgain = func() ([]byte, error) { return []byte("{}"), nil }
	d.release()
	d.add(diag.Error, "x.y", "", "m")
	if r := d.result(); r.Diagnostics[0].Line != 0 {
		t.Errorf("placed in changed bytes at line %d", r.Diagnostics[0].Line)
	}
	d = newDocument("x", []byte("\n\n{\"a\": 1}"))
	d.readAgain = func() ([]byte, error) { return []byte("\n\n{\"a\": 1}"), nil }
	d.release()
	d.add(diag.Error, "x.y", "/a", "m")
	if r := d.result(); r.Diagnostics[0].Line != 3 || r.Diagnostics[0].Column != 7 {
		t.Errorf("placed at %d:%d, want 3:7", r.Diagnostics[0].Line, r.Diagnostics[0].Column)
	}
}
