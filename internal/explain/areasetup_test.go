package explain

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model/area"
)

// The standard setup of Berlin 1945 by zone: 66 counters in 31 zones and
// 19 arriving later (11, L458-517); Bärwalde's four Zhukov counters under
// its letter B.
func TestAreaSetupOf(t *testing.T) {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		t.Fatal(err)
	}
	s, err := AreaSetupOf(ed, "standard")
	if err != nil {
		t.Fatal(err)
	}
	placed, later := 0, 0
	for _, z := range s.Zones {
		placed += len(z.Units)
	}
	for _, r := range s.Reinforcements {
		later += len(r.Units)
		if r.Arrive == "" {
			t.Errorf("%+v arrives nowhere", r)
		}
	}
	if placed != 66 || len(s.Zones) != 31 || later != 19 {
		t.Errorf("%d units in %d zones, %d later; want 66 in 31, 19 later", placed, len(s.Zones), later)
	}
	var b bytes.Buffer
	if err := s.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Bärwalde", "sov-61-a (zhukov)", "66 units in 31 zones", "in Joachimsthal", "19 units arrive later"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("text lacks %q:\n%s", want, b.String())
		}
	}
	if _, err := AreaSetupOf(ed, "nope"); err == nil || !strings.Contains(err.Error(), "standard") {
		t.Errorf("an unknown scenario: got %v, want the ids offered", err)
	}
}
