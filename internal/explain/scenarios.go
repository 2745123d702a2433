package explain

import "github.com/bfgdata/bfgdata/model"

// ScenarioSummary is one scenario as a list shows it.
type ScenarioSummary struct {
	Edition   string        `json:"edition"`
	ID        string        `json:"id"`
	Name      string        `json:"name"`
	Rule      string        `json:"rule"`
	Players   int           `json:"players"`
	First     int           `json:"firstTurn"`
	Last      int           `json:"lastTurn"`
	Forces    []model.Force `json:"forces"`
	SetupFrom string        `json:"setupFrom,omitempty"`
}

// Scenarios lists the scenarios of an edition in edition.json order.
func Scenarios(ed *model.Edition) []ScenarioSummary {
	out := make([]ScenarioSummary, 0, len(ed.Scenarios))
	for _, s := range ed.Scenarios {
		out = append(out, ScenarioSummary{Edition: ed.Info.ID, ID: s.ID, Name: s.Name, Rule: s.Rule, Players: s.Players,
			First: s.Turns.First, Last: s.Turns.Last, Forces: s.Forces.InPlay, SetupFrom: s.SetupFrom})
	}
	return out
}

// ScenarioList is the scenarios of one or more editions, as a list shows
// them.
type ScenarioList []ScenarioSummary

// ScenariosIn lists the scenarios of the library's editions ids, edition
// by edition.
func ScenariosIn(l *model.Library, ids []string) (ScenarioList, error) {
	rows := ScenarioList{}
	for _, id := range ids {
		ed, err := l.Load(id)
		if err != nil {
			return nil, err
		}
		rows = append(rows, Scenarios(ed)...)
	}
	return rows, nil
}
