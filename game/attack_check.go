package game

import (
	"fmt"
	"strconv"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// attackable says why attack a, at ptr, may not be made now whatever its
// die: the checks attack makes before the die decides anything (the
// phase, the attackers, the defenders, the odds), on a copy of the
// position. Play.Roll asks it before it rolls, so that no die is rolled
// for an attack the rules refuse.
func (s *Session) attackable(ptr string, a model.GameAttack) *diag.Diagnostic {
	if s.phase < 0 {
		return s.illegal(ptr, "game.phase-order", "an action before any phase of the turn")
	}
	ph := s.seq.Phases[s.phase]
	if bad := s.afterBerlin(ptr, ph); bad != nil {
		return bad
	}
	ptr += "/attack"
	if bad := s.attackersMay(ptr, ph, a.Attackers); bad != nil {
		return bad
	}
	// Any face will do: the die picks the result, not whether the attack
	// may be made.
	_, err := s.sit.Clone().CombatOn(s.ed.CRT, rules.CombatSpec{Attackers: a.Attackers, Hexes: a.Defenders, Defenders: a.DefendingUnits, Die: 1, Phase: combatPhase(ph)})
	if err != nil {
		return s.refused(ptr, err)
	}
	return nil
}

// attackersMay says why attackers may not attack in phase ph, the
// attack being at ptr: not a combat phase, a unit not of the phasing
// force's, or one that took part in an offensive last turn (mayAttack).
// attack and attackable both begin with it; the rest is CombatOn's.
func (s *Session) attackersMay(ptr string, ph Phase, attackers []string) *diag.Diagnostic {
	if ph.Step != Combat {
		return s.illegal(ptr, "game.action-kind", fmt.Sprintf("an attack in %s: units attack only in their force's combat phase", ph.ID))
	}
	for i, id := range attackers {
		at := ptr + "/attackers/" + strconv.Itoa(i)
		if _, bad := s.own(at, ph, id); bad != nil {
			return bad
		}
		if bad := s.mayAttack(at, id); bad != nil {
			return bad
		}
	}
	return nil
}
