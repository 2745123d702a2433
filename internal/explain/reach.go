package explain

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Reach is every hex a unit can move to from the starting position in one
// Movement Phase, with its cost.
type Reach struct {
	Edition   string       `json:"edition"`
	Scenario  string       `json:"scenario"`
	Counter   string       `json:"unit"`
	Stats     string       `json:"stats"`
	Force     string       `json:"force"`
	From      model.Hex    `json:"from"`
	Allowance int          `json:"allowance"`
	Hexes     []ReachEntry `json:"hexes"`
	Exits     []model.Hex  `json:"exits"`
	// Fixed says why the unit may not move at all (a capital's garrison).
	Fixed *rules.Consequence `json:"fixed,omitempty"`
	// MustReturn says what a unit a retreat left across a border must do.
	MustReturn *rules.Consequence `json:"mustReturn,omitempty"`
	// Attacks are the enemy-held hexes next to the unit it may attack from
	// where it stands (none across a blocked or lake hexside, 1975 9.0):
	// the attack candidates a front end offers.
	Attacks []model.Hex `json:"attacks"`
}

// ReachEntry is one hex the unit reaches.
type ReachEntry struct {
	Hex      model.Hex `json:"hex"`
	Cost     int       `json:"cost"`
	EnemyZOC bool      `json:"enemyZOC"`
	CanEnd   bool      `json:"canEnd"`
	Why      string    `json:"why,omitempty"`
	Returns  bool      `json:"returns,omitempty"`
	// Overstacked: on a game's position, the hex is over the stacking
	// limit with the unit in it; it may stop there if the hex is back
	// within the limit when the movement phase ends.
	Overstacked bool `json:"overstacked,omitempty"`
	// Path is the cheapest legal path to the hex, the hexes entered in
	// order (with StartingPosition.Paths only): the move the engine takes.
	Path []model.Hex `json:"path,omitempty"`
}

// MaxAllowance bounds a movement allowance asked for: no unit of the game
// moves more than 8, and triple movement makes 24.
const MaxAllowance = 100

// ReachOf works out where the unit with id (any case) can move; allowance
// 0 means its printed movement allowance.
func (p *StartingPosition) ReachOf(id string, allowance int) (Reach, error) {
	if allowance < 0 || allowance > MaxAllowance {
		return Reach{}, requestError("reach.allowance-range", "a movement allowance of %d: want 0 to %d", allowance, MaxAllowance)
	}
	u, err := p.Unit(id)
	if err != nil {
		return Reach{}, err
	}
	reach := p.Situation.Reach
	if p.Game {
		// A game checks stacking when the movement phase ends.
		reach = p.Situation.ReachUnstacked
	}
	// The game's allowance, not the printed one, unless one was asked
	// for; 0 is a replacement stopped in an enemy zone of control, which
	// stays where it stands.
	stuck := false
	if mp, ok := p.gameAllowance(u.Counter); ok && allowance == 0 {
		allowance, stuck = max(mp, 1), mp == 0
	}
	res, err := reach(u.Counter, allowance)
	if err != nil {
		return Reach{}, err
	}
	if stuck {
		res.Allowance, res.Exits = 0, nil
		res.Hexes = slices.DeleteFunc(res.Hexes, func(h rules.Reachable) bool { return h.Cost > 0 })
	}
	rep := Reach{Edition: p.Edition.Info.ID, Scenario: p.Scenario.ID, Counter: u.Counter, Stats: u.Stats(), Force: string(u.Force),
		From: u.Hex, Allowance: res.Allowance, Hexes: []ReachEntry{}, Exits: []model.Hex{}, Fixed: res.Fixed, MustReturn: res.MustReturn}
	for _, h := range res.Hexes {
		e := ReachEntry{Hex: h.Hex, Cost: h.Cost, EnemyZOC: h.EnemyZOC, CanEnd: h.CanEnd, Why: h.Why, Returns: h.Returns, Overstacked: h.Overstacked}
		if p.Paths {
			e.Path = h.Path
		}
		rep.Hexes = append(rep.Hexes, e)
	}
	rep.Exits = append(rep.Exits, res.Exits...)
	rep.Attacks = p.Situation.AttackTargets(u.Counter)
	return rep, nil
}

// gameAllowance is the movement points a game's position gives the unit,
// ok false for a position that is not a game's.
func (p *StartingPosition) gameAllowance(id string) (int, bool) {
	if p.Allowance == nil {
		return 0, false
	}
	return p.Allowance(id)
}
