package intake

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/words"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

// MoveList is a list of moves to make in a scenario of an edition folder
// on disk: read from Stdin when Name is "-", else the one move Args give
// (a command line's words).
type MoveList struct {
	Name  string
	Stdin io.Reader
	Args  []string
	// Base, Shown and Edition are as a SetupCSV's: the editions, the folder
	// of --data ("" for the bundled ones) and the edition.
	Base    fs.FS
	Shown   string
	Edition string
	// Into is the edition folder (made from the edition when missing, as
	// new scenario makes it) and, in Into.Scenario, the scenario moved.
	Into Into
}

// ArgsInput names the moves given as a command's words in its report.
const ArgsInput = "arguments"

// input names the list in the report.
func (q MoveList) input() string {
	if q.Name == "-" {
		return "-"
	}
	return ArgsInput
}

// Moves makes a list of moves in a scenario, as the editor makes them
// (explain.MoveCounter; explain.EditTerms to set a unit aside), and
// checks the scenario that comes of them as import csv checks its: the
// result's one file is the scenario's, every problem placed at the line
// and column of the move it comes from, and Result.Write writes it into
// the edition folder. A moved or new placement cites the author unless
// it is where the scenario as loaded has it. A move that names no unit,
// hex or zone of the edition is a problem of its line; the other moves
// are still made and checked, so one run shows every problem. The error
// is a request that cannot be done (no such folder, edition or scenario).
func Moves(v *validate.Validator, q MoveList) (*Result, error) {
	s := SetupCSV{Name: q.input(), Base: q.Base, Shown: q.Shown, Edition: q.Edition, Into: q.Into}
	r := &Result{Input: q.input(), moves: true}
	made, err := s.into()
	if err != nil {
		return r, err
	}
	r.Edition, r.scenario, r.dir = s.Ed.Info.ID, s.Scenario.ID, s.Into.Dir
	var moves []Move
	if q.Name == "-" {
		var problems []diag.Diagnostic
		moves, problems, err = ReadMoves(q.Stdin)
		if stop, err := r.refusal(err); stop || err != nil {
			return r, err
		}
		r.add(problems...)
	} else {
		m, ok, d := ParseMove(strings.Join(q.Args, " "), 1)
		switch {
		case d != nil:
			r.add(*d)
		case ok:
			moves = []Move{m}
		}
	}
	sc, loc, summary := makeMoves(s.Ed, s.Scenario, moves, r)
	data, err := model.Encode(sc)
	if err != nil {
		return r, err
	}
	file, _ := s.Ed.ScenarioFile(sc.ID)
	r.Files, r.FromInput, r.summary, r.counts = map[string][]byte{file: data}, []string{file}, summary.String(), &summary
	if v, err = validatorOr(v); err != nil {
		return r, err
	}
	ds, valid := Check(v, Changes{Base: s.Base, Edition: s.Edition, Scenario: sc.ID, Files: r.Files, Locator: loc, Shown: filepath.ToSlash(s.Into.Dir)})
	if unfinished(ds, whereAll(s.Ed, s.Scenario)) {
		valid = diag.Count(ds, diag.Error) == 0
	}
	for k, b := range made {
		if _, ok := r.Files[k]; !ok {
			r.Files[k] = b // the rest of a folder made as a copy
		}
	}
	r.Problems, r.Valid = append(r.Problems, besides(ds, r.Problems)...), valid && r.Errors() == 0
	// in the order of the input's lines, as the author reads them
	diag.Sort(r.Problems)
	return r, nil
}

// makeMoves makes the moves in order over scenario s, each refusal a
// problem of its line added to r, and says what they came to.
func makeMoves(ed *model.Edition, s *model.Scenario, moves []Move, r *Result) (*model.Scenario, *moveLocator, MoveCounts) {
	loc := &moveLocator{at: map[string]diag.Place{}}
	out := s
	var order []string
	for _, m := range moves {
		next, err := makeMove(ed, out, m)
		if err != nil {
			d := diag.Diagnostic{Severity: diag.Error, Code: "move.value", Message: err.Error(), Place: m.PlaceAt}
			var refused *diag.Diagnostic
			if errors.As(err, &refused) && refused.Code == "edit.counter-unknown" {
				d.Place = m.CounterAt
			}
			r.add(d)
			continue
		}
		out = next
		loc.at[m.Counter] = m.PlaceAt
		if !slices.Contains(order, m.Counter) {
			order = append(order, m.Counter)
		}
	}
	loc.s = out
	return out, loc, moveSummary(ed, s, out, order)
}

