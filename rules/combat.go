package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// CombatReport is one combat worked out the way the rulebooks' examples
// do it: who attacks, the defense after terrain, the odds, the result.
type CombatReport struct {
	// Hex is the first hex attacked; Groups holds every hex attacked with
	// its defenders and terrain (more than one in a multi-hex attack).
	Hex       model.Hex
	Groups    []DefenseGroup
	Attackers []Placed
	Defenders []Placed
	Attack    int // total printed attack
	Defense   int // total printed defense
	// Factors, Skipped and Multiplier are the first group's; with one hex
	// attacked they are the combat's.
	Factors    []Factor
	Skipped    []Skipped
	Multiplier int
	// ModifiedDefense is the sum over the groups of each hex's printed
	// defense times its multiplier.
	ModifiedDefense int
	Odds            Odds
	// Die is 0 when no die was rolled; Result is then empty.
	Die    int
	Result model.CRTResult
	// ExchangeChoices lists, for an Ex, the minimal sets of attackers whose
	// printed attack covers the defenders' printed defense.
	ExchangeChoices [][]string
	// Phase is the combat phase of the turn (2: the second combat phase of
	// an Offensive Supply marker, Deluxe 18.1).
	Phase int
}

// DefenseGroup is the defenders of one hex attacked and what their
// terrain does for them.
type DefenseGroup struct {
	Hex        model.Hex
	Defenders  []Placed
	Defense    int
	Factors    []Factor
	Skipped    []Skipped
	Multiplier int
	Modified   int
}

// CombatSpec is an attack to work out: the attacking units, what they
// attack — whole hexes, whose units all defend together, or single units
// of a stack where the optional split-stack rule allows it — and the die.
type CombatSpec struct {
	Attackers []string
	Hexes     []model.Hex
	Defenders []string
	Die       int
	// Phase is the combat phase; 0 and 1 are the normal one, 2 the second
	// combat phase of an Offensive Supply marker.
	Phase int
}

// Combat works out an attack by the units with attackerIDs on every unit in
// hex; see CombatOn.
func (s *Situation) Combat(crt *model.CRT, attackerIDs []string, hex model.Hex, die int) (CombatReport, error) {
	return s.CombatOn(crt, CombatSpec{Attackers: attackerIDs, Hexes: []model.Hex{hex}, Die: die})
}

