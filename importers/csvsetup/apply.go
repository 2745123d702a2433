package csvsetup

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// Summary says what Apply changed.
type Summary struct {
	Kept, Moved, Added, Removed int
	// Cited counts placements kept in place that now cite another source;
	// Aside is the set-aside list's length when the CSV gives it (-1 when
	// it does not, and the scenario's list is kept).
	Cited, Aside int
	// OwnSetup: the scenario took its setup from another and now has its
	// own.
	OwnSetup bool
	// Src is the source the added placements cite; Moves the one moved
	// placements cite ("" when they keep theirs).
	Src, Moves string

	asideChanged bool
}

// Unchanged reports whether the CSV said what the scenario already says.
func (s Summary) Unchanged() bool {
	return s.Moved == 0 && s.Added == 0 && s.Removed == 0 && s.Cited == 0 && !s.OwnSetup && !s.asideChanged
}

func (s Summary) String() string {
	if s.Unchanged() {
		return fmt.Sprintf("unchanged: the CSV places its %d units where the scenario does", s.Kept)
	}
	out := fmt.Sprintf("%d placements kept, %d moved, %d added, %d removed", s.Kept, s.Moved, s.Added, s.Removed)
	if s.Cited > 0 {
		out += fmt.Sprintf(", %d citing another source", s.Cited)
	}
	if s.asideChanged {
		unit := "units"
		if s.Aside == 1 {
			unit = "unit"
		}
		out += fmt.Sprintf("; %d %s set aside", s.Aside, unit)
	}
	if s.OwnSetup {
		out += "; the scenario took its setup from another and now has its own"
	}
	if s.Moved > 0 && s.Moves != "" {
		out += "; moved placements cite source " + s.Moves
	}
	if s.Added > 0 {
		out += "; added placements cite source " + s.Src + " where their row names none"
	}
	return out
}

// Locator maps a JSON pointer of the written scenario to the place in the
// CSV its value came from.
type Locator struct {
	at       map[string]diag.Place
	counters map[string]diag.Place
}

// Locate finds the CSV place behind a pointer of the scenario, or of the
// nearest pointer above it; a diagnostic about a counter goes to its row.
// The caller asks only about the scenario's own file.
func (l *Locator) Locate(d diag.Diagnostic) (diag.Place, bool) {
	if d.Code == "setup.force" {
		if p, ok := l.at[d.Pointer+"/force"]; ok {
			return p, true
		}
	}
	for p := d.Pointer; strings.HasPrefix(p, "/setup/") || strings.HasPrefix(p, "/setAside/"); p = p[:strings.LastIndexByte(p, '/')] {
		if at, ok := l.at[p]; ok {
			return at, true
		}
	}
	for _, c := range d.Counters {
		if at, ok := l.counters[c]; ok {
			return at, true
		}
	}
	return diag.Place{}, false
}

