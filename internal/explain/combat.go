package explain

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Combat is one combat from a position, worked out step by step as the
// rulebooks' examples do, and with Outcome what applying its result did.
type Combat struct {
	Edition   string       `json:"edition"`
	Scenario  string       `json:"scenario"`
	Hex       model.Hex    `json:"hex"`
	Phase     int          `json:"phase,omitempty"`
	Attackers []CombatUnit `json:"attackers"`
	Defenders []CombatUnit `json:"defenders"`
	Attack    int          `json:"attack"`
	Defense   int          `json:"defense"`
	// Groups are the hexes attacked, each with its terrain, when more than
	// one hex is attacked at once (1975 6.33; Deluxe 6.3).
	Groups          []CombatGroup  `json:"groups,omitempty"`
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
	// MayAdvance are, with the die known, the units the result may let
	// advance and the hexes each may enter if the combat empties them
	// (rules.AdvanceCandidates): a front end offers only these.
	MayAdvance []rules.AdvanceCandidate `json:"mayAdvance,omitempty"`
	Outcome    *CombatOutcome           `json:"outcome,omitempty"`
	Note       string                   `json:"note,omitempty"`
}

// CombatGroup is one hex of a multi-hex attack.
type CombatGroup struct {
	Hex         model.Hex      `json:"hex"`
	Defense     int            `json:"defense"`
	Factors     []Factor       `json:"factors"`
	NotApplying []CombatReason `json:"notApplying"`
	Multiplier  int            `json:"multiplier"`
	Modified    int            `json:"modified"`
}

// CombatReason is a multiplier present that does not apply, and why.
type CombatReason struct {
	ID     string `json:"id"`
	Reason string `json:"reason"`
}

// CombatOutcome is what applying a result did.
type CombatOutcome struct {
	Eliminated     []string            `json:"eliminated"`
	Lost           []string            `json:"lost,omitempty"`
	Retreats       []rules.RetreatMove `json:"retreats,omitempty"`
	Vacated        []model.Hex         `json:"vacated"`
	MayAdvance     []string            `json:"mayAdvance"`
	AdvanceRule    string              `json:"advanceRule,omitempty"`
	Advanced       string              `json:"advanced,omitempty"`
	AdvancedTo     model.Hex           `json:"advancedTo,omitzero"`
	FortsDestroyed []model.Hex         `json:"fortsDestroyed,omitempty"`
}

// CombatRequest names the attackers and what they attack, the die roll (0
// to stop at the odds), and, to apply the result, the players' choices.
// Attackers and Defenders are counter ids (any case), hexes (every unit in
// it) or KIND:A-D-M@HEX; Defender is a single hex, the common case.
type CombatRequest struct {
	Attackers []string
	Defender  model.Hex
	Defenders []string
	Die       int
	Phase     int
	// Apply applies the result to the position, with the choices below.
	Apply     bool
	Lose      []string
	Retreat   map[string]string
	Advance   string
	AdvanceTo string
	Note      string
}

// CombatOf works out an attack in the position; with Apply it also applies
// the result, changing the position.
func (p *StartingPosition) CombatOf(q CombatRequest) (Combat, error) {
	attackers, attackerHexes, err := p.resolveUnits(q.Attackers)
	if err != nil {
		return Combat{}, err
	}
	for _, h := range attackerHexes {
		for _, u := range p.Situation.UnitsAt(h) {
			attackers = append(attackers, u.Counter)
		}
	}
	defenders, hexes, err := p.resolveUnits(q.Defenders)
	if err != nil {
		return Combat{}, err
	}
	if q.Defender != (model.Hex{}) {
		hexes = append([]model.Hex{q.Defender}, hexes...)
	}
	if q.Die != 0 && (q.Die < 1 || q.Die > p.Edition.CRT.Die.Sides) {
		return Combat{}, requestError("odds.die-range", "die roll %d: the die has %d sides", q.Die, p.Edition.CRT.Die.Sides)
	}
	sit := p.Situation
	r, err := sit.CombatOn(p.Edition.CRT, rules.CombatSpec{Attackers: attackers, Hexes: hexes, Defenders: defenders, Die: q.Die, Phase: q.Phase})
	if err != nil {
		return Combat{}, err
	}
	rep := p.combatReport(r)
	rep.Note = q.Note
	if !q.Apply {
		return rep, nil
	}
	c := rules.Choices{Retreat: map[string]model.Hex{}}
	if c.Lose, _, err = p.resolveUnits(q.Lose); err != nil {
		return rep, err
	}
	for who, where := range q.Retreat {
		ids, _, err := p.resolveUnits([]string{who})
		if err != nil {
			return rep, err
		}
		h, err := model.ParseHex(where)
		if err != nil {
			return rep, requestError("position.placement", "retreat of %s: %v", who, err)
		}
		for _, id := range ids {
			c.Retreat[id] = h
		}
	}
	if q.Advance != "" {
		ids, _, err := p.resolveUnits([]string{q.Advance})
		if err != nil {
			return rep, err
		}
		if len(ids) != 1 {
			return rep, requestError("advance.not-allowed", "advance: name one unit, not %q", q.Advance)
		}
		c.Advance = ids[0]
	}
	if q.AdvanceTo != "" {
		h, err := model.ParseHex(q.AdvanceTo)
		if err != nil {
			return rep, requestError("position.placement", "advance to: %v", err)
		}
		c.AdvanceTo = &h
	}
	out, err := sit.Apply(r, c)
	if err != nil {
		return rep, err
	}
	o := &CombatOutcome{Eliminated: nonNil(out.Eliminated), Lost: out.Lost, Retreats: out.Retreats, Vacated: nonNil(out.Vacated),
		MayAdvance: nonNil(out.MayAdvance), AdvanceRule: out.AdvanceRule, FortsDestroyed: out.FortsDestroyed}
	if out.Advanced != nil {
		o.Advanced, o.AdvancedTo = out.Advanced.Unit, out.Advanced.To
	}
	if len(o.FortsDestroyed) == 0 {
		o.FortsDestroyed = nil
	}
	rep.Outcome = o
	return rep, nil
}

