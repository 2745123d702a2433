package model

// Game is a game record (game.json): one game of a scenario from its
// start, turn by turn and phase by phase, with every action in the order
// it was made and every die rolled. Package game replays it.
type Game struct {
	Schema   string            `json:"$schema"`
	Edition  string            `json:"edition"`
	Scenario string            `json:"scenario"`
	Optional []string          `json:"optional,omitempty"`
	Players  map[string]string `json:"players,omitempty"`
	Turns    []GameTurn        `json:"turns"`
	Over     bool              `json:"over"`
}

// GameTurn is one game turn of a record.
type GameTurn struct {
	Turn   int         `json:"turn"`
	Phases []GamePhase `json:"phases"`
}

// GamePhase is one phase of a turn: its id in the sequence of play and
// what was done in it.
type GamePhase struct {
	Phase   string       `json:"phase"`
	Actions []GameAction `json:"actions"`
}

// GameAction is one decision. Exactly one field is set: the schema gives
// an action one key naming its kind.
type GameAction struct {
	Move   *GameMove   `json:"move,omitempty"`
	Attack *GameAttack `json:"attack,omitempty"`
}

// Kind names the action's kind, as its key in the record.
func (a GameAction) Kind() string {
	switch {
	case a.Move != nil:
		return "move"
	case a.Attack != nil:
		return "attack"
	}
	return ""
}

// GameMove moves one unit along a path: the hexes entered, in order.
type GameMove struct {
	Unit string `json:"unit"`
	Path []Hex  `json:"path"`
}

// GameAttack is one combat: the attacking units by counter id, the
// defending hexes, the die rolled, and the owners' choices the result
// needs — the same words as a position file's combats.
type GameAttack struct {
	Attackers []string       `json:"attackers"`
	Defenders []Hex          `json:"defenders"`
	Die       int            `json:"die"`
	Lose      []string       `json:"lose,omitempty"`
	Retreat   map[string]Hex `json:"retreat,omitempty"`
	Advance   string         `json:"advance,omitempty"`
	AdvanceTo Hex            `json:"advanceTo,omitzero"`
}
