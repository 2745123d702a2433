package vassal

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// sideName is the name of a player's side in VASSAL: the player role's
// words capitalised ("western-allied" is "Western Allied").
func sideName(p model.Player) string {
	words := strings.Split(string(p), "-")
	for i, w := range words {
		if w != "" {
			words[i] = strings.ToUpper(w[:1]) + w[1:]
		}
	}
	return strings.Join(words, " ")
}

// playerRoster is VASSAL's PlayerRoster (build/module/PlayerRoster.java)
// with one <entry> per side, the sides of every scenario in the order they
// first appear. VASSAL keeps one list of sides for the whole module: a
// player joining a two-player game picks one of the scenario's two sides
// (the others stay empty).
func playerRoster(ed *model.Edition) *el {
	r := node(pkg + "PlayerRoster")
	for _, n := range rosterSides(ed) {
		e := node("entry")
		e.text = n
		r.add(e)
	}
	return r
}

// rosterSides are the sides of every scenario, each once, in the order
// they first appear.
func rosterSides(ed *model.Edition) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ed.Scenarios {
		for _, c := range s.Control {
			if n := sideName(c.Player); !seen[n] {
				seen[n] = true
				out = append(out, n)
			}
		}
	}
	return out
}

// paletteSides are the sides that may take and move counter c from the
// palette: every side whose player has its force in some scenario (either
// German force for a unit the data gives none, whose force the scenario
// sets), in the roster's order; none for a marker, which any side moves.
// A placed unit is restricted further, to its scenario's side.
func paletteSides(ed *model.Edition, c *model.Counter) []string {
	if !c.IsUnit() {
		return nil
	}
	forces := []model.Force{c.Force}
	if c.Force == "" {
		forces = []model.Force{model.EastGerman, model.WestGerman}
	}
	has := map[string]bool{}
	for _, s := range ed.Scenarios {
		for _, ctl := range s.Control {
			for _, f := range forces {
				if slices.Contains(ctl.Forces, f) {
					has[sideName(ctl.Player)] = true
				}
			}
		}
	}
	var out []string
	for _, n := range rosterSides(ed) {
		if has[n] {
			out = append(out, n)
		}
	}
	return out
}

// sideOf is the side that moves a force's units in a scenario.
func sideOf(s *model.Scenario, f model.Force) (string, error) {
	p, ok := s.PlayerOf(f)
	if !ok {
		return "", fmt.Errorf("vassal: scenario %s gives no player the %s force", s.ID, f)
	}
	return sideName(p), nil
}
