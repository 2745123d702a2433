package validate

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
)

// checkOwnTurns checks the turns of a scenario the Turn Record Track does
// not list: an author's own (no rule number of the rulebook) or one that
// dates its own turns (turnDates). The track neither lists it nor bounds
// it, but each turn it plays past the track must be dated, each date must
// be one of its turns and dated once, and the dates must run forward.
// trackLast is the track's last turn.
func (run *editionRun) checkOwnTurns(ls loadedScenario, trackLast int) {
	s := ls.scenario
	dated := map[int]bool{}
	prev, prevTurn := "", 0
	for i, t := range s.TurnDates {
		ptr := fmt.Sprintf("/turnDates/%d", i)
		switch {
		case t.Turn < s.Turns.First || t.Turn > s.Turns.Last:
			ls.doc.add(diag.Error, "scenario.turn-dates", ptr+"/turn", fmt.Sprintf("the turn dates date turn %d, but the scenario plays turns %d-%d", t.Turn, s.Turns.First, s.Turns.Last))
		case dated[t.Turn]:
			ls.doc.add(diag.Error, "scenario.turn-dates", ptr+"/turn", fmt.Sprintf("the turn dates date turn %d twice", t.Turn))
		case prev != "" && (t.Turn < prevTurn || t.Start <= prev):
			ls.doc.add(diag.Error, "scenario.turn-dates", ptr, fmt.Sprintf("turn %d starts %s, but turn %d before it in the list starts %s: list the turns in order, each starting later", t.Turn, t.Start, prevTurn, prev))
		}
		dated[t.Turn] = true
		prev, prevTurn = t.Start, t.Turn
	}
	var undated []int
	for n := max(s.Turns.First, trackLast+1); n <= s.Turns.Last; n++ {
		if !dated[n] {
			undated = append(undated, n)
		}
	}
	if len(undated) > 0 {
		ptr, what := "/turns/last", "turn "
		if s.OwnsTurns() {
			ptr = "/turnDates"
		}
		if len(undated) > 1 {
			what = "turns "
		}
		ls.doc.add(diag.Error, "scenario.turns-off-track", ptr, fmt.Sprintf("%s%s: past the Turn Record Track (1-%d); give each turn past it its first day in the turn dates", what, turnRanges(undated), trackLast))
	}
}

// turnRanges writes ascending turns as runs: "12-95, 97".
func turnRanges(turns []int) string {
	var parts []string
	for i := 0; i < len(turns); {
		j := i
		for j+1 < len(turns) && turns[j+1] == turns[j]+1 {
			j++
		}
		switch {
		case j == i:
			parts = append(parts, strconv.Itoa(turns[i]))
		default:
			parts = append(parts, strconv.Itoa(turns[i])+"-"+strconv.Itoa(turns[j]))
		}
		i = j + 1
	}
	return strings.Join(parts, ", ")
}
