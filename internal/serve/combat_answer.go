package serve

import (
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/rules"
)

// CombatAnswer is the one answer of the editor's combat (/api/combat) and
// the game's (/api/game/combat): the combat worked out (with the die when
// the request gives one), and what each face of the die would give, so a
// page shows the column before the die is rolled.
type CombatAnswer struct {
	explain.Combat
	Results []DieResult `json:"results"`
}

// DieResult is the CRT result of one die face, with the minimal sets of
// attackers an exchange may take as losses (the choice the attacker makes
// when there are several).
type DieResult struct {
	explain.DieEntry
	ExchangeChoices [][]string `json:"exchangeChoices,omitempty"`
	// MayAdvance are the units this face lets advance, and where
	// (rules.AdvanceCandidates): never a unit the engine would refuse
	// for its side or its hex.
	MayAdvance []rules.AdvanceCandidate `json:"mayAdvance"`
}

// combatAnswer works out q in pos, and q again with each face of the die.
func combatAnswer(pos *explain.StartingPosition, q explain.CombatRequest) (CombatAnswer, error) {
	c, err := pos.CombatOf(q)
	if err != nil {
		return CombatAnswer{}, err
	}
	out := CombatAnswer{Combat: c, Results: []DieResult{}}
	for die := 1; die <= pos.Edition.CRT.Die.Sides; die++ {
		q.Die = die
		r, err := pos.CombatOf(q)
		if err != nil {
			return CombatAnswer{}, err
		}
		if r.Result != nil {
			out.Results = append(out.Results, DieResult{DieEntry: *r.Result, ExchangeChoices: r.ExchangeChoices, MayAdvance: nonNil(r.MayAdvance)})
		}
	}
	return out, nil
}
