package explain_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model/area"
)

func berlinZones(t *testing.T) *area.Edition {
	t.Helper()
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

func TestZoneOfFindsByIDNameAndToday(t *testing.T) {
	ed := berlinZones(t)
	tests := []struct{ typed, want string }{
		{"seelow", "seelow"},
		{"SEELOW", "seelow"},
		{"Frankfurt an der Oder", "frankfurt"},
		{"mieszkowice", "barwalde"},
		{"Bärwalde", "barwalde"},
	}
	for _, tt := range tests {
		rep, err := explain.ZoneOf(ed, tt.typed)
		if err != nil || rep.ID != tt.want {
			t.Errorf("ZoneOf(%q) = %q, %v; want %q", tt.typed, rep.ID, err, tt.want)
		}
	}
}

func TestZoneOfRefusesUnknownWithHint(t *testing.T) {
	ed := berlinZones(t)
	tests := []struct{ typed, hint string }{
		{"selow", `did you mean "seelow"?`},
		{"nowhere-at-all", ""},
	}
	for _, tt := range tests {
		_, err := explain.ZoneOf(ed, tt.typed)
		var u *explain.UnknownZoneError
		if !errors.As(err, &u) {
			t.Fatalf("ZoneOf(%q): %v, want an UnknownZoneError", tt.typed, err)
		}
		if tt.hint == "" && u.Hint != "" || !strings.Contains(err.Error(), tt.hint) {
			t.Errorf("ZoneOf(%q): %v, want hint %q", tt.typed, err, tt.hint)
		}
	}
}

// TestZoneOfBorders checks every border of the data is listed from both of
// its zones, with what lies on it.
func TestZoneOfBorders(t *testing.T) {
	ed := berlinZones(t)
	for _, b := range ed.Map.Borders {
		for i, z := range b.Zones {
			rep, err := explain.ZoneOf(ed, z)
			if err != nil {
				t.Fatal(err)
			}
			k := slices.IndexFunc(rep.Borders, func(n explain.ZoneNeighbour) bool { return n.Zone == b.Zones[1-i] })
			if k < 0 {
				t.Errorf("%s: border with %s not listed", z, b.Zones[1-i])
				continue
			}
			n := rep.Borders[k]
			if n.Adjacent == b.Corner {
				t.Errorf("%s/%s: adjacent %v, corner %v", z, n.Zone, n.Adjacent, b.Corner)
			}
			if b.River != "" && !slices.Contains(n.Kinds, "river "+b.River) {
				t.Errorf("%s/%s: kinds %v lack the river %s", z, n.Zone, n.Kinds, b.River)
			}
			if b.DefenceLine != nil && !slices.Contains(n.Kinds, "defence line facing "+b.DefenceLine.Faces) {
				t.Errorf("%s/%s: kinds %v lack the defence line", z, n.Zone, n.Kinds)
			}
		}
	}
}

func TestZoneOfFactsAndSources(t *testing.T) {
	ed := berlinZones(t)
	tests := []struct {
		zone, fact, value, source string
		reconstructed             bool
	}{
		{"tempelhof", "vp", "3", "rules", false},
		{"tempelhof", "garrison", "20", "rules", false},
		{"zehlendorf", "vp", "unknown", "none", false},
		{"seelow", "index", "27", "draft", true},
		{"seelow", "insert", "seelow", "judgement", true},
		{"kyritz", "track", "US track 3", "rules", false},
		{"seelow", "setup letters", "G", "rules", false},
	}
	for _, tt := range tests {
		rep, err := explain.ZoneOf(ed, tt.zone)
		if err != nil {
			t.Fatal(err)
		}
		k := slices.IndexFunc(rep.Facts, func(f explain.ZoneFact) bool { return f.Fact == tt.fact })
		if k < 0 {
			t.Errorf("%s: no %s fact in %+v", tt.zone, tt.fact, rep.Facts)
			continue
		}
		f := rep.Facts[k]
		if f.Value != tt.value || f.Source != tt.source || f.Reconstructed != tt.reconstructed {
			t.Errorf("%s %s = %+v; want %q from %s (reconstructed %v)", tt.zone, tt.fact, f, tt.value, tt.source, tt.reconstructed)
		}
	}
}

// FuzzZoneOf feeds any text as a zone's name: it is found, or refused with
// an UnknownZoneError naming what was typed, never a panic.
func FuzzZoneOf(f *testing.F) {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		f.Fatal(err)
	}
	for _, s := range []string{"seelow", "Bärwalde", "selow", "", "berlin-", "\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, typed string) {
		rep, err := explain.ZoneOf(ed, typed)
		var u *explain.UnknownZoneError
		switch {
		case err == nil:
			if _, ok := ed.Map.Zones[rep.ID]; !ok {
				t.Fatalf("ZoneOf(%q) gave zone %q, not on the map", typed, rep.ID)
			}
		case errors.As(err, &u):
			if u.Typed != typed {
				t.Fatalf("refusal names %q, typed %q", u.Typed, typed)
			}
		default:
			t.Fatalf("ZoneOf(%q): %v", typed, err)
		}
	})
}
