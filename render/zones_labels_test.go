package render

import (
	"testing"

	"github.com/bfgdata/bfgdata/data"
)

// Every zone name of both maps is placed where it meets no other zone name,
// no hex id and no city name, and the placement is the same every time.
func TestZoneLabelsDoNotOverlap(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		ed, err := data.Editions.Load(id)
		if err != nil {
			t.Fatal(err)
		}
		zones, err := planZones(ed.Map)
		if err != nil {
			t.Fatal(err)
		}
		l := newLayout(ed.Map, DefaultHexSize)
		placeZoneLabels(l, ed.Map, zones)
		var ids []box
		for h, info := range ed.Map.Hexes {
			p := l.centre(h)
			ids = append(ids, textBox(p.X, p.Y+hexIDY, h.String(), 11))
			if info.City != nil {
				ids = append(ids, textBoxOf(p.X, p.Y+cityNameY, info.City.Name, 15, true))
			}
		}
		for i, a := range zones {
			ba := textBox(a.labelAt.X, a.labelAt.Y, a.zone.Name, zoneLabelSize)
			for _, b := range zones[:i] {
				if ba.meets(textBox(b.labelAt.X, b.labelAt.Y, b.zone.Name, zoneLabelSize)) {
					t.Errorf("%s: %q at %v overlaps %q at %v", id, a.zone.Name, a.labelAt, b.zone.Name, b.labelAt)
				}
			}
			for _, bi := range ids {
				if ba.meets(bi) {
					t.Errorf("%s: %q at %v runs over a hex id or a city name", id, a.zone.Name, a.labelAt)
					break
				}
			}
		}
		again, _ := planZones(ed.Map)
		placeZoneLabels(l, ed.Map, again)
		for i := range zones {
			if zones[i].labelAt != again[i].labelAt {
				t.Errorf("%s: %q placed at %v, then at %v", id, zones[i].zone.Name, zones[i].labelAt, again[i].labelAt)
			}
		}
	}
}
