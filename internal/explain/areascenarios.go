package explain

import (
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

// AreaScenarios lists the scenarios of an area edition as the scenario
// list shows the hex editions' ones: the forces in play are the edition's.
func AreaScenarios(ed *area.Edition) []ScenarioSummary {
	forces := make([]model.Force, 0, len(ed.Info.Forces))
	for _, f := range ed.Info.Forces {
		forces = append(forces, model.Force(f.ID))
	}
	out := make([]ScenarioSummary, 0, len(ed.Scenarios))
	for _, s := range ed.Scenarios {
		out = append(out, ScenarioSummary{Edition: ed.Info.ID, ID: s.ID, Name: s.Name, Players: len(ed.Info.Players),
			First: s.Turns.First, Last: s.Turns.Last, Forces: forces})
	}
	return out
}
