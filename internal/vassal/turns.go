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

// sequenceOf is the sequence of play of scenario s: its own where it
// changes the edition's (the 3- and 4-player games, Collapse in the
// East, Red Star/White Star), else the edition's.
func sequenceOf(ed *model.Edition, s *model.Scenario) []string {
	if s.Sequence != nil && len(s.Sequence.Phases) > 0 {
		return s.Sequence.Phases
	}
	if ed.Info.Sequence == nil {
		return nil
	}
	return ed.Info.Sequence.Phases
}

// phaseList is the turn counter's list of phases: the edition's sequence
// of play, with every scenario's own sequence merged in, so that each
// scenario's phases are the list's items in order and a saved game
// switches off the items its scenario does not have (a ListTurnLevel's
// active flags, which its + button skips). A phase a scenario takes in
// another order is listed again where that scenario needs it (the
// 4-player game's East German phases come before the West German ones).
func phaseList(ed *model.Edition) []string {
	if ed.Info.Sequence == nil {
		return nil
	}
	list := append([]string(nil), ed.Info.Sequence.Phases...)
	for _, s := range ed.Scenarios {
		pos := 0
		for _, ph := range sequenceOf(ed, s) {
			j := indexFrom(list, pos, ph)
			if j < 0 {
				list = append(list[:pos], append([]string{ph}, list[pos:]...)...)
				j = pos
			}
			pos = j + 1
		}
	}
	return list
}

// activePhases are the items of list a scenario with sequence seq plays,
// each matched at the first place after the one before; ok is false when
// seq is not in list in order.
func activePhases(list, seq []string) (active []bool, ok bool) {
	active = make([]bool, len(list))
	pos := 0
	for _, ph := range seq {
		j := indexFrom(list, pos, ph)
		if j < 0 {
			return nil, false
		}
		active[j] = true
		pos = j + 1
	}
	return active, len(seq) > 0
}

func indexFrom(list []string, from int, v string) int {
	for j := from; j < len(list); j++ {
		if list[j] == v {
			return j
		}
	}
	return -1
}

// turnTracker is the module's turn counter, or nil for an edition whose
// data gives no sequence of play or no turns. Its turn starts at the
// track's first turn; each scenario's saved game moves it to the
// scenario's own first turn and keeps only the scenario's phases
// (turnState). Without a saved game (the blank map) every listed phase is
// on; configList lets players switch phases off in VASSAL.
func turnTracker(ed *model.Edition) *el {
	list := phaseList(ed)
	if len(list) == 0 || ed.TRT == nil || len(ed.TRT.Turns) == 0 {
		return nil
	}
	names := make([]string, len(list))
	for i, p := range list {
		names[i] = phaseName(p)
	}
	phases := node(pkg+"turn.ListTurnLevel", "name", phaseLevelName, "property", phaseLevelName, "turnFormat", "$value$",
		"list", JoinSeq(',', names...), "configList", "true", "configFirst", "false")
	turns := node(pkg+"turn.CounterTurnLevel", "name", turnLevelName, "property", turnLevelName, "turnFormat", "Turn $value$",
		"start", strconv.Itoa(ed.TRT.Turns[0].Turn), "incr", "1", "loop", "false").add(phases)
	// At every change of phase the tracker fires the main map's "Clear
	// moved" key (TurnGlobalHotkey, build/module/turn/TurnGlobalHotkey.java:
	// no match expression, so on every change), which clears every moved
	// flag on that map.
	clear := node(pkg+"turn.TurnGlobalHotkey", "name", "Clear the moved flags", "hotkey", clearMovedKey, "match", "", "reportFormat", "")
	return node(pkg+"turn.TurnTracker", "name", "Turn", "buttonText", "Turn",
		"turnFormat", "$level1$: $level2$", "reportFormat", "* <$PlayerId$> Turn updated from $oldTurn$ to $newTurn$").add(turns, clear)
}

// turnState is the restore command of the turn counter standing at the
// first active phase of game turn turn, as TurnTracker.getState writes
// it: the current top level, then each top level's state; a counter
// level's is its value, its current sub-level, whether it loops and its
// limit, then its sub-levels' states; a list level's is its current
// item, its current sub-level, its first item and whether each item is
// active.
func turnState(turn int, active []bool) string {
	flags := make([]string, len(active))
	current := -1
	for i, a := range active {
		flags[i] = strconv.FormatBool(a)
		if a && current < 0 {
			current = i
		}
	}
	list := JoinSeq(';', strconv.Itoa(max(current, 0)), "0", "0", JoinSeq(',', flags...))
	counter := JoinSeq(';', strconv.Itoa(turn), "0", "false", "-1", list)
	return JoinSeq('\t', turnCommand+turnTrackerID, JoinSeq('|', "0", counter))
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
