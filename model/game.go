package model

// Game is a game record (game.json): one game of a scenario from its
// start, turn by turn and phase by phase, with every action in the order
// it was made and every die rolled. Package game replays it.
type Game struct {
	Schema   string   `json:"$schema"`
	Edition  string   `json:"edition"`
	Scenario string   `json:"scenario"`
	Optional []string `json:"optional,omitempty"`
	// Dice says who rolls the game's dice: DiceProgram (the default when
	// left out) or DiceTable.
	Dice    string            `json:"dice,omitempty"`
	Players map[string]string `json:"players,omitempty"`
	// Setup places the units a scenario sets up in a zone rather than a
	// hex (Deluxe 8.0, Courland): the owner's pick, before turn 1.
	Setup []GamePlacement `json:"setup,omitempty"`
	// Pregame is what is decided before the first turn: the Red Star/White
	// Star opening roll (1975 15.3, Deluxe 15.2).
	Pregame []GameAction `json:"pregame,omitempty"`
	Turns   []GameTurn   `json:"turns"`
	Over    bool         `json:"over"`
}

// The ways a game's dice are rolled (Game.Dice).
const (
	// DiceProgram: every die is rolled by the program that plays the game
	// (the play page), once, and written into the record before its
	// result is shown; a die given by hand is refused.
	DiceProgram = "program"
	// DiceTable: the players roll real dice at the table and give them;
	// the program may still roll for them.
	DiceTable = "table"
)

// DiceModes are the values of Game.Dice, the default first.
var DiceModes = []string{DiceProgram, DiceTable}

// TableDice reports whether the game is played with dice given by hand.
func (g *Game) TableDice() bool { return g.Dice == DiceTable }

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
	Move     *GameMove     `json:"move,omitempty"`
	Attack   *GameAttack   `json:"attack,omitempty"`
	Replace  *GameReplace  `json:"replace,omitempty"`
	Exit     *GameExit     `json:"exit,omitempty"`
	Evacuate *GameEvacuate `json:"evacuate,omitempty"`
	Supply   *GameSupply   `json:"supply,omitempty"`
	Roll     *GameRoll     `json:"roll,omitempty"`
	// Note says why the action was made (a computer player's reason); the
	// rules never read it.
	Note string `json:"note,omitempty"`
}

// ActionKinds are the kinds of action, as their keys in a record.
var ActionKinds = []string{"move", "attack", "replace", "exit", "evacuate", "supply", "roll"}

// Kind names the action's kind, as its key in the record; "" when none
// or more than one is set.
func (a GameAction) Kind() string {
	set := []bool{a.Move != nil, a.Attack != nil, a.Replace != nil, a.Exit != nil, a.Evacuate != nil, a.Supply != nil, a.Roll != nil}
	kind := ""
	for i, on := range set {
		if on {
			if kind != "" {
				return ""
			}
			kind = ActionKinds[i]
		}
	}
	return kind
}

// GamePlacement is a setup pick: a unit the scenario sets up in a zone,
// and the hex of the zone its owner puts it in.
type GamePlacement struct {
	Unit string `json:"unit"`
	Hex  Hex    `json:"hex"`
}

// GameReplace takes a unit out of its force's destroyed-units box and
// places it on an entry hex (1975 8.0, Deluxe 7.0). Hex is left out for a
// German replacement that is lost because the enemy holds every hex next
// to Berlin on both sides (1975 8.24, Deluxe 7.2): the record still names
// the unit, since its owner chooses among units of equal strength.
type GameReplace struct {
	Unit string `json:"unit"`
	Hex  Hex    `json:"hex,omitzero"`
}

// GameExit moves a German unit off the map through an exit hex of its
// force (1975 10.0, Deluxe 9.0): the path as for a move, its last hex the
// exit hex, and the enemy units its owner removes for it.
type GameExit struct {
	Unit   string   `json:"unit"`
	Path   []Hex    `json:"path"`
	Remove []string `json:"remove,omitempty"`
}

// GameEvacuate is a Courland evacuation by sea (Deluxe 8.0): the unit, the
// die rolled, and the port it lands in when the die lets it.
type GameEvacuate struct {
	Unit string `json:"unit"`
	Die  int    `json:"die"`
	Port Hex    `json:"port,omitzero"`
}

// GameSupply places an Offensive Supply marker (Deluxe 18.1) under a
// unit; the Western Allied player names the group it supplies.
type GameSupply struct {
	Under string `json:"under"`
	Group string `json:"group,omitempty"`
}

// GameRoll is a die rolled for a rule rather than a combat: the Red
// Star/White Star opening roll.
type GameRoll struct {
	Rule string `json:"rule"`
	Die  int    `json:"die"`
}

// GameMove moves one unit along a path: the hexes entered, in order.
type GameMove struct {
	Unit string `json:"unit"`
	Path []Hex  `json:"path"`
	// Strategic marks the three-player game's strategic move (1975
	// 16.42, Deluxe 16.3).
	Strategic bool `json:"strategic,omitempty"`
}

// GameAttack is one combat: the attacking units by counter id, the
// defending hexes, the die rolled, and the owners' choices the result
// needs — the same words as a position file's combats.
type GameAttack struct {
	Attackers []string `json:"attackers"`
	Defenders []Hex    `json:"defenders,omitempty"`
	// DefendingUnits name single defending units instead of whole hexes,
	// which only the optional split-stack rule allows (Deluxe 18.0, 6.3).
	DefendingUnits []string `json:"defendingUnits,omitempty"`
	Die            int      `json:"die"`
	Lose           []string `json:"lose,omitempty"`
	Retreat        Retreats `json:"retreat,omitzero"`
	Advance        string   `json:"advance,omitempty"`
	AdvanceTo      Hex      `json:"advanceTo,omitzero"`
}
