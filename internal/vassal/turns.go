package vassal

import (
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// The turn counter is VASSAL's TurnTracker (build/module/turn/): a
// counter level for the game turn holding a list level whose items are
// the phases of the edition's sequence of play, in the data's order. A
// saved game sets it with the tracker's restore command, "TURN" and the
// tracker's id, then its state; VASSAL numbers trackers "TurnTracker0",
// "TurnTracker1", … in the order the module builds them, and the module
// has one.
const (
	turnTrackerID  = "TurnTracker0"
	turnCommand    = "TURN"
	turnLevelName  = "Turn"
	phaseLevelName = "Phase"
)

// phaseName is a phase id of the sequence of play in words:
// "soviet-replacement" is "Soviet Replacement".
func phaseName(id string) string { return titleWords(id) }

// turnTracker is the module's turn counter, or nil for an edition whose
// data gives no sequence of play or no turns. Its turn starts at the
// track's first turn; each scenario's saved game moves it to the
// scenario's own first turn (turnState).
func turnTracker(ed *model.Edition) *el {
	if ed.Info.Sequence == nil || len(ed.Info.Sequence.Phases) == 0 || ed.TRT == nil || len(ed.TRT.Turns) == 0 {
		return nil
	}
	names := make([]string, len(ed.Info.Sequence.Phases))
	for i, p := range ed.Info.Sequence.Phases {
		names[i] = phaseName(p)
	}
	phases := node(pkg+"turn.ListTurnLevel", "name", phaseLevelName, "property", phaseLevelName, "turnFormat", "$value$",
		"list", joinSeq(',', names...), "configList", "false", "configFirst", "false")
	turns := node(pkg+"turn.CounterTurnLevel", "name", turnLevelName, "property", turnLevelName, "turnFormat", "Turn $value$",
		"start", strconv.Itoa(ed.TRT.Turns[0].Turn), "incr", "1", "loop", "false").add(phases)
	return node(pkg+"turn.TurnTracker", "name", "Turn", "buttonText", "Turn",
		"turnFormat", "$level1$: $level2$", "reportFormat", "* <$PlayerId$> Turn updated from $oldTurn$ to $newTurn$").add(turns)
}

// turnState is the restore command of the turn counter standing at the
// first phase of game turn turn, for a sequence of phases phases, as
// TurnTracker.getState writes it: the current top level, then each top
// level's state; a counter level's is its value, its current sub-level,
// whether it loops and its limit, then its sub-levels' states; a list
// level's is its current item, its current sub-level, its first item and
// whether each item is active.
func turnState(turn, phases int) string {
	active := make([]string, phases)
	for i := range active {
		active[i] = "true"
	}
	list := joinSeq(';', "0", "0", "0", joinSeq(',', active...))
	counter := joinSeq(';', strconv.Itoa(turn), "0", "false", "-1", list)
	return joinSeq('\t', turnCommand+turnTrackerID, joinSeq('|', "0", counter))
}

// gameTurnMarker is the counter set's Game Turn marker, if it has one.
func gameTurnMarker(set []model.Counter) (*model.Counter, bool) {
	for i := range set {
		c := &set[i]
		if c.Marker != nil && c.Marker.Kind == model.GameTurnMarker {
			return c, true
		}
	}
	return nil, false
}

// turnBoxName is the track's zone of game turn n.
func turnBoxName(n int) string { return "Turn " + strconv.Itoa(n) }

// isTurnCommand says whether a saved game's command sets the turn counter.
func isTurnCommand(c string) bool { return strings.HasPrefix(c, turnCommand+turnTrackerID+"\t") }
