package game

import (
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// State is where a game stands: the turn and phase, the phasing force, and
// every unit's hex or box.
type State struct {
	Edition  string      `json:"edition"`
	Scenario string      `json:"scenario"`
	Turn     int         `json:"turn"`
	Phase    string      `json:"phase"`
	Phasing  model.Force `json:"phasing"`
	// Player is the player who runs the phasing force (the scenario's
	// control: in the two-player games the Soviet player runs the West
	// Germans).
	Player model.Player `json:"player,omitempty"`
	// Replaced is how many units the current replacement phase has brought
	// back, of the Turn Record Track's Rate for the turn.
	Replaced int `json:"replaced,omitempty"`
	Rate     int `json:"rate,omitempty"`
	// Markers are the Offensive Supply markers on the map (Deluxe 18.1),
	// and DestroyedForts the fortified lines Western Allied units have
	// destroyed (1975 6.44; Deluxe 6.4).
	Markers        []rules.SupplyMarker `json:"markers,omitempty"`
	DestroyedForts []model.Hex          `json:"destroyedForts,omitempty"`
	// Actions is how many actions of the record have been applied.
	Actions int      `json:"actions"`
	Units   []UnitAt `json:"units"`
	// VictoryPoints are each player's points now, by the force he scores
	// for (1975 12.1; Deluxe 11.0); Verdict, once the game is over, who
	// won and why.
	VictoryPoints map[model.Force]int `json:"victoryPoints"`
	Verdict       *Verdict            `json:"verdict,omitempty"`
}

// UnitAt is one unit and where it is: a hex of the map, or a box or zone:
// a scenario's start box or zone, or one of the boxes of units off the
// map (boxes.go).
type UnitAt struct {
	Counter string      `json:"id"`
	Force   model.Force `json:"force"`
	// Hex is zero when the unit is in a box or zone.
	Hex model.Hex `json:"hex,omitzero"`
	Box string    `json:"box,omitempty"`
}

// OnMap reports whether the unit stands in a hex of the map.
func (u UnitAt) OnMap() bool { return u.Hex != (model.Hex{}) }

// State is where the game stands now.
func (s *Session) State() State {
	st := State{Edition: s.ed.Info.ID, Scenario: s.sc.ID, Turn: s.turn, Actions: s.applied}
	if s.phase >= 0 {
		p := s.seq.Phases[s.phase]
		st.Phase, st.Phasing = p.ID, p.Force
		st.Player, _ = s.sc.PlayerOf(p.Force)
		if p.Step == Replacement && s.turn != s.sc.Turns.First {
			st.Replaced, st.Rate = s.replaced, s.rate(p.Force)
		}
	}
	st.Markers = slices.Clone(s.sit.Supply)
	st.DestroyedForts = slices.Clone(s.sit.DestroyedForts)
	model.SortHexes(st.DestroyedForts)
	for _, u := range s.sit.Units {
		st.Units = append(st.Units, UnitAt{Counter: u.Counter, Force: u.Force, Hex: u.Hex})
	}
	for _, p := range s.offMap {
		box := p.Box
		if box == "" {
			box = p.Zone
		}
		st.Units = append(st.Units, UnitAt{Counter: p.Unit.Counter, Force: p.Unit.Force, Box: box})
	}
	st.VictoryPoints, st.Verdict = s.VictoryPoints(), s.end.verdict
	for _, u := range s.end.removed {
		st.Units = append(st.Units, UnitAt{Counter: u.Counter, Force: u.Force, Box: Removed})
	}
	for _, b := range s.destroyed {
		st.Units = append(st.Units, UnitAt{Counter: b.Counter, Force: b.Force, Box: b.name()})
	}
	for _, u := range s.exits.gone {
		st.Units = append(st.Units, UnitAt{Counter: u.Counter, Force: u.Force, Box: OutOfPlay})
	}
	slices.SortFunc(st.Units, func(a, b UnitAt) int { return strings.Compare(a.Counter, b.Counter) })
	return st
}

// Line sums the state up in one line: "turn 1, soviet-combat (soviet
// phasing), 3 actions applied; 120 units on the map, 2 destroyed".
func (s State) Line() string {
	on, destroyed, out := 0, 0, 0
	for _, u := range s.Units {
		switch {
		case u.OnMap():
			on++
		case u.Box == OutOfGame || strings.HasPrefix(u.Box, Destroyed+"-"):
			destroyed++
		case u.Box == OutOfPlay:
			out++
		}
	}
	phase := "before the first phase"
	if s.Phase != "" {
		phase = fmt.Sprintf("%s (%s phasing)", s.Phase, s.Phasing)
	}
	actions := "actions"
	if s.Actions == 1 {
		actions = "action"
	}
	line := fmt.Sprintf("turn %d, %s, %d %s applied; %d units on the map, %d destroyed", s.Turn, phase, s.Actions, actions, on, destroyed)
	if out > 0 {
		line += fmt.Sprintf(", %d out of play", out)
	}
	if s.Verdict != nil {
		line += "; game over: " + s.Verdict.Reason
	}
	return line
}