// CombatOn works out an attack (1975 6.0; Deluxe 6.0). Every attacker must
// be adjacent to every defending unit and an enemy of each (1975 6.21,
// 6.33; Deluxe 6.3), so units adjacent to several enemy hexes may attack
// them all in one combat. All units in a hex defend together (1975 6.31;
// Deluxe 6.3) unless the optional split-stack rule is on (Deluxe 18.0). No
// unit attacks twice in a phase (1975 6.24; Deluxe 6.3), and where the
// edition says so (1975 6.24) no unit is attacked twice either. Polish
// exile and Polish communist units do not fight each other where the
// scenario says so (Deluxe 13.1, 15.2). Each hex's defense is multiplied by
// its terrain, a fortified line for German defenders, and a river if every
// attacker is across one; the odds are rounded in the defender's favour.
// With a die the result is looked up, and an Ex lists the ways the
// attacker can pay for it.
func (s *Situation) CombatOn(crt *model.CRT, spec CombatSpec) (CombatReport, error) {
	r := CombatReport{Phase: max(spec.Phase, 1)}
	if s.NoFighting {
		return r, s.errorf("combat.no-fighting", "Berlin has fallen: the fighting is over and the players only move")
	}
	defenders, err := s.defendersOf(spec)
	if err != nil {
		return r, err
	}
	r.Defenders = defenders
	r.Hex = defenders[0].Hex
	if len(spec.Attackers) == 0 {
		return r, newError("combat.no-attackers", "no attackers given")
	}
	seen := map[string]bool{}
	for _, id := range spec.Attackers {
		if seen[id] {
			return r, s.errorf("combat.attacker-twice", "%s is listed twice; a unit attacks once per combat phase", id)
		}
		seen[id] = true
		a, ok := s.Find(id)
		if !ok {
			return r, newError("unit.unknown", "no unit %q on the map", id)
		}
		if s.Phase != nil && s.Phase.attacked(id, r.Phase) {
			return r, s.errorf("combat.attacker-twice", "%s has already attacked in this combat phase", id)
		}
		for _, d := range r.Defenders {
			if !model.Adjacent(a.Hex, d.Hex) {
				return r, s.errorf("combat.not-adjacent", "%s in %s is not adjacent to %s in %s; every attacker must be adjacent to every unit it attacks", id, a.Hex, d.Counter, d.Hex)
			}
			if e, closed := s.Board.CombatClosed(a.Hex, d.Hex); closed {
				side, _ := model.NewHexside(a.Hex, d.Hex)
				return r, naming(s.errorf("combat.hexside-closed", "%s in %s may not attack %s in %s across the %s hexside %s: the Terrain Effects Chart allows no combat across it", id, a.Hex, d.Counter, d.Hex, strings.ToLower(e.Name), side), []string{id, d.Counter}, []model.Hex{a.Hex, d.Hex})
			}
			if !s.Relations.Hostile(a.Force, d.Force) {
				return r, s.errorf("combat.not-enemies", "%s (%s) may not attack %s (%s): they are not enemies in this scenario", id, a.Force, d.Counter, d.Force)
			}
			if s.Has(model.PolishTruce) && polishPair(a.Nationality, d.Nationality) {
				return r, &diag.Diagnostic{Severity: diag.Error, Code: "combat.polish-truce", Rule: s.citeEffect(model.PolishTruce),
					Message: fmt.Sprintf("%s (%s) may not attack %s (%s): Polish exile and Polish communist units do not fight each other", id, a.Nationality, d.Counter, d.Nationality)}
			}
		}
		if r.Phase == 2 {
			if err := s.mayOffensiveAttack(a); err != nil {
				return r, err
			}
		}
		r.Attackers = append(r.Attackers, a)
		r.Attack += a.Attack
	}
	if s.Phase != nil && s.Applies("combat.defender-twice") {
		for _, d := range r.Defenders {
			if s.Phase.defended(d.Counter, r.Phase) {
				return r, s.errorf("combat.defender-twice", "%s has already been attacked in this combat phase", d.Counter)
			}
		}
	}
	for _, d := range r.Defenders {
		r.Defense += d.Defense
		i := slices.IndexFunc(r.Groups, func(g DefenseGroup) bool { return g.Hex == d.Hex })
		if i < 0 {
			r.Groups = append(r.Groups, DefenseGroup{Hex: d.Hex})
			i = len(r.Groups) - 1
		}
		r.Groups[i].Defenders = append(r.Groups[i].Defenders, d)
		r.Groups[i].Defense += d.Defense
	}
	for i := range r.Groups {
		if err := s.groupDefense(&r.Groups[i], r.Attackers); err != nil {
			return r, err
		}
		r.ModifiedDefense += r.Groups[i].Modified
	}
	g := r.Groups[0]
	r.Factors, r.Skipped, r.Multiplier = g.Factors, g.Skipped, g.Multiplier
	if r.Odds, err = ComputeOdds(crt, r.Attack, r.ModifiedDefense); err != nil {
		return r, err
	}
	if spec.Die == 0 {
		return r, nil
	}
	r.Die = spec.Die
	if r.Result, err = Resolve(crt, r.Odds, spec.Die); err != nil {
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
				ids[i] = r.Attackers[k].Counter
			}
			r.ExchangeChoices = append(r.ExchangeChoices, ids)
		}
	}
	return r, nil
}

