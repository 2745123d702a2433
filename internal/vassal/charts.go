package vassal

import (
	"bytes"
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// chartsPage is the edition's charts as one HTML page for the module's
// help: the Combat Results Table, the Terrain Effects Chart and the Turn
// Record Track with each turn's replacements, all from the data.
func chartsPage(ed *model.Edition) []byte {
	var b bytes.Buffer
	e := html.EscapeString
	b.WriteString("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>Charts (" + e(ed.Info.ID) + ")</title>\n")
	b.WriteString("<style>body{font-family:sans-serif}table{border-collapse:collapse;margin-bottom:1.5em}td,th{border:1px solid #888;padding:2px 8px;text-align:center}td.l,th.l{text-align:left}</style></head><body>\n")
	b.WriteString("<h1>" + e(ed.Info.Title) + ": charts</h1>\n")
	if c := ed.CRT; c != nil {
		fmt.Fprintf(&b, "<h2>Combat Results Table (rule %s)</h2>\n<table><tr><th>die</th>", e(c.Rule))
		for _, col := range c.Odds.Columns {
			b.WriteString("<th>" + e(col.ID) + "</th>")
		}
		b.WriteString("</tr>\n")
		for _, r := range c.Rows {
			b.WriteString("<tr><th>" + strconv.Itoa(r.Die) + "</th>")
			for _, res := range r.Results {
				b.WriteString("<td>" + e(res) + "</td>")
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</table>\n<table><tr><th>result</th><th class=\"l\">meaning</th><th>rule</th></tr>\n")
		for _, r := range c.Results {
			fmt.Fprintf(&b, "<tr><td>%s</td><td class=\"l\">%s</td><td>%s</td></tr>\n", e(r.Code), e(r.Name), e(r.Rule))
		}
		b.WriteString("</table>\n")
	}
	if t := ed.TEC; t != nil {
		fmt.Fprintf(&b, "<h2>Terrain Effects Chart (rule %s)</h2>\n<table><tr><th class=\"l\">terrain or feature</th><th>movement</th><th>defense</th><th>rule</th></tr>\n", e(t.Rule))
		for _, group := range [][]model.TECEntry{t.Terrain, t.Features, t.Hexsides, t.Borders} {
			for _, en := range group {
				fmt.Fprintf(&b, "<tr><td class=\"l\">%s</td><td>%s</td><td>%s</td><td>%s</td></tr>\n", e(en.Name), e(moveText(en.Move)), e(combatText(en.Combat)), e(en.Rule))
			}
		}
		b.WriteString("</table>\n")
	}
	if t := ed.TRT; t != nil && len(t.Turns) > 0 {
		b.WriteString("<h2>Turn Record Track</h2>\n<table><tr><th>turn</th><th class=\"l\">date</th>")
		for _, f := range chartForces {
			b.WriteString("<th>" + e(forceNames[f]) + " replacements</th>")
		}
		b.WriteString("</tr>\n")
		for _, turn := range t.Turns {
			fmt.Fprintf(&b, "<tr><td>%d</td><td class=\"l\">%s</td>", turn.Turn, e(turn.Label))
			for _, f := range chartForces {
				cell := ""
				if r, ok := turn.Replacements[f]; ok {
					cell = strconv.Itoa(r.Units)
				}
				b.WriteString("<td>" + cell + "</td>")
			}
			b.WriteString("</tr>\n")
		}
		b.WriteString("</table>\n")
	}
	b.WriteString("</body></html>\n")
	return b.Bytes()
}

func moveText(m model.TECMove) string {
	var parts []string
	switch {
	case m.Prohibited:
		parts = append(parts, "prohibited")
	case m.Cost != nil:
		parts = append(parts, strconv.Itoa(*m.Cost))
	}
	if m.Extra != 0 {
		parts = append(parts, "+"+strconv.Itoa(m.Extra))
	}
	for _, f := range m.ProhibitedFor {
		parts = append(parts, "prohibited to "+forceNames[f])
	}
	return strings.Join(parts, ", ")
}

func combatText(c model.TECCombat) string {
	switch {
	case c.Prohibited:
		return "not allowed"
	case c.Multiplier == 0:
		return ""
	case c.Multiplier == 1:
		return "no effect"
	}
	s := "×" + strconv.Itoa(c.Multiplier)
	switch c.When {
	case "", model.WhenAlways:
	case model.WhenAllAttackersAcross:
		s += " when every attacker attacks across it"
	default:
		s += " (" + c.When + ")"
	}
	return s
}
