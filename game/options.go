package game

import (
	"encoding/json"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// ReplacementOption is a unit the phasing force may bring back now, the box it
// is in and the entry hexes open to it (none for a German unit shut out of
// both sides of Berlin: it may only be recorded as lost). Its JSON is the
// play API's form (replacementJSON).
type ReplacementOption struct {
	Unit  rules.Unit
	Box   string
	Hexes []model.Hex
}

// replacementJSON is a replacement option as the play API has always
// shown it, its unit in the engine's form (the counter as "id", and the
// SS flag, which other answers leave out).
type replacementJSON struct {
	Unit  rules.EngineUnit `json:"unit"`
	Box   string           `json:"box"`
	Hexes []model.Hex      `json:"hexes"`
}

// MarshalJSON writes the play API's form.
func (o ReplacementOption) MarshalJSON() ([]byte, error) {
	return json.Marshal(replacementJSON{Unit: o.Unit.Engine(), Box: o.Box, Hexes: o.Hexes})
}

// UnmarshalJSON reads the play API's form back.
func (o *ReplacementOption) UnmarshalJSON(b []byte) error {
	var w replacementJSON
	if err := json.Unmarshal(b, &w); err != nil {
		return err
	}
	*o = ReplacementOption{Unit: w.Unit.Unit(), Box: w.Box, Hexes: w.Hexes}
	return nil
}

// Replacements lists what the current phase may still bring back, in the
// order the rules let them come (the lowest attack strength first where
// the force must): nothing outside a replacement phase, on the scenario's
// first turn, or once the Turn Record Track's rate is spent. A front end
// offers these; Do referees the choice.
func (s *Session) Replacements() []ReplacementOption {
	if s.phase < 0 || s.turn == s.sc.Turns.First {
		return nil
	}
	ph := s.seq.Phases[s.phase]
	if ph.Step != Replacement || s.replaced >= s.rate(ph.Force) {
		return nil
	}
	var out []ReplacementOption
	for _, u := range rules.ReplacementChoices(ph.Force, s.inBoxes(ph.Force)) {
		b, _ := s.boxOf(u.Counter)
		out = append(out, ReplacementOption{Unit: u, Box: b.name(), Hexes: s.entry(b).Hexes})
	}
	return out
}