// Apply lays the rows over scenario s of edition ed and returns the new
// scenario; s is left as it was. A placement whose row gives the same
// place, force and values stays exactly as it is, source and all; a moved
// unit gets its new place; units the rows leave out are removed; new ones
// are appended in the rows' order. Moved and new placements cite src, or,
// when src is empty, the source their row names on purpose or else the
// author source (model.Scenario.CiteAuthor): the rulebook does not print
// them there. Rows marked set aside replace the set-aside list. A row with
// a cell that could not be read (Row.Failed) changes nothing: its unit
// stays as it was, or is not added. A scenario
// that takes its setup from another gets its own setup only when the rows
// differ from it.
func Apply(ed *model.Edition, s *model.Scenario, rows []Row, src string) (*model.Scenario, Summary, *Locator, error) {
	if ed.Counters == nil {
		return nil, Summary{}, nil, fmt.Errorf("edition %s has no counters", ed.Info.ID)
	}
	index := ed.Counters.Index()
	effective, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return nil, Summary{}, nil, err
	}
	out := *s
	sum := Summary{Src: src, Moves: src, Aside: -1}
	rows, aside := placedRows(rows)
	loc := &Locator{at: map[string]diag.Place{}, counters: map[string]diag.Place{}}
	for _, r := range rows {
		if _, ok := loc.counters[r.Counter]; !ok {
			loc.counters[r.Counter] = r.at("counter")
		}
	}
	if sum.Src == "" {
		// The rulebook does not print what the author moves or adds.
		sum.Src, sum.Moves = model.AuthorSourceID, model.AuthorSourceID
	}
	if aside != nil {
		out.SetAside, sum.Aside = setAside(aside, sum.Src, loc), len(aside)
		sum.asideChanged = !slices.Equal(out.SetAside, s.SetAside)
	}
	if s.SetupFrom != "" {
		if same(effective, rows, index) {
			sum.Kept = len(rows)
			return &out, sum, loc, nil
		}
		out.SetupFrom = ""
		out.Sources = withSources(ed, s, effective)
		sum.OwnSetup = true
	}
	base := s.Setup
	if s.SetupFrom != "" {
		base = effective
	}
	first := map[string]int{} // counter → its first row
	for i, r := range rows {
		if _, ok := first[r.Counter]; !ok {
			first[r.Counter] = i
		}
	}
	used := make([]bool, len(rows))
	out.Setup = nil
	for _, p := range base {
		i, ok := first[p.Counter]
		if !ok || used[i] {
			sum.Removed++
			continue
		}
		used[i] = true
		r := rows[i]
		np := p
		if len(r.Failed) > 0 {
			// a cell of the row could not be read (reported by Read): the
			// unit stays as it was, its row's diagnostics being that one
			loc.record(len(out.Setup), r)
			out.Setup = append(out.Setup, np)
			sum.Kept++
			continue
		}
		if !samePlace(p, r) {
			np.Hex, np.Zone, np.Box, np.Src = r.Hex, r.Zone, r.Box, src
			sum.Moved++
		} else {
			sum.Kept++
		}
		// A row's src that differs from the placement's was chosen on
		// purpose; one copied unchanged from setup --format csv was not.
		if r.Src != "" && r.Src != p.Src {
			if samePlace(p, r) {
				sum.Cited++
			}
			np.Src = r.Src
		}
		np.Force = forceOf(p.Force, r.Force, index[p.Counter])
		if r.Stats != "" && (index[p.Counter] == nil || r.Stats != index[p.Counter].Stats()) {
			np.Stats = r.Stats
		}
		loc.record(len(out.Setup), r)
		out.Setup = append(out.Setup, np)
	}
	for i, r := range rows {
		if used[i] || len(r.Failed) > 0 {
			continue // a new unit whose row could not be read is not added
		}
		c := index[r.Counter]
		np := model.Placement{Counter: r.Counter, Hex: r.Hex, Zone: r.Zone, Box: r.Box, Src: cmp.Or(r.Src, sum.Src)}
		if c == nil || c.German() || c.Force == "" {
			np.Force = r.Force
		} else if r.Force != "" && r.Force != c.Force {
			np.Force = r.Force // the validator says why it cannot be
		}
		if r.Stats != "" && (c == nil || r.Stats != c.Stats()) {
			np.Stats = r.Stats
		}
		loc.record(len(out.Setup), r)
		out.Setup = append(out.Setup, np)
		sum.Added++
	}
	switch {
	case src == "" && ed.CiteVariant(&out):
		// A variant is measured against its base, not against what an
		// earlier import left: what the CSV keeps of the base cites the
		// base's source, whatever its src column says, and what differs
		// cites the author, however many times it is imported.
		sum.Cited = recited(base, out.Setup)
	case src == "":
		out.CiteAuthor(base, s.SetAside, s.Sources)
	case src == model.AuthorSourceID && sum.Moved+sum.Added > 0:
		out.Sources = out.Sources.WithAuthor()
	}
	return &out, sum, loc, nil
}

