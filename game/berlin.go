package game

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// playerTurnEnds reports whether the current phase is the last of a
// player turn: the next phase of the sequence is another player's, or
// this is the turn's last (1975 4.1; Deluxe 3.0: each player's forces
// play their phases one after the other).
func (s *Session) playerTurnEnds() bool {
	if s.phase+1 >= len(s.seq.Phases) {
		return true
	}
	a, _ := s.sc.PlayerOf(s.seq.Phases[s.phase].Force)
	b, _ := s.sc.PlayerOf(s.seq.Phases[s.phase+1].Force)
	return a != b
}

// berlinFalls applies the scenario's rule for the fall of Berlin at the
// end of the player turn in which a Soviet or Western Allied unit holds it
// (1975 13.32, 13.6; Deluxe 12.2, 13.1; our reading of "the player turn"
// in ambiguity 17 of the rules audit: the one in which the unit entered,
// its German phases included). The German units leave the map; from then
// on the German phases are empty (refused with game.berlin-fallen).
func (s *Session) berlinFalls() {
	if s.end.fallen || !s.sit.Has(model.BerlinFallsRemovesGermans) {
		return
	}
	by, ok := s.sit.BerlinFallen()
	if !ok {
		return
	}
	before := map[string]rules.Unit{}
	for _, u := range s.sit.Units {
		before[u.Counter] = u.Unit
	}
	rep, err := s.sit.BerlinFalls()
	if err != nil {
		return
	}
	s.end.fallen = true
	for _, id := range rep.Removed {
		s.end.removed = append(s.end.removed, before[id])
	}
	var then []string
	if rep.FightingEnds {
		then = append(then, "Soviet and Western Allied units may no longer attack each other")
	}
	if rep.AlliesEnemies {
		then = append(then, "Soviet and Western Allied units are now enemies")
	}
	if len(rep.SS) > 0 {
		then = append(then, fmt.Sprintf("the SS units %s stay, under the Western Allied player", strings.Join(rep.SS, ", ")))
	}
	then = append(then, "the Theater Boundary no longer restricts anyone")
	text := fmt.Sprintf("Berlin has fallen to the %s: %d German units leave the map; %s", by, len(rep.Removed), strings.Join(then, "; "))
	s.happen("game.berlin-falls", text, rep.Removed...)
	s.events[len(s.events)-1].Rule = rep.Rule
	s.notice()
}

// afterBerlin refuses an action in a German phase once Berlin has fallen:
// no German units are left to act (the SS units the optional rule keeps
// act in the Western Allied phases).
func (s *Session) afterBerlin(ptr string, ph Phase) *diag.Diagnostic {
	if !s.end.fallen || !ph.Force.German() {
		return nil
	}
	return s.illegal(ptr, "game.berlin-fallen", fmt.Sprintf("Berlin has fallen: the German forces have left the map and %s is empty", ph.ID))
}
