package explain

import (
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// Combat is one combat from a scenario's position, worked out step by
// step as the rulebooks' examples do.
type Combat struct {
	Edition         string         `json:"edition"`
	Scenario        string         `json:"scenario"`
	Hex             string         `json:"hex"`
	Attackers       []CombatUnit   `json:"attackers"`
	Defenders       []CombatUnit   `json:"defenders"`
	Attack          int            `json:"attack"`
	Defense         int            `json:"defense"`
	Factors         []Factor       `json:"factors"`
	NotApplying     []CombatReason `json:"notApplying"`
	Multiplier      int            `json:"multiplier"`
	CombineRule     string         `json:"combineRule,omitempty"`
	ModifiedDefense int            `json:"modifiedDefense"`
	Ratio           string         `json:"ratio"`
	Column          string         `json:"column"`
	Die             int            `json:"die,omitempty"`
	Result          *DieEntry      `json:"result,omitempty"`
	ExchangeChoices [][]string     `json:"exchangeChoices,omitempty"`
}

// CombatUnit is an attacker or a defender.
type CombatUnit struct {
	ID      string      `json:"id"`
	Stats   string      `json:"stats"`
	Attack  int         `json:"attack"`
	Defense int         `json:"defense"`
	Force   model.Force `json:"force"`
	Hex     string      `json:"hex"`
	// Across is the hexside type the attacker attacks across, if any.
	Across string `json:"across,omitempty"`
}

// CombatReason is a multiplier present that does not apply, and why.
type CombatReason struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// CombatRequest names the attackers (counter ids, any case), the hex
// attacked and the die roll (0 to stop at the odds).
type CombatRequest struct {
	Attackers []string
	Defender  model.Hex
	Die       int
}

// CombatOf works out an attack in the position.
func (p *StartingPosition) CombatOf(q CombatRequest) (Combat, error) {
	ids := make([]string, len(q.Attackers))
	for i, id := range q.Attackers {
		u, err := p.Unit(id)
		if err != nil {
			return Combat{}, err
		}
		ids[i] = u.ID
	}
	if q.Die != 0 && (q.Die < 1 || q.Die > p.Edition.CRT.Die.Sides) {
		return Combat{}, requestError("odds.die-range", "die roll %d: the die has %d sides", q.Die, p.Edition.CRT.Die.Sides)
	}
	sit := p.Situation
	r, err := sit.Combat(p.Edition.CRT, ids, q.Defender, q.Die)
	if err != nil {
		return Combat{}, err
	}
	ed := p.Edition
	rep := Combat{Edition: ed.Info.ID, Scenario: p.Scenario.ID, Hex: r.Hex.String(), Attack: r.Attack, Defense: r.Defense,
		Factors: factorsOf(r.Factors), NotApplying: []CombatReason{}, Multiplier: r.Multiplier, ModifiedDefense: r.ModifiedDefense,
		Ratio: r.Odds.Ratio(), Column: r.Odds.Column.ID, Die: r.Die, ExchangeChoices: r.ExchangeChoices}
	for i := range rep.Factors {
		rep.Factors[i].Rule = Cite(ed.Info.ID, rep.Factors[i].Rule)
	}
	if len(rep.Factors) > 1 {
		rep.CombineRule = Cite(ed.Info.ID, ed.TEC.Combine.Rule)
	}
	for _, u := range r.Attackers {
		rep.Attackers = append(rep.Attackers, CombatUnit{ID: u.ID, Stats: u.Stats(), Attack: u.Attack, Defense: u.Defense, Force: u.Force,
			Hex: u.Hex.String(), Across: sit.Board.HexsideTypeBetween(u.Hex, r.Hex)})
	}
	for _, u := range r.Defenders {
		rep.Defenders = append(rep.Defenders, CombatUnit{ID: u.ID, Stats: u.Stats(), Attack: u.Attack, Defense: u.Defense, Force: u.Force, Hex: u.Hex.String()})
	}
	for _, s := range r.Skipped {
		rep.NotApplying = append(rep.NotApplying, CombatReason{ID: s.ID, Reason: s.Reason})
	}
	if r.Die > 0 {
		d := dieEntry(r.Die, r.Result)
		rep.Result = &d
	}
	return rep, nil
}

// Cite names a rule of the edition: "1994 6.4". A rule the data already
// ties to another edition, like the 1994 chart's "9.0 (1975)", is shown as
// it stands.
func Cite(edition, rule string) string {
	if rule == "" || strings.Contains(rule, "(") {
		return rule
	}
	return edition + " " + rule
}
