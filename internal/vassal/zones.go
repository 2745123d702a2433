package vassal

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// areaZones are the map's areas (Courland) as named zones of the board.
// Only areas: the other zones (exit edges, replacement edges, ports)
// overlap them and each other, and VASSAL gives a point to the first zone
// holding it. Inside a zone the hex grid still names the hexes.
func areaZones(m *model.Map, g Grid) ([]zoneRegion, error) {
	var out []zoneRegion
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		if z.Kind != model.ZoneArea {
			continue
		}
		hexes, err := m.ZoneHexes(id)
		if err != nil {
			return nil, err
		}
		ids := make([]string, len(hexes))
		for i, h := range hexes {
			ids[i] = h.String()
		}
		path, err := g.Outline(ids)
		if err != nil {
			return nil, fmt.Errorf("vassal: zone %s: %w", z.Name, err)
		}
		out = append(out, zoneRegion{name: z.Name, path: path})
	}
	return out, nil
}
