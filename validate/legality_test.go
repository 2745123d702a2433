package validate

import (
	"github.com/bfgdata/bfgdata/diag"
	"path/filepath"
	"strings"
	"testing"
)

// Illegal setups, each a broken variant of the mini edition's scenarios
// (../testdata/broken): each breaks one rule and must be reported with that
// rule's code, at the placement.
func TestIllegalSetups(t *testing.T) {
	tests := []struct {
		name, variant, code, where string
	}{
		{"three units in a hex (5.1)", "setup-over-stacked", "stacking.over-limit", "meeting.json:94:14:"},
		{"two fronts stacked (5.1)", "setup-fronts-stacked", "stacking.fronts", "meeting.json:124:14:"},
		{"a German unit in Berlin (5.2.1)", "setup-german-in-berlin", "setup.german-in-berlin", "meeting.json:100:14:"},
		{"a unit at sea", "setup-at-sea", "setup.terrain-prohibited", "meeting.json:106:14:"},
		{"a unit in Switzerland", "setup-in-switzerland", "setup.terrain-prohibited", "meeting.json:100:14:"},
		{"an East German unit west of the boundary (5.2.1)", "setup-east-german-west", "theater.wrong-side", "meeting.json:106:14:"},
		{"a Yugoslav unit outside Yugoslavia (5.3.1)", "setup-yugoslav-outside", "yugoslavia.outside", "meeting.json:130:14:"},
		{"a Soviet unit inside Yugoslavia (5.3.2)", "setup-soviet-in-yugoslavia", "yugoslavia.inside", "meeting.json:124:14:"},
		{"a zone unit outside the zone (8.0)", "setup-zone-outside", "zone.outside", "meeting.json:112:32:"},
		{"an enemy pair in one hex", "setup-enemies-stacked", "stacking.enemies", "meeting.json:118:14:"},
		{"a placement of a force not in play (14.0)", "setup-force-not-in-play", "setup.force-not-in-play", "east-front.json:67:32:"},
		{"an inherited setup checked under the scenario's own terms", "setup-german-in-berlin", "setup.german-in-berlin", "rematch.json:66:16:"},
	}
	v := newValidator(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := requireDiagnostic(t, v, miniEdition(t, tt.variant), tt.code, tt.where)
			if d.Rule == "" {
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
		requireDiagnostic(t, v, miniEdition(t, "setup-german-in-berlin"), "setup.german-in-berlin", "meeting.json:100:14:")
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
