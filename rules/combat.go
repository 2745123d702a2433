package rules

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// CombatReport is one combat worked out the way the rulebooks' examples
// do it: who attacks, the defense after terrain, the odds, the result.
type CombatReport struct {
	Hex        model.Hex
	Attackers  []Placed
	Defenders  []Placed
	Attack     int // total printed attack
	Defense    int // total printed defense
	Factors    []Factor
	Skipped    []Skipped
	Multiplier int
	// ModifiedDefense is Defense times Multiplier.
	ModifiedDefense int
	Odds            Odds
	// Die is 0 when no die was rolled; Result is then empty.
	Die    int
	Result model.CRTResult
	// ExchangeChoices lists, for an Ex, the minimal sets of attackers whose
	// printed attack covers the defenders' printed defense.
	ExchangeChoices [][]string
}

// Combat works out an attack by the units with attackerIDs on every unit in
// hex (1975 6.0; Deluxe 6.0): each attacker must be adjacent to the hex and
// an enemy of every defender; all units in the hex defend together
// (1975 6.31); the defense is multiplied by the hex's terrain, a fortified
// line for German defenders, and a river if every attacker is across one;
// the odds are rounded in the defender's favour. With die > 0 the result
// is looked up, and an Ex lists the ways the attacker can pay for it.
func (s *Situation) Combat(crt *model.CRT, attackerIDs []string, hex model.Hex, die int) (CombatReport, error) {
	r := CombatReport{Hex: hex, Defenders: s.UnitsAt(hex)}
	if len(r.Defenders) == 0 {
		return r, newError("combat.no-defender", "no unit in %s to attack", hex)
	}
	if len(attackerIDs) == 0 {
		return r, newError("combat.no-attackers", "no attackers given")
	}
	seen := map[string]bool{}
	for _, id := range attackerIDs {
		if seen[id] {
			return r, s.errorf("combat.attacker-twice", "%s is listed twice; a unit attacks once per combat phase", id)
		}
		seen[id] = true
		a, ok := s.Find(id)
		if !ok {
			return r, newError("unit.unknown", "no unit %q on the map", id)
		}
		if !model.Adjacent(a.Hex, hex) {
			return r, s.errorf("combat.not-adjacent", "%s in %s is not adjacent to %s; only adjacent units attack", id, a.Hex, hex)
		}
		for _, d := range r.Defenders {
			if !s.Relations.Hostile(a.Force, d.Force) {
				return r, s.errorf("combat.not-enemies", "%s (%s) may not attack %s (%s): they are not enemies in this scenario", id, a.Force, d.ID, d.Force)
			}
		}
		r.Attackers = append(r.Attackers, a)
		r.Attack += a.Attack
	}
	def := Defense{FortificationDestroyed: s.FortificationDestroyed(hex)}
	info, ok := s.Board.Map.Hex(hex)
	if !ok {
		return r, newError("combat.hex-off-map", "%s is not on the map", hex)
	}
	def.Terrain = info.Terrain
	if info.Fortified {
		def.Features = append(def.Features, "fortified")
	}
	for _, d := range r.Defenders {
		r.Defense += d.Defense
		if !slices.Contains(def.Forces, d.Force) {
			def.Forces = append(def.Forces, d.Force)
		}
	}
	for _, a := range r.Attackers {
		var across []string
		if t := s.Board.HexsideTypeBetween(a.Hex, hex); t != "" {
			across = append(across, t)
		}
		def.AttackAcross = append(def.AttackAcross, across)
	}
	var err error
	if r.Factors, r.Skipped, err = DefenseFactors(s.Board.TEC, def); err != nil {
		return r, err
	}
	if r.Multiplier, err = CombineMultipliers(s.Board.TEC.Combine.Method, r.Factors); err != nil {
		return r, err
	}
	r.ModifiedDefense = r.Defense * r.Multiplier
	if r.Odds, err = ComputeOdds(crt, r.Attack, r.ModifiedDefense); err != nil {
		return r, err
	}
	if die == 0 {
		return r, nil
	}
	r.Die = die
	if r.Result, err = Resolve(crt, r.Odds, die); err != nil {
		return r, err
	}
	if r.Result.Attacker == model.EffectExchange {
		attack := make([]int, len(r.Attackers))
		for i, a := range r.Attackers {
			attack[i] = a.Attack
		}
		for _, set := range ExchangeChoices(attack, r.Defense) {
			ids := make([]string, len(set))
			for i, k := range set {
				ids[i] = r.Attackers[k].ID
			}
			r.ExchangeChoices = append(r.ExchangeChoices, ids)
		}
	}
	return r, nil
}

// FortificationDestroyed reports whether a Western Allied unit has entered
// the fortified hex h (1975 6.44; Deluxe 6.4).
func (s *Situation) FortificationDestroyed(h model.Hex) bool {
	return slices.Contains(s.DestroyedForts, h)
}
