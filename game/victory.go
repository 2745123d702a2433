package game

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// VictoryPoints are the players' victory points now, by the force each
// scores for, with the cities' history (1975 12.1; Deluxe 11.0).
func (s *Session) VictoryPoints() map[model.Force]int {
	vp, _ := s.sit.VictoryPointsWith(s.end.cities)
	return vp
}

// endGame decides the game once its last phase has been played (the
// record says "over": true), by the scenario's victory conditions: the
// race for Berlin, or victory points, after the rules on Berlin untaken.
func (s *Session) endGame(ptr string) *diag.Diagnostic {
	v := s.decide()
	s.end.verdict = &v
	s.happen("game.victory", v.Reason, playerIDs(v.Winners)...)
	s.events[len(s.events)-1].Rule = v.Rule
	return nil
}

// decide works out the verdict of the game as it stands at its end.
func (s *Session) decide() Verdict {
	if s.sc.Victory.Kind == model.BerlinRace {
		return s.berlinRace()
	}
	_, held := s.sit.BerlinFallen()
	taken := len(s.end.berlin) > 0
	if r, ok := s.sit.Rule(model.BerlinUntakenDraw); ok && !taken {
		return Verdict{Reason: "no Soviet or Western Allied unit took Berlin: the game is drawn", Rule: s.ed.Info.ID + " " + r.Rule}
	}
	if r, ok := s.sit.Rule(model.BerlinUntakenGermansWin); ok && !taken {
		return Verdict{Winners: []model.Player{model.GermanPlayer}, Reason: "no Soviet or Western Allied unit took Berlin: the German player wins", Rule: s.ed.Info.ID + " " + r.Rule}
	}
	if r, ok := s.sit.Rule(model.BerlinUnheldGermansWin); ok && !held {
		return Verdict{Winners: []model.Player{model.GermanPlayer}, Reason: "no Soviet or Western Allied unit holds Berlin at the end: the German player wins", Rule: s.ed.Info.ID + " " + r.Rule}
	}
	return s.byPoints()
}

// byPoints gives the game to the player with the most victory points; a
// tie is a draw (the rulebooks name no winner for it).
func (s *Session) byPoints() Verdict {
	vp := s.VictoryPoints()
	v := Verdict{Rule: s.ed.Info.Cite("game.victory")}
	best, tied := -1, false
	var parts []string
	for _, f := range slices.Sorted(maps.Keys(vp)) {
		parts = append(parts, fmt.Sprintf("%s %d", f, vp[f]))
		switch {
		case vp[f] > best:
			best, tied = vp[f], false
			v.Winners = []model.Player{model.Player(f)}
		case vp[f] == best:
			tied = true
		}
	}
	score := strings.Join(parts, ", ")
	if tied || len(v.Winners) == 0 {
		v.Winners = nil
		v.Reason = fmt.Sprintf("victory points %s: a tie, the game is drawn", score)
		return v
	}
	v.Reason = fmt.Sprintf("victory points %s: the %s player has the most", score, v.Winners[0])
	return v
}

// berlinRace decides a game won by entering Berlin first (1975 17.43;
// Deluxe 17.3): each German player wins if his enemy never entered it,
// the Allied player who entered it first wins. The game's last turn is
// the deadline.
func (s *Session) berlinRace() Verdict {
	v := Verdict{Rule: s.ed.Info.Cite("game.berlin-race")}
	entered := func(f model.Force) bool { return slices.Contains(s.end.berlin, f) }
	var why []string
	if !entered(model.Soviet) {
		v.Winners = append(v.Winners, model.EastGermanPlayer)
		why = append(why, "no Soviet unit entered Berlin: the East German player wins")
	}
	if !entered(model.WesternAllied) {
		v.Winners = append(v.Winners, model.WestGermanPlayer)
		why = append(why, "no Western Allied unit entered Berlin: the West German player wins")
	}
	if len(s.end.berlin) > 0 {
		first := s.end.berlin[0]
		v.Winners = append(v.Winners, model.Player(first))
		why = append(why, fmt.Sprintf("a %s unit entered Berlin first: the %s player wins", first, first))
	}
	v.Reason = strings.Join(why, "; ")
	return v
}

func playerIDs(ps []model.Player) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = string(p)
	}
	return out
}
