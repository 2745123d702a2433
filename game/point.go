package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Point is a moment of a recorded game, as `--at` names it: the end of
// the record (the zero Point, or "end"), after the Nth action ("N"), the
// start of turn T ("T" is read as an action count, so a turn is written
// "T/"), or the start of a phase of a turn ("T/PHASE").
type Point struct {
	// Action counts the actions applied, from 1; 0 with set and no turn
	// is the scenario's start, before any action.
	Action int
	Turn   int
	Phase  string
	set    bool
}

// ParsePoint reads a point: "end", "N", "T/" or "T/PHASE".
func ParsePoint(text string) (Point, error) {
	if text == "" || text == "end" {
		return Point{}, nil
	}
	turn, phase, isTurn := strings.Cut(text, "/")
	n, err := strconv.Atoi(turn)
	if err != nil || n < 0 || (isTurn && n < 1) {
		return Point{}, fmt.Errorf("%q is no point of a game: say end, N (after the Nth action, 0 for the start), T/ (the start of turn T) or T/PHASE (the start of that phase)", text)
	}
	if isTurn {
		return Point{Turn: n, Phase: phase, set: true}, nil
	}
	return Point{Action: n, set: true}, nil
}

func (p Point) String() string {
	switch {
	case !p.set:
		return "the end"
	case p.Turn > 0 && p.Phase != "":
		return fmt.Sprintf("the start of %s of turn %d", p.Phase, p.Turn)
	case p.Turn > 0:
		return fmt.Sprintf("the start of turn %d", p.Turn)
	case p.Action == 0:
		return "the start"
	}
	return fmt.Sprintf("action %d", p.Action)
}
