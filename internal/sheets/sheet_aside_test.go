package sheets

import (
	"slices"
	"testing"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// A force's units set aside are listed last on its pages, with why, so a
// player setting up the force from its pages knows they are not forgotten;
// a force with none has no such group.
func TestSheetListsUnitsSetAside(t *testing.T) {
	b, _ := smallAsideBriefing()
	b.AsideUnits = []explain.SetupUnit{{Unit: rules.Unit{Counter: "9-us", Label: "9 US", Nationality: model.US, Force: model.WesternAllied, Size: model.Corps, Type: model.Infantry, Attack: 4, Defense: 8, Movement: 6}}}
	s, err := planSheet(b, nil, nil, Letter)
	if err != nil {
		t.Fatal(err)
	}
	for _, fs := range s.forces {
		last := fs.groups[len(fs.groups)-1]
		aside := len(last.aside) > 0
		if aside != (fs.force == model.WesternAllied) {
			t.Errorf("force %s: last group %q lists units set aside: %v", fs.force, last.box, aside)
			continue
		}
		if aside && (last.units[0].Counter != "9-us" || !slices.Contains(last.placeLines(), "9-us: Arrives on turn 3 <by sea>.")) {
			t.Errorf("the set-aside group says %v of %v", last.placeLines(), last.units)
		}
	}
}
