package vassal

import (
	"bytes"
	"strconv"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// chartImage is one chart of the chart window: its tab name, its image
// file in images/ and the table render draws.
type chartImage struct {
	name, file string
	table      render.ChartTable
}

// chartImages are the edition's Combat Results Table, Terrain Effects
// Chart and Turn Record Track (with each turn's replacements) as tables,
// every cell from the data, as the help's chart page shows them.
func chartImages(ed *model.Edition) []chartImage {
	id := ed.Info.ID
	var out []chartImage
	if c := ed.CRT; c != nil {
		t := render.ChartTable{Title: "Combat Results Table (rule " + c.Rule + ")", Header: []string{"die"}}
		for _, col := range c.Odds.Columns {
			t.Header = append(t.Header, col.ID)
		}
		for _, r := range c.Rows {
			t.Rows = append(t.Rows, append([]string{strconv.Itoa(r.Die)}, r.Results...))
		}
		for _, r := range c.Results {
			t.Notes = append(t.Notes, r.Code+": "+r.Name+" (rule "+r.Rule+")")
		}
		out = append(out, chartImage{"Combat Results Table", "chart-crt-" + id + ".svg", t})
	}
	if tec := ed.TEC; tec != nil {
		t := render.ChartTable{Title: "Terrain Effects Chart (rule " + tec.Rule + ")", Header: []string{"terrain or feature", "movement", "defense", "rule"}}
		for _, group := range [][]model.TECEntry{tec.Terrain, tec.Features, tec.Hexsides, tec.Borders} {
			for _, en := range group {
				t.Rows = append(t.Rows, []string{en.Name, moveText(en.Move), combatText(en.Combat), en.Rule})
			}
		}
		out = append(out, chartImage{"Terrain Effects Chart", "chart-tec-" + id + ".svg", t})
	}
	if trt := ed.TRT; trt != nil && len(trt.Turns) > 0 {
		t := render.ChartTable{Title: "Turn Record Track", Header: []string{"turn", "date"}}
		for _, f := range chartForces {
			t.Header = append(t.Header, forceNames[f]+" repl.")
		}
		for _, turn := range trt.Turns {
			r := []string{strconv.Itoa(turn.Turn), turn.Label}
			for _, f := range chartForces {
				cell := ""
				if rep, ok := turn.Replacements[f]; ok {
					cell = strconv.Itoa(rep.Units)
				}
				r = append(r, cell)
			}
			t.Rows = append(t.Rows, r)
		}
		out = append(out, chartImage{"Turn Record Track", "chart-trt-" + id + ".svg", t})
	}
	return out
}

// chartWindow is VASSAL's ChartWindow (build/module/ChartWindow.java): a
// toolbar button (name, text, tooltip) opening a window with one tab per
// chart (widget.TabWidget holding widget.Chart, whose fileName is an image
// in images/). It adds each chart's image to files.
func chartWindow(ed *model.Edition, files map[string][]byte) (*el, error) {
	charts := chartImages(ed)
	if len(charts) == 0 {
		return nil, nil
	}
	tabs := node(widgetPkg+"TabWidget", "entryName", "Charts")
	for _, c := range charts {
		var b bytes.Buffer
		if err := render.ChartSVG(&b, c.table); err != nil {
			return nil, err
		}
		files["images/"+c.file] = b.Bytes()
		tabs.add(node(widgetPkg+"Chart", "chartName", c.name, "fileName", c.file, "description", c.table.Title))
	}
	return node(pkg+"ChartWindow", "name", "Charts", "text", "Charts", "tooltip", "The Combat Results Table, Terrain Effects Chart and Turn Record Track").add(tabs), nil
}