// recited counts the placements of setup that stand where they stood in
// was but now cite another source.
func recited(was, setup []model.Placement) int {
	had := make(map[string]model.Placement, len(was))
	for _, p := range was {
		had[p.Counter] = p
	}
	n := 0
	for _, p := range setup {
		if b, ok := had[p.Counter]; ok && model.SamePlace(b, p) && b.Src != p.Src {
			n++
		}
	}
	return n
}

func (l *Locator) record(i int, r Row) {
	p := fmt.Sprintf("/setup/%d", i)
	l.at[p] = r.at("counter")
	for _, f := range []struct{ ptr, col string }{{"counter", "counter"}, {"hex", "hex"}, {"zone", "zone"}, {"box", "box"}, {"force", "force"}, {"stats", "attack"}, {"src", "counter"}} {
		l.at[p+"/"+f.ptr] = r.at(f.col)
	}
}

// forceOf is a placement's force after a row: the row's force where the
// placement names one or the counter has none (or another), else as was.
func forceOf(had, row model.Force, c *model.Counter) model.Force {
	switch {
	case row == "":
		return had
	case had != "":
		return row
	case c == nil || c.Force == "" || c.Force != row:
		return row
	}
	return had
}

func samePlace(p model.Placement, r Row) bool {
	return sameHex(p.Hex, r.Hex) && p.Zone == r.Zone && p.Box == r.Box
}

func sameHex(a, b *model.Hex) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// same reports whether rows say exactly what an effective setup says.
func same(effective []model.Placement, rows []Row, index map[string]*model.Counter) bool {
	if len(effective) != len(rows) {
		return false
	}
	byCounter := map[string]model.Placement{}
	for _, p := range effective {
		byCounter[p.Counter] = p
	}
	for _, r := range rows {
		p, ok := byCounter[r.Counter]
		if !ok || !samePlace(p, r) || r.Src != "" && r.Src != p.Src {
			return false
		}
		delete(byCounter, r.Counter)
		c := index[r.Counter]
		if f, _ := p.ForceOf(c); r.Force != "" && r.Force != f {
			return false
		}
		if r.Stats != "" && c != nil && r.Stats != c.Stats() {
			return false
		}
	}
	return len(byCounter) == 0
}

// withSources adds to a scenario's sources those its inherited placements
// cite, from the scenarios it takes them from.
func withSources(ed *model.Edition, s *model.Scenario, placements []model.Placement) model.Sources {
	out := slices.Clone(s.Sources)
	for _, p := range placements {
		if _, ok := out.Find(p.Src); ok {
			continue
		}
		for from := s; from != nil && from.SetupFrom != ""; {
			next, ok := ed.Scenario(from.SetupFrom)
			if !ok {
				break
			}
			if src, ok := next.Sources.Find(p.Src); ok {
				out = append(out, src)
				break
			}
			from = next
		}
	}
	return out
}

// placedRows parts the rows into those that place a unit and those that
// set one aside; aside is nil when the CSV has no set-aside column.
func placedRows(rows []Row) (placed, aside []Row) {
	for _, r := range rows {
		if r.hasAside() && aside == nil {
			aside = []Row{}
		}
		if r.Aside != "" && len(r.Failed) == 0 {
			aside = append(aside, r)
		} else {
			placed = append(placed, r)
		}
	}
	return placed, aside
}

// setAside is the set-aside list the rows give, each citing its row's
// source or src; a diagnostic of entry i goes to its row.
func setAside(rows []Row, src string, loc *Locator) []model.SetAside {
	var out []model.SetAside
	for i, r := range rows {
		out = append(out, model.SetAside{Counter: r.Counter, Reason: r.Aside, Src: cmp.Or(r.Src, src)})
		p := fmt.Sprintf("/setAside/%d", i)
		loc.at[p] = r.at("counter")
		loc.at[p+"/reason"] = r.at(ColAside)
		loc.at[p+"/src"] = r.at("src")
		if _, ok := loc.counters[r.Counter]; !ok {
			loc.counters[r.Counter] = r.at("counter")
		}
	}
	return out
}
