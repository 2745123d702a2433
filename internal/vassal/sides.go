package vassal

import (
	"fmt"
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
	seen := map[string]bool{}
	for _, s := range ed.Scenarios {
		for _, c := range s.Control {
			if n := sideName(c.Player); !seen[n] {
				seen[n] = true
				e := node("entry")
				e.text = n
				r.add(e)
			}
		}
	}
	return r
}

// sideOf is the side that moves a force's units in a scenario.
func sideOf(s *model.Scenario, f model.Force) (string, error) {
	p, ok := s.PlayerOf(f)
	if !ok {
		return "", fmt.Errorf("vassal: scenario %s gives no player the %s force", s.ID, f)
	}
	return sideName(p), nil
}
