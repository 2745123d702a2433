package game

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// strandedDeadline eliminates, at the end of phase ph, the units a
// retreat left across a border whose deadline the phase is (1975 5.32,
// 5.41-5.42, 14.3; Deluxe 5.2.2, 5.3, 14.0; ambiguity 24 of the rules
// audit): a unit across the Theater Boundary, a Soviet unit in
// Yugoslavia, a German unit west of the boundary in Collapse in the East
// at the end of its own force's next movement phase; a Yugoslav unit out
// of Yugoslavia at the end of the next Soviet combat phase. "Next" is a
// phase that began after the unit was stranded.
func (s *Session) strandedDeadline(ph Phase) {
	now := s.at()
	for _, st := range s.sit.Stranded() {
		since, ok := s.end.stranded[st.Unit]
		if !ok || since >= now {
			continue
		}
		p, _ := s.sit.Find(st.Unit)
		due := false
		switch st.Consequence.Code {
		case "retreat.return-theater", "retreat.leave-yugoslavia", "retreat.return-east":
			due = ph.Step == Movement && p.Force == ph.Force
		case "retreat.return-yugoslavia":
			due = ph.Step == Combat && ph.Force == model.Soviet
		}
		if !due {
			continue
		}
		s.sit.Units = slices.DeleteFunc(s.sit.Units, func(u rules.Placed) bool { return u.Counter == st.Unit })
		s.destroy(p)
		delete(s.end.stranded, st.Unit)
		s.happen("game.stranded-eliminated", fmt.Sprintf("%s in %s: %s; the deadline has passed and it is eliminated", st.Unit, st.Hex, st.Consequence.What), st.Unit)
		s.events[len(s.events)-1].Rule = st.Consequence.Rule
	}
	s.notice()
}
