package cli

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// position is a scenario's starting position, ready for the rules engine.
type position struct {
	edition  *model.Edition
	scenario *model.Scenario
	sit      *rules.Situation
	// offMap are units placed in a zone or box rather than a hex.
	offMap []rules.SetupPlacement
}

func (a *app) startingPosition(edition, scenario string) (*position, error) {
	ed, s, err := a.editionScenario(edition, scenario)
	if err != nil {
		return nil, err
	}
	if ed.Map == nil {
		return nil, fmt.Errorf("edition %s has no map yet", edition)
	}
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return nil, err
	}
	sit, off, err := rules.ScenarioSituation(ed, s, b)
	if err != nil {
		return nil, err
	}
	return &position{edition: ed, scenario: s, sit: sit, offMap: off}, nil
}

// unit finds a unit of the position by id, ignoring case, and explains a
// miss: not in the scenario, or set up in a zone rather than a hex.
func (p *position) unit(id string) (rules.Placed, error) {
	for _, u := range p.sit.Units {
		if strings.EqualFold(u.ID, id) {
			return u, nil
		}
	}
	for _, o := range p.offMap {
		if strings.EqualFold(o.Unit.ID, id) {
			return rules.Placed{}, usagef("%s starts in zone %q, not in a hex; the owner picks its hex", o.Unit.ID, o.Zone)
		}
	}
	return rules.Placed{}, usagef("scenario %s of edition %s has no unit %q on the map (see bfgdata setup --edition %s --scenario %s)",
		p.scenario.ID, p.edition.Info.ID, id, p.edition.Info.ID, p.scenario.ID)
}
