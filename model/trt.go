package model

// TRT is the Turn Record Track (trt.json).
type TRT struct {
	Schema     string        `json:"$schema"`
	ID         string        `json:"id"`
	TurnLength string        `json:"turnLength"`
	Turns      []Turn        `json:"turns"`
	Scenarios  []ScenarioRun `json:"scenarios"`
	Sources    Sources       `json:"sources"`
	Notes      []Note        `json:"notes,omitempty"`
}

// Turn is one space of the track.
type Turn struct {
	Turn         int                   `json:"turn"`
	Start        string                `json:"start"`
	Label        string                `json:"label"`
	Replacements map[Force]Replacement `json:"replacements"`
	Src          string                `json:"src"`
}

// Replacement is how many destroyed units a force may bring back on a turn.
type Replacement struct {
	Units int    `json:"units"`
	Src   string `json:"src"`
}

// ScenarioRun is the first and last turn of a scenario.
type ScenarioRun struct {
	Scenario string `json:"scenario"`
	First    int    `json:"first"`
	Last     int    `json:"last"`
	Rule     string `json:"rule"`
	Src      string `json:"src"`
}

// Turn returns the track entry of game turn n.
func (t *TRT) Turn(n int) (Turn, bool) {
	for _, tu := range t.Turns {
		if tu.Turn == n {
			return tu, true
		}
	}
	return Turn{}, false
}

// Run returns the turns of a scenario.
func (t *TRT) Run(scenario string) (ScenarioRun, bool) {
	for _, r := range t.Scenarios {
		if r.Scenario == scenario {
			return r, true
		}
	}
	return ScenarioRun{}, false
}

// LastTurn is the highest turn on the track.
func (t *TRT) LastTurn() int {
	last := 0
	for _, tu := range t.Turns {
		last = max(last, tu.Turn)
	}
	return last
}