// defendersOf lists the units a spec attacks, hexes first, in order, and
// refuses a stack split without the optional rule.
func (s *Situation) defendersOf(spec CombatSpec) ([]Placed, error) {
	var out []Placed
	have := map[string]bool{}
	add := func(p Placed) {
		if !have[p.Counter] {
			have[p.Counter] = true
			out = append(out, p)
		}
	}
	for _, h := range spec.Hexes {
		if !s.Board.Map.Contains(h) {
			return nil, newError("combat.hex-off-map", "%s is not on the map", h)
		}
		units := s.UnitsAt(h)
		if len(units) == 0 {
			return nil, newError("combat.no-defender", "no unit in %s to attack", h)
		}
		for _, u := range units {
			add(u)
		}
	}
	for _, id := range spec.Defenders {
		p, ok := s.Find(id)
		if !ok {
			return nil, newError("unit.unknown", "no unit %q on the map", id)
		}
		add(p)
	}
	if len(out) == 0 {
		return nil, newError("combat.no-defender", "no unit to attack")
	}
	if !s.SplitStack {
		for _, d := range out {
			for _, o := range s.UnitsAt(d.Hex) {
				if !have[o.Counter] && s.Relations.Hostile(o.Force, firstAttackerForce(s, spec)) {
					return nil, s.errorf("combat.stack-split", "%s in %s defends with %s: all units in a hex are attacked together (the optional split-stack rule is off)", d.Counter, d.Hex, o.Counter)
				}
			}
		}
	}
	return out, nil
}

// firstAttackerForce is the force of the first attacker that is on the
// map, or "" — the side whose enemies in a hex must all be attacked.
func firstAttackerForce(s *Situation, spec CombatSpec) model.Force {
	for _, id := range spec.Attackers {
		if p, ok := s.Find(id); ok {
			return p.Force
		}
	}
	return ""
}

// groupDefense works out one hex's multiplier from its terrain, features
// and the hexsides the attackers attack across.
func (s *Situation) groupDefense(g *DefenseGroup, attackers []Placed) error {
	info, ok := s.Board.Map.Hex(g.Hex)
	if !ok {
		return newError("combat.hex-off-map", "%s is not on the map", g.Hex)
	}
	def := Defense{Terrain: info.Terrain, FortificationDestroyed: s.FortificationDestroyed(g.Hex)}
	if info.Fortified {
		def.Features = append(def.Features, "fortified")
	}
	for _, d := range g.Defenders {
		if !slices.Contains(def.Forces, d.Force) {
			def.Forces = append(def.Forces, d.Force)
		}
	}
	for _, a := range attackers {
		var across []string
		if t := s.Board.HexsideTypeBetween(a.Hex, g.Hex); t != "" {
			across = append(across, t)
		}
		def.AttackAcross = append(def.AttackAcross, across)
	}
	var err error
	if g.Factors, g.Skipped, err = DefenseFactors(s.Board.TEC, def); err != nil {
		return err
	}
	if g.Multiplier, err = CombineMultipliers(s.Board.TEC.Combine.Method, g.Factors); err != nil {
		return err
	}
	g.Modified = g.Defense * g.Multiplier
	return nil
}

// polishPair reports whether two nationalities are the Polish exile and
// the Polish communist ones.
func polishPair(a, b model.Nationality) bool {
	return (a == model.PolishExile && b == model.PolishCommunist) || (a == model.PolishCommunist && b == model.PolishExile)
}

// FortificationDestroyed reports whether a Western Allied unit has entered
// the fortified hex h (1975 6.44; Deluxe 6.4).
func (s *Situation) FortificationDestroyed(h model.Hex) bool {
	return slices.Contains(s.DestroyedForts, h)
}

// Phase records, for one turn, which units have attacked and been attacked
// in each combat phase, so that no unit attacks twice in a phase (1975
// 6.24; Deluxe 6.3) and, in the 1975 rules, no unit is attacked twice.
type Phase struct {
	Attacked map[int][]string
	Defended map[int][]string
}

func (p *Phase) attacked(id string, phase int) bool { return slices.Contains(p.Attacked[phase], id) }
func (p *Phase) defended(id string, phase int) bool { return slices.Contains(p.Defended[phase], id) }

// record notes a combat's attackers and defenders.
func (p *Phase) record(r CombatReport) {
	if p.Attacked == nil {
		p.Attacked, p.Defended = map[int][]string{}, map[int][]string{}
	}
	for _, a := range r.Attackers {
		p.Attacked[r.Phase] = append(p.Attacked[r.Phase], a.Counter)
	}
	for _, d := range r.Defenders {
		p.Defended[r.Phase] = append(p.Defended[r.Phase], d.Counter)
	}
}
