package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// pick places the units the scenario sets up in a zone on the hexes the
// record's setup picks name, and checks the whole setup as `check` does:
// each hex in its unit's zone, the zone's room, stacking (1975 13.2;
// Deluxe 8.0). Every zone unit needs a pick, so that the game starts
// from a position, not a choice still open.
func pick(b *rules.Board, setup rules.ResolvedSetup, picks []model.GamePlacement, cite func(string) string) (rules.ResolvedSetup, *diag.Diagnostic) {
	bad := func(ptr, code, msg string) (rules.ResolvedSetup, *diag.Diagnostic) {
		d := &diag.Diagnostic{Severity: diag.Error, Code: code, Message: msg, Rule: cite(code)}
		d.Pointer = ptr
		return setup, d
	}
	ps := slices.Clone(setup.Placements)
	pickOf := make([]int, len(ps)) // placement → index of its pick, -1 none
	for i := range pickOf {
		pickOf[i] = -1
	}
	for k, p := range picks {
		i := slices.IndexFunc(ps, func(sp rules.SetupPlacement) bool { return sp.Unit.Counter == p.Unit })
		switch {
		case i < 0:
			return bad(fmt.Sprintf("/setup/%d/unit", k), "game.unit-unknown", fmt.Sprintf("%s is not a unit of the scenario", p.Unit))
		case ps[i].Zone == "":
			return bad(fmt.Sprintf("/setup/%d/unit", k), "game.setup-pick", fmt.Sprintf("%s does not set up in a zone, so it takes no setup pick", p.Unit))
		case pickOf[i] >= 0:
			return bad(fmt.Sprintf("/setup/%d/unit", k), "game.setup-pick", fmt.Sprintf("%s is picked twice (also at /setup/%d)", p.Unit, pickOf[i]))
		}
		h := p.Hex
		ps[i].Hex, pickOf[i] = &h, k
	}
	var open []string
	for _, p := range ps {
		if p.Zone != "" && p.Hex == nil {
			open = append(open, p.Unit.Counter+" ("+p.Zone+")")
		}
	}
	if len(open) > 0 {
		return bad("/setup", "game.setup-pick", "these units set up in a zone and need a setup pick naming their hex: "+strings.Join(open, ", "))
	}
	for _, v := range rules.CheckSetup(b, setup.Terms, ps) {
		if v.Severity != diag.Error {
			continue
		}
		ptr := "/setup"
		if v.Placement >= 0 && pickOf[v.Placement] >= 0 {
			ptr = fmt.Sprintf("/setup/%d/hex", pickOf[v.Placement])
		}
		return bad(ptr, v.Code, v.Message)
	}
	setup.Placements = ps
	return setup, nil
}

// defaultPicks are setup picks for a new record: each zone unit on the
// next hex of its zone, one a hex in the zone's order, if that is a legal
// setup; none otherwise (the record then says which picks it needs).
func defaultPicks(b *rules.Board, setup rules.ResolvedSetup) []model.GamePlacement {
	var picks []model.GamePlacement
	next := map[string]int{}
	for _, p := range setup.Placements {
		if p.Zone == "" || p.Hex != nil {
			continue
		}
		hs, err := b.ZoneHexes(p.Zone)
		if err != nil || next[p.Zone] >= len(hs) {
			return nil
		}
		picks = append(picks, model.GamePlacement{Unit: p.Unit.Counter, Hex: hs[next[p.Zone]]})
		next[p.Zone]++
	}
	if _, bad := pick(b, setup, picks, func(string) string { return "" }); bad != nil {
		return nil
	}
	return picks
}
