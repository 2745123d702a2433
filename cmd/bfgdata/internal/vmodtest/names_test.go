package vmodtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// printedName is a counter as printed: a unit's label and its attack,
// defense and movement, a marker's label.
func printedName(c *model.Counter) string {
	if c.Marker != nil {
		return c.Label
	}
	return fmt.Sprintf("%s %d-%d-%d", c.Label, c.Attack, c.Defense, c.Movement)
}

// nameProblems: every palette piece is named as its counter is printed,
// with no id, and the main map's mouse-over (CounterDetailViewer) shows
// pieces by that name, not by a property holding the counter's id.
func (m *module) nameProblems(e *model.Edition) []string {
	var probs []string
	index := e.Counters.Index()
	for gpid, p := range m.slots {
		id, _ := p.Prop("CounterId")
		c := index[id]
		if c == nil {
			probs = append(probs, fmt.Sprintf("palette slot %s names counter %q, which the set does not have", gpid, id))
			continue
		}
		if want := printedName(c); p.Name != want {
			probs = append(probs, fmt.Sprintf("palette counter %s is named %q, printed %q", id, p.Name, want))
		}
	}
	for _, mp := range m.root.Find(".module.Map") {
		if mp.Attr["mapName"] != m.mapName {
			continue
		}
		for _, v := range mp.Find(".CounterDetailViewer") {
			f := v.Attr["counterReportFormat"]
			if strings.Contains(f, "$CounterId$") || !strings.Contains(f, "$PieceName$") {
				probs = append(probs, fmt.Sprintf("the map's mouse-over shows pieces as %q, want their names ($PieceName$) and no id", f))
			}
		}
	}
	return probs
}

// The name checks bite on spoiled copies of the exported module.
func TestPieceNameChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	checksBite(t, vmod, "names", func(m *module) []string { return m.nameProblems(e) }, []spoiled{
		{"an id suffix", func(m *module) {
			for _, p := range m.slots {
				if id, _ := p.Prop("CounterId"); id == "1-gds" {
					p.Name += " (1-gds)"
				}
			}
		}, "is named"},
		{"a name without its values", func(m *module) {
			for _, p := range m.slots {
				if id, _ := p.Prop("CounterId"); id == "5-us" {
					p.Name = "5 US"
				}
			}
		}, `printed "5 US`},
		{"mouse-over by id", func(m *module) {
			m.root.Find(".CounterDetailViewer")[0].Attr["counterReportFormat"] = "$CounterId$ $Attack$-$Defense$-$Movement$"
		}, "mouse-over"},
	})
}
