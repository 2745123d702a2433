package rules

import (
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// noEntry says why unit p may not step from board index at into its
// neighbour j in direction d, each cause with its own code and the rule
// of the terms' edition: a hexside or a terrain the Terrain Effects Chart
// closes (1975 9.0), Berlin to German units (1975 5.33; Deluxe 5.2.1), the
// Theater Boundary (1975 5.31, 5.32; Deluxe 5.2.1, 5.2.2), the Yugoslav
// border (1975 5.41, 5.42; Deluxe 5.3.1, 5.3.2). It is asked only of a
// step entry refused, so a unit a retreat left across a border, which may
// move where it stands and back, is not refused here for that.
func (s *Situation) noEntry(p Placed, at, j, d int) *diag.Diagnostic {
	b := s.Board
	from, to := b.hexes[at], b.hexes[j]
	refuse := func(code, format string, args ...any) *diag.Diagnostic {
		return naming(s.errorf(code, "%s may not enter %s from %s: "+format, append([]any{p.Counter, to, from}, args...)...), []string{p.Counter}, []model.Hex{from, to})
	}
	if b.sideExtra[at][d] < 0 {
		side, _ := model.NewHexside(from, to)
		return refuse("movement.no-entry", "no unit may cross the %s hexside %s", b.sideType[at][d], side)
	}
	if !b.present[j] || b.enterCost[j] < 0 {
		terrain := b.Map.Hexes[to].Terrain
		if e, ok := b.TEC.TerrainEntry(terrain); ok {
			terrain = strings.ToLower(e.Name)
		}
		return refuse("movement.no-entry", "no unit may enter %s", terrain)
	}
	if b.germanBan[j] && p.Force.German() && !s.BerlinOpen {
		return refuse("movement.berlin", "German units may not enter Berlin")
	}
	if !s.theaterAllows(p.Unit, j) {
		if p.Force.German() {
			return refuse("movement.theater-boundary", "%s units stay on their side of the Theater Boundary", p.Force)
		}
		return refuse("movement.theater-boundary-allied", "%s units may not cross the Theater Boundary", p.Force)
	}
	if !s.yugoslavAllows(p.Unit, j) {
		if p.Nationality == model.Yugoslav {
			return refuse("movement.yugoslavia-leave", "Yugoslav units may not leave Yugoslavia")
		}
		return refuse("movement.yugoslavia-enter", "%s units may not enter Yugoslavia", p.Nationality)
	}
	return refuse("movement.no-entry", "it may not be there")
}
