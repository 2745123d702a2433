package area

import "github.com/bfgdata/bfgdata/model"

// Scenario is a scenario of an area edition: its turns, the counters
// placed in each zone and the reinforcements.
type Scenario struct {
	Schema         string          `json:"$schema"`
	ID             string          `json:"id"`
	Name           string          `json:"name"`
	Edition        string          `json:"edition"`
	Sources        model.Sources   `json:"sources"`
	Turns          Turns           `json:"turns"`
	Setup          []Placement     `json:"setup"`
	Reinforcements []Reinforcement `json:"reinforcements,omitempty"`
	Notes          []model.Note    `json:"notes,omitempty"`
}

// Turns are the scenario's first and last game turns.
type Turns struct {
	First int    `json:"first"`
	Last  int    `json:"last"`
	Src   string `json:"src"`
	Line  int    `json:"line,omitempty"`
}

// Placement is the counters set up in one zone.
type Placement struct {
	Zone     string   `json:"zone"`
	Counters []string `json:"counters"`
	Src      string   `json:"src"`
	Line     int      `json:"line,omitempty"`
}

// Reinforcement is counters that arrive during the game, and where.
type Reinforcement struct {
	Counters []string `json:"counters"`
	Arrive   Arrival  `json:"arrive"`
	Rule     string   `json:"rule,omitempty"`
	Src      string   `json:"src"`
	Line     int      `json:"line,omitempty"`
}

// Arrival is where reinforcements enter: a zone, a supply zone of a force
// (on a map edge when Edge is given), or any zone on a map edge.
type Arrival struct {
	Zone     string `json:"zone,omitempty"`
	SupplyOf string `json:"supplyOf,omitempty"`
	Edge     string `json:"edge,omitempty"`
}

// Placed is the zone each counter of the setup starts in.
func (s *Scenario) Placed() map[string]string {
	at := map[string]string{}
	for _, p := range s.Setup {
		for _, c := range p.Counters {
			at[c] = p.Zone
		}
	}
	return at
}