// makeMove makes one move over s.
func makeMove(ed *model.Edition, s *model.Scenario, m Move) (*model.Scenario, error) {
	aside := slices.ContainsFunc(s.SetAside, func(a model.SetAside) bool { return a.Counter == m.Counter })
	switch {
	case m.Aside:
		return explain.EditTerms(ed, s, explain.TermsEdit{SetAside: &explain.SetAsideEdit{Counter: m.Counter, Reason: m.Reason}})
	case m.Remove && aside:
		return explain.EditTerms(ed, s, explain.TermsEdit{SetAside: &explain.SetAsideEdit{Counter: m.Counter, Remove: true}})
	}
	return explain.MoveCounter(ed, s, m.Counter, m.To)
}

// moveLocator places a problem of the moved scenario at the move of the
// unit it is about: the unit of the placement or set-aside entry its
// pointer names, else the first unit it names that a move put there.
type moveLocator struct {
	s  *model.Scenario
	at map[string]diag.Place // counter → its last move's place
}

func (l *moveLocator) Locate(d diag.Diagnostic) (diag.Place, bool) {
	var i int
	for _, list := range []string{"/setup/", "/setAside/"} {
		rest, ok := strings.CutPrefix(d.Pointer, list)
		if !ok {
			continue
		}
		if _, err := fmt.Sscanf(rest, "%d", &i); err != nil {
			break
		}
		var counter string
		switch {
		case list == "/setup/" && i < len(l.s.Setup):
			counter = l.s.Setup[i].Counter
		case list == "/setAside/" && i < len(l.s.SetAside):
			counter = l.s.SetAside[i].Counter
		}
		if at, ok := l.at[counter]; ok {
			return at, true
		}
	}
	for _, c := range slices.Backward(d.Counters) {
		if at, ok := l.at[c]; ok {
			return at, true
		}
	}
	return diag.Place{}, false
}

// MoveCounts says what a list of moves did to the units it names, each
// counted once, by where it started and where it ends.
type MoveCounts struct {
	Units     int `json:"units"`
	Moved     int `json:"moved"`
	Placed    int `json:"placed"`
	Removed   int `json:"removed"`
	SetAside  int `json:"setAside"`
	Unchanged int `json:"unchanged"`
}

// String is the counts as the report's text says them: "2 units: 1
// moved, 0 placed, 0 removed, 1 set aside, 0 unchanged".
func (m MoveCounts) String() string {
	return fmt.Sprintf("%d %s: %d moved, %d placed, %d removed, %d set aside, %d unchanged",
		m.Units, words.Plural(m.Units, "unit", "units"), m.Moved, m.Placed, m.Removed, m.SetAside, m.Unchanged)
}

// moveSummary counts what the moves did to the units they name, in the
// order they first name them.
func moveSummary(ed *model.Edition, before, after *model.Scenario, order []string) MoveCounts {
	was, now := whereAll(ed, before), whereAll(ed, after)
	m := MoveCounts{Units: len(order)}
	for _, c := range order {
		b, a := was[c], now[c]
		switch {
		case a == b:
			m.Unchanged++
		case strings.HasPrefix(a, "aside:"):
			m.SetAside++
		case a == "":
			m.Removed++
		case b == "" || strings.HasPrefix(b, "aside:"):
			m.Placed++
		default:
			m.Moved++
		}
	}
	return m
}

// whereAll is where each unit of a scenario starts, as one comparable
// word: its place, "aside:" and its reason, or nothing.
func whereAll(ed *model.Edition, s *model.Scenario) map[string]string {
	out := map[string]string{}
	setup := s.Setup
	if s.SetupFrom != "" && ed.Counters != nil {
		if eff, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters); err == nil {
			setup = eff
		}
	}
	for _, p := range setup {
		out[p.Counter] = p.Where()
	}
	for _, a := range s.SetAside {
		out[a.Counter] = "aside:" + a.Reason
	}
	return out
}

// unfinished lets a scenario being placed unit by unit be written: units
// that no move took off the setup and that were not placed before (the
// empty setup new scenario makes) are still to be placed, which the
// moves did not break. Their setup.counter-missing error becomes a
// warning, and unfinished reports whether one did.
func unfinished(ds []diag.Diagnostic, was map[string]string) bool {
	found := false
	for i, d := range ds {
		if d.Code != "setup.counter-missing" || d.Severity != diag.Error || len(d.Counters) == 0 {
			continue
		}
		if slices.ContainsFunc(d.Counters, func(c string) bool { return was[c] != "" }) {
			continue // a move took a placed unit off the setup
		}
		ds[i].Severity = diag.Warning
		ds[i].Message += " (still to be placed, as before these moves)"
		found = true
	}
	return found
}
