package explain

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model/area"
)

// The counts of Berlin 1945: every zone placed and every border counted
// under one source, and the values the rulebook prints (Tempelhof's 3 VP
// and garrison 20, L394 and L406; three counter strengths, L406-408)
// known, the rest not.
func TestAreaMapStatsOf(t *testing.T) {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		t.Fatal(err)
	}
	s := AreaMapStatsOf(ed)
	sum := func(cs []SourceCount) (n int) {
		for _, c := range cs {
			if c.Kind == "" {
				t.Errorf("source %s has no kind", c.Source)
			}
			n += c.Count
		}
		return n
	}
	if sum(s.Placed) != s.Zones || sum(s.BorderBy) != s.Borders || s.Borders != len(ed.Map.Borders) {
		t.Errorf("placed %d of %d zones, counted %d of %d borders", sum(s.Placed), s.Zones, sum(s.BorderBy), s.Borders)
	}
	if s.VPs != (Known{1, 6}) || s.Garrison != (Known{1, 6}) || s.Sides != (Known{3, 170}) || s.Cells.Known != 0 {
		t.Errorf("VPs %v, garrisons %v, sides %v, cells %v; want 1 of 6, 1 of 6, 3 of 170, none", s.VPs, s.Garrison, s.Sides, s.Cells)
	}
	// A value made known in the data is counted.
	ed.Map.Zones["zehlendorf"] = func(z area.Zone) area.Zone { z.VP = area.Known(2); return z }(ed.Map.Zones["zehlendorf"])
	if got := AreaMapStatsOf(ed).VPs; got != (Known{2, 6}) {
		t.Errorf("with Zehlendorf's VPs given: %v, want 2 of 6", got)
	}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "geonames (geo) 37") {
		t.Errorf("text:\n%s", b.String())
	}
}
