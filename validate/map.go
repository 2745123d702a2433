package validate

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
	"github.com/bfgdata/bfgdata/model"
)

// The map checks run in two stages. checkMapDocument works on the generic
// JSON before decoding, because model.Hexsides refuses a bad hexside key
// and would turn one wrong key into a decode error without a position;
// here every bad key gets its own diagnostic at its own line. checkMap
// works on the decoded map, and checkMapAgainstTEC (cross.go) on the map
// with the edition's Terrain Effects Chart.

// mapGrid reads rows and columns from a generic map document; ok is false
// when they are missing or not numbers (the schema reports that).
func mapGrid(root map[string]any) (model.Grid, bool) {
	g, _ := root["grid"].(map[string]any)
	num := func(k string) (int, bool) {
		n, ok := g[k].(json.Number)
		if !ok {
			return 0, false
		}
		v, err := n.Int64()
		return int(v), err == nil && v >= 1 && v <= 99
	}
	rows, ok1 := num("rows")
	cols, ok2 := num("columns")
	return model.NewGrid(rows, cols), ok1 && ok2
}

// sortedKeys lists an object's keys in order, for diagnostics in a stable
// order.
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// checkMapDocument checks the hex and hexside keys of a generic map
// document: every hex inside the grid, every hexside key two adjacent
// hexes of the grid in canonical order, and no hexside named twice.
func checkMapDocument(d *document) {
	root, ok := d.generic.(map[string]any)
	if !ok {
		return
	}
	grid, haveGrid := mapGrid(root)
	outside := func(ptr string, h model.Hex, what string) {
		d.addKey(diag.Error, "map.hex-outside-grid", ptr,
			fmt.Sprintf("%s %s lies outside the %d x %d grid", what, h, grid.Rows, grid.Columns), hexes(h.String()))
	}
	if hs, ok := root["hexes"].(map[string]any); ok {
		for _, k := range sortedKeys(hs) {
			h, err := model.ParseHex(k)
			if err != nil {
				continue // the schema's pattern reports it
			}
			if haveGrid && !grid.Contains(h) {
				outside("/hexes/"+k, h, "hex")
			}
		}
	}
	sides, ok := root["hexsides"].(map[string]any)
	if !ok {
		return
	}
	seen := map[model.Hexside]string{}
	for _, k := range sortedKeys(sides) {
		ptr := "/hexsides/" + jsonx.EscapePointer(k)
		a, b, _ := strings.Cut(k, "/")
		ha, errA := model.ParseHex(a)
		hb, errB := model.ParseHex(b)
		if errA != nil || errB != nil {
			err := errA
			if err == nil {
				err = errB
			}
			d.addKey(diag.Error, "map.hexside-key", ptr, fmt.Sprintf("hexside key %q: %v", k, err))
			continue
		}
		if !model.Adjacent(ha, hb) {
			d.addKey(diag.Error, "map.hexside-not-adjacent", ptr,
				fmt.Sprintf("hexside %s: %s and %s are not adjacent, so no hexside lies between them", k, ha, hb), hexes(ha.String(), hb.String()))
			continue
		}
		if haveGrid {
			if !grid.Contains(ha) {
				outside(ptr, ha, "hexside "+k+": hex")
			}
			if !grid.Contains(hb) {
				outside(ptr, hb, "hexside "+k+": hex")
			}
		}
		canon, _ := model.NewHexside(ha, hb)
		if !ha.Less(hb) {
			d.addKey(diag.Error, "map.hexside-order", ptr,
				fmt.Sprintf("hexside %s is written higher id first; write %s", k, canon), hexes(ha.String(), hb.String()))
		}
		if prev, dup := seen[canon]; dup {
			d.addKey(diag.Error, "map.hexside-duplicate", ptr,
				fmt.Sprintf("hexside %s is the same hexside as %s", k, prev), hexes(ha.String(), hb.String()))
		}
		seen[canon] = k
	}
}

// checkMap checks a decoded map against itself: every hex of the grid
// present, zones naming hexes of the map, and the Theater Boundary hex
// consistent with its neighbours.
func checkMap(d *document, m *model.Map) {
	var missing []string
	for _, h := range m.Grid.Hexes() {
		if !m.Contains(h) {
			missing = append(missing, h.String())
		}
	}
	for _, h := range missing {
		d.add(diag.Error, "map.hex-missing", "/hexes", fmt.Sprintf("hex %s of the %d x %d grid is not listed; every hex needs an entry, sea included", h, m.Grid.Rows, m.Grid.Columns), hexes(h))
	}
	checkZones(d, m)
	checkBoundary(d, m)
}

func checkZones(d *document, m *model.Map) {
	for _, id := range m.ZoneIDs() {
		z := m.Zones[id]
		base := "/zones/" + jsonx.EscapePointer(id)
		for i, h := range z.Hexes {
			if !m.Contains(h) {
				d.add(diag.Error, "map.zone-hex-unknown", fmt.Sprintf("%s/hexes/%d", base, i),
					fmt.Sprintf("zone %s names hex %s, which is not on the map", id, h), hexes(h.String()))
			}
		}
		for i, r := range z.Ranges {
			ptr := fmt.Sprintf("%s/ranges/%d", base, i)
			hs, err := model.ParseHexRange(r)
			if err != nil {
				d.add(diag.Error, "map.zone-range", ptr, fmt.Sprintf("zone %s: %v", id, err))
				continue
			}
			var off []string
			for _, h := range hs {
				if !m.Contains(h) {
					off = append(off, h.String())
				}
			}
			if len(off) > 0 {
				d.add(diag.Error, "map.zone-hex-unknown", ptr,
					fmt.Sprintf("zone %s: range %s runs over hexes not on the map: %s", id, r, strings.Join(off, " ")), hexes(off...))
			}
		}
	}
}

// checkBoundary enforces the model's one rule for the boundary tag: it
// marks Berlin, the single hex the Theater Boundary runs around, which
// therefore touches hexes of both sides.
func checkBoundary(d *document, m *model.Map) {
	tagged := false
	var berlin *model.Hex
	for _, h := range m.HexIDs() {
		info := m.Hexes[h]
		if info.Regions.Theater != "" {
			tagged = true
		}
		if info.City != nil && info.City.Name == "Berlin" {
			hh := h
			berlin = &hh
		}
	}
	if !tagged {
		return
	}
	bad := func(h model.Hex, msg string) {
		d.add(diag.Error, "map.boundary-inconsistent", "/hexes/"+h.String()+"/regions/theater", msg, hexes(h.String()))
	}
	for _, h := range m.HexIDs() {
		if m.Hexes[h].Regions.Theater != model.TheaterBoundary {
			continue
		}
		if berlin == nil || h != *berlin {
			bad(h, fmt.Sprintf("hex %s is tagged boundary, but only Berlin's hex lies on the Theater Boundary", h))
			continue
		}
		east, west := false, false
		for _, n := range m.Neighbours(h) {
			switch m.Hexes[n].Regions.Theater {
			case model.TheaterEast:
				east = true
			case model.TheaterWest:
				west = true
			}
		}
		if !east || !west {
			bad(h, fmt.Sprintf("Berlin (%s) is tagged boundary, but its neighbours are not on both sides of the line (east: %v, west: %v)", h, east, west))
		}
	}
	if berlin != nil && m.Hexes[*berlin].Regions.Theater != model.TheaterBoundary {
		bad(*berlin, fmt.Sprintf("Berlin (%s) is tagged %q; the Theater Boundary runs around it, so it must be tagged boundary", berlin, m.Hexes[*berlin].Regions.Theater))
	}
}
