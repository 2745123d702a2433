package area

import "github.com/bfgdata/bfgdata/model"

// CounterSet is the combat counters of an area edition.
type CounterSet struct {
	Schema   string        `json:"$schema"`
	Edition  string        `json:"edition"`
	Sources  model.Sources `json:"sources"`
	Counters []Counter     `json:"counters"`
	Notes    []model.Note  `json:"notes,omitempty"`
}

// Counter is one two-step counter: a full side and a reduced side, each of
// a strength the sources give or not.
type Counter struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	Name  string `json:"name,omitempty"`
	Force string `json:"force"`
	Camp  string `json:"camp"`
	// Army is the formation two counters make together (a Soviet army).
	Army  string `json:"army,omitempty"`
	Type  string `json:"type,omitempty"`
	Flag  string `json:"flag,omitempty"`
	Steps []Step `json:"steps"`
	Src   string `json:"src"`
	Line  int    `json:"line,omitempty"`
	Note  string `json:"note,omitempty"`
}

// Step is one side of a counter.
type Step struct {
	Strength *int   `json:"strength,omitempty"`
	Unknown  bool   `json:"unknown,omitempty"`
	Note     string `json:"note,omitempty"`
	Src      string `json:"src,omitempty"`
	Line     int    `json:"line,omitempty"`
}

// StrengthAt is the counter's strength on side step (0 full, 1 reduced),
// and false when the sources do not give it.
func (c Counter) StrengthAt(step int) (int, bool) {
	if step < 0 || step >= len(c.Steps) || c.Steps[step].Strength == nil {
		return 0, false
	}
	return *c.Steps[step].Strength, true
}

// Counter returns the counter with the given id.
func (cs *CounterSet) Counter(id string) (Counter, bool) {
	for _, c := range cs.Counters {
		if c.ID == id {
			return c, true
		}
	}
	return Counter{}, false
}
