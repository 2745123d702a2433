package validate

import (
	"fmt"
	"time"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
)

// checkCRT checks a table against itself: unique columns in rising order,
// one row per die face, one result per column, every result defined.
func checkCRT(d *document, c *model.CRT) {
	seenCol := map[string]bool{}
	for i, col := range c.Odds.Columns {
		p := fmt.Sprintf("/odds/columns/%d", i)
		if want := fmt.Sprintf("%d-%d", col.Attack, col.Defense); col.ID != want {
			d.add(diag.Error, "crt.column-id", p+"/id", fmt.Sprintf("column %q has ratio %d:%d, so its id should be %q", col.ID, col.Attack, col.Defense, want))
		}
		if seenCol[col.ID] {
			d.add(diag.Error, "crt.column-duplicate", p, fmt.Sprintf("column %s appears twice", col.ID))
		}
		seenCol[col.ID] = true
		if i > 0 {
			prev := c.Odds.Columns[i-1]
			if col.Attack*prev.Defense <= prev.Attack*col.Defense {
				d.add(diag.Error, "crt.column-order", p, fmt.Sprintf("column %s is not better for the attacker than %s before it; columns run from worst to best", col.ID, prev.ID))
			}
		}
	}
	seenCode := map[string]bool{}
	for i, r := range c.Results {
		for _, code := range append([]string{r.Code}, r.Aliases...) {
			if seenCode[code] {
				d.add(diag.Error, "crt.result-duplicate", fmt.Sprintf("/results/%d", i), fmt.Sprintf("result code %s is defined twice", code))
			}
			seenCode[code] = true
		}
	}
	seenDie := map[int]bool{}
	for i, row := range c.Rows {
		p := fmt.Sprintf("/rows/%d", i)
		if row.Die < 1 || row.Die > c.Die.Sides {
			d.add(diag.Error, "crt.die-range", p+"/die", fmt.Sprintf("die roll %d is not possible with a %d-sided die", row.Die, c.Die.Sides))
		}
		if seenDie[row.Die] {
			d.add(diag.Error, "crt.die-duplicate", p+"/die", fmt.Sprintf("die roll %d has two rows", row.Die))
		}
		seenDie[row.Die] = true
		if len(row.Results) != len(c.Odds.Columns) {
			d.add(diag.Error, "crt.row-length", p+"/results", fmt.Sprintf("die roll %d has %d results for %d odds columns", row.Die, len(row.Results), len(c.Odds.Columns)))
		}
		for j, code := range row.Results {
			if _, ok := c.Result(code); !ok {
				d.add(diag.Error, "crt.result-unknown", fmt.Sprintf("%s/results/%d", p, j), fmt.Sprintf("result %q is not one of the table's result codes", code))
			}
		}
	}
	// The schema bounds the die; the loop does too, for a chart checked
	// without its schema.
	for die := 1; die <= min(c.Die.Sides, model.MaxDieSides); die++ {
		if !seenDie[die] {
			d.add(diag.Error, "crt.die-missing", "/rows", fmt.Sprintf("no row for die roll %d", die))
		}
	}
}

// checkTEC checks ids are unique across the chart and hex terrain can be
// entered at a cost or is prohibited.
func checkTEC(d *document, t *model.TEC) {
	seen := map[string]string{}
	lists := []struct {
		name    string
		entries []model.TECEntry
	}{{"terrain", t.Terrain}, {"features", t.Features}, {"hexsides", t.Hexsides}, {"borders", t.Borders}}
	for _, l := range lists {
		for i, e := range l.entries {
			p := fmt.Sprintf("/%s/%d", l.name, i)
			if prev, dup := seen[e.ID]; dup {
				d.add(diag.Error, "tec.duplicate-id", p+"/id", fmt.Sprintf("%q is already defined in %s; ids are unique across the whole chart", e.ID, prev))
			}
			seen[e.ID] = p
			if l.name == "terrain" && e.Move.Cost == nil && !e.Move.Prohibited {
				d.add(diag.Error, "tec.terrain-cost", p+"/move", fmt.Sprintf("terrain %s has neither a movement cost nor a prohibition", e.ID))
			}
			if l.name == "hexsides" && e.Move.Cost != nil {
				d.add(diag.Error, "tec.hexside-cost", p+"/move/cost", fmt.Sprintf("hexside %s has a cost to enter; hexsides add an extra cost instead", e.ID))
			}
			if e.Combat.When == model.WhenAllAttackersAcross && l.name != "hexsides" {
				d.add(diag.Error, "tec.condition", p+"/combat/when", fmt.Sprintf("%s: only a hexside can require every attacker to attack across it", e.ID))
			}
		}
	}
}

// checkTRT checks the track runs 1, 2, 3… with half-month dates, and each
// scenario's turns lie on it.
func checkTRT(d *document, t *model.TRT) {
	var prev time.Time
	for i, tu := range t.Turns {
		p := fmt.Sprintf("/turns/%d", i)
		if tu.Turn != i+1 {
			d.add(diag.Error, "trt.turn-sequence", p+"/turn", fmt.Sprintf("turn %d is in position %d; turns run 1, 2, 3 … without gaps", tu.Turn, i+1))
		}
		start, err := time.Parse(time.DateOnly, tu.Start)
		if err != nil {
			d.add(diag.Error, "trt.date", p+"/start", fmt.Sprintf("%q is not a calendar date", tu.Start))
			continue
		}
		if t.TurnLength == "half-month" && start.Day() != 1 && start.Day() != 16 {
			d.add(diag.Error, "trt.date", p+"/start", fmt.Sprintf("%s: a half-month turn starts on the 1st or the 16th", tu.Start))
		}
		if !prev.IsZero() && !start.After(prev) {
			d.add(diag.Error, "trt.date-order", p+"/start", fmt.Sprintf("turn %d starts %s, not after the turn before it", tu.Turn, tu.Start))
		}
		prev = start
	}
	last := t.LastTurn()
	seen := map[string]bool{}
	for i, s := range t.Scenarios {
		p := fmt.Sprintf("/scenarios/%d", i)
		if seen[s.Scenario] {
			d.add(diag.Error, "trt.scenario-duplicate", p+"/scenario", fmt.Sprintf("scenario %s is listed twice", s.Scenario))
		}
		seen[s.Scenario] = true
		if s.First > s.Last {
			d.add(diag.Error, "trt.scenario-range", p, fmt.Sprintf("scenario %s starts on turn %d, after its last turn %d", s.Scenario, s.First, s.Last))
		}
		if s.Last > last {
			d.add(diag.Error, "trt.scenario-range", p+"/last", fmt.Sprintf("scenario %s ends on turn %d but the track stops at turn %d", s.Scenario, s.Last, last))
		}
	}
}
