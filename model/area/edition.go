package area

import (
	"github.com/bfgdata/bfgdata/model"
)

// Info is the content of an area edition's edition.json.
type Info struct {
	Schema    string        `json:"$schema"`
	Kind      string        `json:"kind"`
	ID        string        `json:"id"`
	Title     string        `json:"title"`
	Subtitle  string        `json:"subtitle,omitempty"`
	Publisher string        `json:"publisher,omitempty"`
	Year      int           `json:"year,omitempty"`
	Designer  string        `json:"designer,omitempty"`
	Rulebook  model.Ref     `json:"rulebook"`
	Forces    []Force       `json:"forces"`
	Players   []Player      `json:"players"`
	Files     Files         `json:"files"`
	Sources   model.Sources `json:"sources"`
	Notes     []model.Note  `json:"notes,omitempty"`
}

// Force is a force of the game, run by one player. Units of one
// nationality are friends, whichever force they belong to.
type Force struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Nationality string `json:"nationality"`
	Player      string `json:"player"`
	Symbol      string `json:"symbol,omitempty"`
	Src         string `json:"src"`
	Line        int    `json:"line,omitempty"`
}

// Player is one player (a camp) of the game.
type Player struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Files are the paths of the edition's files, relative to its folder.
type Files struct {
	Zones     string   `json:"zones"`
	Counters  string   `json:"counters"`
	Scenarios []string `json:"scenarios,omitempty"`
}

// Edition is one area edition's data, loaded and decoded.
type Edition struct {
	Info      Info
	Map       *Map
	Counters  *CounterSet
	Scenarios []*Scenario
}

// Force returns the edition's force with the given id.
func (e *Edition) Force(id string) (Force, bool) {
	for _, f := range e.Info.Forces {
		if f.ID == id {
			return f, true
		}
	}
	return Force{}, false
}

// Scenario returns the edition's scenario with the given id.
func (e *Edition) Scenario(id string) (*Scenario, bool) {
	for _, s := range e.Scenarios {
		if s.ID == id {
			return s, true
		}
	}
	return nil, false
}
