package explain

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Odds is an odds calculation as the rulebooks work it: the defense
// multiplied by terrain, the ratio rounded onto a CRT column, and the
// results of the column (or of one die roll).
type Odds struct {
	Edition         string     `json:"edition"`
	CRTRule         string     `json:"crtRule"`
	Attack          int        `json:"attack"`
	Defense         int        `json:"defense"`
	Factors         []Factor   `json:"factors"`
	Multiplier      int        `json:"multiplier"`
	ModifiedDefense int        `json:"modifiedDefense"`
	Ratio           string     `json:"ratio"`
	Column          string     `json:"column"`
	Clamped         string     `json:"clamped,omitempty"`
	Die             int        `json:"die,omitempty"`
	Results         []DieEntry `json:"results"`
	// ExchangeLoss is the printed attack an Ex costs the attacker.
	ExchangeLoss int `json:"exchangeLoss"`
}

// Factor is one terrain multiplier with the rule that gives it.
type Factor struct {
	ID         string `json:"id"`
	Multiplier int    `json:"multiplier"`
	Rule       string `json:"rule,omitempty"`
}

// DieEntry is the CRT result for one die roll.
type DieEntry struct {
	Die      int          `json:"die"`
	Code     string       `json:"code"`
	Name     string       `json:"name"`
	Attacker model.Effect `json:"attacker"`
	Defender model.Effect `json:"defender"`
}

// Exchange reports whether the result is an exchange for the attacker.
func (d DieEntry) Exchange() bool { return d.Attacker == model.EffectExchange }

// OddsRequest is an odds question: strengths, the terrain that applies
// (TEC ids) or a plain multiplier (0 for none), and a die roll (0 for the
// whole column).
type OddsRequest struct {
	Attack, Defense int
	Terrain         []string
	Multiplier      int
	Die             int
}

// MaxMultiplier bounds a plain defense multiplier: the TEC's largest is a
// few times, and the bound keeps the product in range.
const MaxMultiplier = 100

// OddsOf works out an odds question on an edition's CRT and TEC.
func OddsOf(ed *model.Edition, q OddsRequest) (Odds, error) {
	rep := Odds{Edition: ed.Info.ID, CRTRule: ed.CRT.Rule, Attack: q.Attack, Defense: q.Defense, Factors: []Factor{}, ExchangeLoss: q.Defense, Multiplier: 1}
	switch {
	case len(q.Terrain) > 0:
		fs, err := rules.TerrainFactors(ed.TEC, q.Terrain)
		if err != nil {
			return Odds{}, err
		}
		rep.Factors = factorsOf(fs)
		if rep.Multiplier, err = rules.CombineMultipliers(ed.TEC.Combine.Method, fs); err != nil {
			return Odds{}, err
		}
	case q.Multiplier > MaxMultiplier:
		return Odds{}, requestError("odds.multiplier-range", "a defense multiplier of %d: want 1 to %d", q.Multiplier, MaxMultiplier)
	case q.Multiplier > 0:
		rep.Multiplier = q.Multiplier
	}
	if q.Defense < 1 || q.Defense > rules.MaxStrength || rep.Multiplier > rules.MaxStrength/q.Defense {
		return Odds{}, requestError("odds.defense-range", "a defense of %d times %d is out of range: the modified defense must be 1 to %d", q.Defense, rep.Multiplier, rules.MaxStrength)
	}
	rep.ModifiedDefense = q.Defense * rep.Multiplier
	o, err := rules.ComputeOdds(ed.CRT, q.Attack, rep.ModifiedDefense)
	if err != nil {
		return Odds{}, err
	}
	rep.Ratio, rep.Column, rep.Clamped = o.Ratio(), o.Column.ID, o.Clamped
	rep.Die = q.Die
	if q.Die != 0 {
		r, err := rules.Resolve(ed.CRT, o, q.Die)
		if err != nil {
			return Odds{}, err
		}
		rep.Results = append(rep.Results, dieEntry(q.Die, r))
		return rep, nil
	}
	column, err := rules.ColumnResults(ed.CRT, o)
	if err != nil {
		return Odds{}, err
	}
	for i, r := range column {
		rep.Results = append(rep.Results, dieEntry(i+1, r))
	}
	return rep, nil
}

func dieEntry(d int, r model.CRTResult) DieEntry {
	return DieEntry{Die: d, Code: r.Code, Name: r.Name, Attacker: r.Attacker, Defender: r.Defender}
}

func factorsOf(fs []rules.Factor) []Factor {
	out := make([]Factor, 0, len(fs))
	for _, f := range fs {
		out = append(out, Factor{ID: f.ID, Multiplier: f.Multiplier, Rule: f.Rule})
	}
	return out
}