// combatReport turns the engine's report into the explained one.
func (p *StartingPosition) combatReport(r rules.CombatReport) Combat {
	ed := p.Edition
	sit := p.Situation
	rep := Combat{Edition: ed.Info.ID, Scenario: p.Scenario.ID, Hex: r.Hex, Attack: r.Attack, Defense: r.Defense,
		Factors: factorsOf(r.Factors), NotApplying: reasonsOf(r.Skipped), Multiplier: r.Multiplier, ModifiedDefense: r.ModifiedDefense,
		Ratio: r.Odds.Ratio(), Column: r.Odds.Column.ID, Die: r.Die, ExchangeChoices: r.ExchangeChoices}
	if r.Phase > 1 {
		rep.Phase = r.Phase
	}
	cite := func(fs []Factor) {
		for i := range fs {
			fs[i].Rule = Cite(ed.Info.ID, fs[i].Rule)
		}
	}
	cite(rep.Factors)
	if len(rep.Factors) > 1 {
		rep.CombineRule = Cite(ed.Info.ID, ed.TEC.Combine.Rule)
	}
	if len(r.Groups) > 1 {
		for _, g := range r.Groups {
			cg := CombatGroup{Hex: g.Hex, Defense: g.Defense, Factors: factorsOf(g.Factors), NotApplying: reasonsOf(g.Skipped), Multiplier: g.Multiplier, Modified: g.Modified}
			cite(cg.Factors)
			rep.Groups = append(rep.Groups, cg)
		}
		if rep.CombineRule == "" {
			rep.CombineRule = Cite(ed.Info.ID, ed.TEC.Combine.Rule)
		}
	}
	for _, u := range r.Attackers {
		across := ""
		for _, d := range r.Groups {
			if t := sit.Board.HexsideTypeBetween(u.Hex, d.Hex); t != "" {
				across = t
			}
		}
		rep.Attackers = append(rep.Attackers, CombatUnit{PlacedUnit: placedOf(u), Across: across})
	}
	for _, u := range r.Defenders {
		rep.Defenders = append(rep.Defenders, CombatUnit{PlacedUnit: placedOf(u)})
	}
	if r.Die > 0 {
		d := dieEntry(r.Die, r.Result)
		rep.Result = &d
		rep.MayAdvance = sit.AdvanceCandidates(r)
	}
	return rep
}

func reasonsOf(ss []rules.Skipped) []CombatReason {
	out := []CombatReason{}
	for _, s := range ss {
		out = append(out, CombatReason{ID: s.ID, Reason: s.Reason})
	}
	return out
}

// nonNil makes an empty list print as [], not null.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Playout is a position file's combats worked out in order, each on the
// position the ones before it left, and where every unit stands after.
type Playout struct {
	Edition  string       `json:"edition"`
	Scenario string       `json:"scenario"`
	Optional []string     `json:"optional,omitempty"`
	Note     string       `json:"note,omitempty"`
	Combats  []Combat     `json:"combats"`
	After    []PlacedUnit `json:"after"`
}

// Play works out the combats in order, applying each result. A combat
// that cannot be worked out stops the play with its number.
func (p *StartingPosition) Play(steps []CombatStep, note string) (Playout, error) {
	out := Playout{Edition: p.Edition.Info.ID, Scenario: p.Scenario.ID, Optional: p.optional(), Note: note, Combats: []Combat{}}
	for i, st := range steps {
		c, err := p.CombatOf(CombatRequest{Attackers: st.Attackers, Defenders: st.Defenders, Die: st.Die, Phase: st.Phase,
			Apply: st.Die > 0, Lose: st.Lose, Retreat: st.Retreat, Advance: st.Advance, AdvanceTo: st.AdvanceTo, Note: st.Note})
		if err != nil {
			return out, wrapStep(i+1, err)
		}
		out.Combats = append(out.Combats, c)
	}
	for _, u := range p.Situation.Units {
		out.After = append(out.After, placedOf(u))
	}
	return out, nil
}

// optional lists the optional rules the position's terms switch on.
func (p *StartingPosition) optional() []string {
	var out []string
	t := p.Situation.Terms
	for _, x := range []struct {
		on bool
		id string
	}{{t.StackingGroups, rules.OptionalStackingGroups}, {t.SplitStack, rules.OptionalSplitStack}, {t.OffensiveSupply, rules.OptionalOffensiveSupply}} {
		if x.on {
			out = append(out, x.id)
		}
	}
	return out
}

// wrapStep says which combat of a file failed, keeping the error's code.
func wrapStep(n int, err error) error {
	if e, ok := err.(*diag.Diagnostic); ok {
		c := *e
		c.Message = fmt.Sprintf("combat %d: %s", n, e.Message)
		return &c
	}
	return fmt.Errorf("combat %d: %w", n, err)
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
