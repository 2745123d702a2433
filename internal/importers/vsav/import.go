package vsav

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/vassal"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Unit is one unit of the game and where it stands: a hex of the map, or
// a box of the track (Box is its id as game records name the box, such as
// "destroyed-soviet"; BoxName the box as the module shows it).
type Unit struct {
	Counter string      `json:"counter"`
	Piece   string      `json:"piece"`
	Force   model.Force `json:"force,omitempty"`
	Hex     string      `json:"hex,omitempty"`
	Box     string      `json:"box,omitempty"`
	BoxName string      `json:"-"`
}

// Result is what a saved game or log holds, read against an edition: its
// units, in the order the game added them, with the hex or box each
// stands in; the game turn its marker shows; the rolls a log's chat
// reports; and a diagnostic for each piece that is no unit on a hex.
type Result struct {
	File     string `json:"file"`
	Edition  string `json:"edition"`
	Scenario string `json:"scenario"`
	// Log: the file holds commands played after its saved position.
	Log      bool              `json:"log"`
	Units    []Unit            `json:"units"`
	Turn     int               `json:"turn,omitempty"`
	Moves    int               `json:"moves"`
	Rolls    []Roll            `json:"rolls"`
	Problems []diag.Diagnostic `json:"problems"`
}

// Diagnostic codes of a read game.
const (
	CodeUnknownPiece = "vsav.unknown-piece"
	CodeOffHex       = "vsav.off-hex"
	CodeInBox        = "vsav.in-box"
	CodeTwice        = "vsav.counter-twice"
)

// Options say what the game is read into.
type Options struct {
	// Boxes: the output holds boxes (a scenario does, a position does
	// not), so a unit in a destroyed-units box is read there; without,
	// it is reported and left out.
	Boxes bool
}

// Import reads the game of file f (shown as name) against edition ed and
// scenario s, whose terms judge the stacks.
func Import(ed *model.Edition, s *model.Scenario, f *File, name string, opts Options) (*Result, error) {
	if ed.Map == nil || ed.Counters == nil {
		return nil, fmt.Errorf("edition %s has no map or no counters to read a game against", ed.Info.ID)
	}
	cmds, err := Commands(f.Text)
	if err != nil {
		return nil, err
	}
	t, err := Replay(cmds)
	if err != nil {
		return nil, err
	}
	layout, err := vassal.LayoutOf(ed)
	if err != nil {
		return nil, err
	}
	r := &Result{File: name, Edition: ed.Info.ID, Scenario: s.ID, Moves: t.Moves, Rolls: t.Rolls, Units: []Unit{}, Problems: []diag.Diagnostic{}}
	for _, c := range cmds {
		r.Log = r.Log || c.Logged
	}
	if r.Rolls == nil {
		r.Rolls = []Roll{}
	}
	loc := newLocator(layout)
	names := uniqueNames(ed.Counters.Counters)
	index := ed.Counters.Index()
	seen := map[string]string{} // counter → the piece that stands for it
	for _, p := range t.Pieces {
		c := counterOf(p, layout.CounterKey, index, names)
		label := pieceLabel(p, c)
		where := fmt.Sprintf("at %s %d,%d", cmpOr(p.Map, "no map"), p.X, p.Y)
		switch {
		case c == nil:
			r.problem(diag.Warning, CodeUnknownPiece, "piece %s %s is no counter of edition %s; left out", label, where, ed.Info.ID)
			continue
		case seen[c.ID] != "":
			r.problem(diag.Warning, CodeTwice, "piece %s %s is counter %s a second time (piece %s is the first); left out", label, where, c.ID, seen[c.ID])
			continue
		}
		seen[c.ID] = p.ID
		if !c.IsUnit() {
			if b := r.spot(loc, p); b != nil && b.Turn > 0 && c.Marker != nil && c.Marker.Kind == model.GameTurnMarker {
				r.Turn = b.Turn
			}
			continue
		}
		u := Unit{Counter: c.ID, Piece: p.Name, Force: unitForce(c, p.Props[layout.ForceKey])}
		switch p.Map {
		case layout.MainMap:
			if u.Hex = loc.hex(p.X, p.Y); u.Hex == "" {
				r.problem(diag.Warning, CodeOffHex, "%s stands %s, on no hex of the map; left out", label, where)
				continue
			}
		case layout.TrackMap:
			b := loc.box(p.X, p.Y)
			switch {
			case b == nil:
				r.problem(diag.Warning, CodeOffHex, "%s stands %s, in no box of the track; left out", label, where)
				continue
			case b.Destroyed != "" && opts.Boxes:
				u.Box, u.BoxName = "destroyed-"+string(b.Destroyed), b.Name
			case b.Destroyed != "":
				r.problem(diag.Warning, CodeInBox, "%s stands in the box %s of the track; a position holds the map only: left out", label, b.Name)
				continue
			default:
				r.problem(diag.Warning, CodeInBox, "%s stands in the box %s of the track, not on a hex; left out", label, b.Name)
				continue
			}
		default:
			r.problem(diag.Warning, CodeOffHex, "%s stands %s, on neither of the module's maps; left out", label, where)
			continue
		}
		r.Units = append(r.Units, u)
	}
	return r, r.judgeStacks(ed, s, index)
}

// spot is the box of the track a piece stands in, nil for none.
func (r *Result) spot(loc *locator, p *Piece) *vassal.Box {
	if p.Map != loc.layout.TrackMap {
		return nil
	}
	return loc.box(p.X, p.Y)
}

