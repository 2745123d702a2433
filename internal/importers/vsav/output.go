package vsav

import (
	"encoding/json"
	"fmt"
	"path/filepath"

	"github.com/bfgdata/bfgdata/importers/csvsetup"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// note says where a written position or scenario came from.
func (r *Result) note() string {
	kind := "saved game"
	if r.Log {
		kind = "log, at its end"
	}
	n := fmt.Sprintf("Read by bfgdata import vsav from the VASSAL %s %s", kind, filepath.Base(r.File))
	if r.Turn > 0 {
		n += fmt.Sprintf("; the Game Turn marker stands on turn %d", r.Turn)
	}
	return n + "."
}

// Position is the game as a position file (explain.PositionFile): the
// scenario whose terms apply and the units on hexes. The units in boxes
// are not in it: a position holds the map.
func (r *Result) Position(ed *model.Edition) ([]byte, error) {
	units := r.Placements(ed.Counters.Index())
	if units == nil {
		units = []string{}
	}
	f := explain.PositionFile{Edition: r.Edition, Scenario: r.Scenario, Units: units, Note: r.note()}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// ScenarioFile is the game as scenario s with its setup replaced: every unit
// on its hex, or in its destroyed-units box, laid over the scenario as
// import csv lays a setup over it (placements that did not move keep
// their source; moved and new ones cite the author source). It is the
// scenario file, in canonical JSON.
func (r *Result) ScenarioFile(ed *model.Edition, s *model.Scenario) ([]byte, error) {
	index := ed.Counters.Index()
	rows := make([]csvsetup.Row, 0, len(r.Units))
	for i, u := range r.Units {
		row := csvsetup.Row{Counter: u.Counter, Box: u.Box, Line: i + 1}
		if c := index[u.Counter]; c != nil && c.Force == "" {
			row.Force = u.Force
		}
		if u.Hex != "" {
			h, err := model.ParseHex(u.Hex)
			if err != nil {
				return nil, err
			}
			row.Hex = &h
		}
		rows = append(rows, row)
	}
	ns, _, _, err := csvsetup.Apply(ed, s, rows, "")
	if err != nil {
		return nil, err
	}
	return model.Encode(ns)
}