// judgeStacks reports every hex over the stacking limit, and the other
// stacking rules' breaches, with the pieces' names: the rules engine's
// setup checks, of which only stacking holds at every moment of a game.
func (r *Result) judgeStacks(ed *model.Edition, s *model.Scenario, index map[string]*model.Counter) error {
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		return err
	}
	terms, err := rules.ScenarioTerms(&ed.Info, s, nil)
	if err != nil {
		return err
	}
	var ps []rules.SetupPlacement
	piece := map[string]string{}
	for _, u := range r.Units {
		h, err := model.ParseHex(u.Hex)
		if u.Hex == "" || err != nil || index[u.Counter] == nil {
			continue
		}
		f := u.Force
		if f == "" {
			f = index[u.Counter].Force
		}
		ps = append(ps, rules.SetupPlacement{Unit: rules.UnitOf(index[u.Counter], f), Hex: &h})
		piece[u.Counter] = fmt.Sprintf("%q (%s)", u.Piece, u.Counter)
	}
	for _, v := range rules.CheckSetup(b, terms, ps) {
		if !strings.HasPrefix(v.Code, "stacking.") {
			continue
		}
		var named []string
		for _, c := range v.Counters {
			named = append(named, piece[c])
		}
		d := v.Diagnostic
		d.Place = diag.Place{File: r.File}
		if len(named) > 0 {
			d.Message += "; the pieces: " + strings.Join(named, ", ")
		}
		r.Problems = append(r.Problems, d)
	}
	return nil
}

func (r *Result) problem(sev diag.Severity, code, format string, args ...any) {
	r.Problems = append(r.Problems, diag.Diagnostic{Severity: sev, Code: code, Message: fmt.Sprintf(format, args...), Place: diag.Place{File: r.File}})
}

// Errors counts the problems that make the position not one the rules
// allow (a hex over the stacking limit).
func (r *Result) Errors() int { return diag.Count(r.Problems, diag.Error) }

// counterOf is the counter a piece stands for: the one its counter id
// property names, else the one whose printed name is the piece's.
func counterOf(p *Piece, key string, index map[string]*model.Counter, names map[string]*model.Counter) *model.Counter {
	if id, ok := p.Props[key]; ok {
		return index[id]
	}
	return names[p.Name]
}

// uniqueNames are the counters by the names the module gives their
// pieces (a unit's label and values, "5 US 7-4-8"; a marker's label),
// where only one counter has the name.
func uniqueNames(set []model.Counter) map[string]*model.Counter {
	out := map[string]*model.Counter{}
	twice := map[string]bool{}
	for i := range set {
		c := &set[i]
		name := c.Label
		if c.IsUnit() {
			name += " " + model.FormatStats(c.Attack, c.Defense, c.Movement)
		}
		if out[name] != nil {
			twice[name] = true
		}
		out[name] = c
	}
	for n := range twice {
		delete(out, n)
	}
	return out
}

// unitForce is the force a unit's piece gives it: the counter's own, or,
// for a counter that prints none (the 1975 German units), the force its
// piece's property says ("" when it says none: the side of the Theater
// Boundary it stands on decides).
func unitForce(c *model.Counter, prop string) model.Force {
	if c.Force != "" {
		return c.Force
	}
	if f := model.Force(prop); f.Valid() {
		return f
	}
	return ""
}

// pieceLabel names a piece in a diagnostic: its name, and the counter or
// VASSAL's id of the piece.
func pieceLabel(p *Piece, c *model.Counter) string {
	if c != nil {
		return fmt.Sprintf("%q (%s)", p.Name, c.ID)
	}
	return fmt.Sprintf("%q (piece id %s)", p.Name, p.ID)
}

func cmpOr(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// ScenarioNamed is the scenario of ed whose name a saved game's
// description gives (a predefined setup's is its scenario's name), ""
// for none.
func ScenarioNamed(ed *model.Edition, description string) string {
	d := strings.TrimSpace(description)
	for _, s := range ed.Scenarios {
		if strings.EqualFold(d, s.Name) || (s.Rule != "" && strings.EqualFold(d, s.Name+" ("+s.Rule+")")) {
			return s.ID
		}
	}
	return ""
}

// Placements are the units on hexes as a position file writes them:
// "5-us@2104", with the force given for a counter that prints none
// ("67@2105=west-german"), and the units in boxes apart.
func (r *Result) Placements(index map[string]*model.Counter) []string {
	var out []string
	for _, u := range r.Units {
		if u.Hex == "" {
			continue
		}
		p := u.Counter + "@" + u.Hex
		if c := index[u.Counter]; c != nil && c.Force == "" && u.Force != "" {
			p += "=" + string(u.Force)
		}
		out = append(out, p)
	}
	return out
}

// Summary is the line that says what was read.
func (r *Result) Summary() string {
	onHex, inBox := 0, 0
	for _, u := range r.Units {
		if u.Hex != "" {
			onHex++
		} else {
			inBox++
		}
	}
	kind := "saved game"
	if r.Log {
		kind = "log"
	}
	s := fmt.Sprintf("%s: VASSAL %s of edition %s, scenario %s: %d units on hexes", r.File, kind, r.Edition, r.Scenario, onHex)
	if inBox > 0 {
		s += fmt.Sprintf(", %d in destroyed-units boxes", inBox)
	}
	if r.Turn > 0 {
		s += ", game turn " + strconv.Itoa(r.Turn)
	}
	if r.Log {
		s += ", " + count(r.Moves, "move") + " and " + count(len(r.Rolls), "roll") + " logged"
	}
	if n := len(r.Problems); n > 0 {
		s += "; " + count(n, "problem")
	}
	return s
}

// count writes n things, "1 move" or "2 moves".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}
