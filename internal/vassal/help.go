package vassal

import (
	"bytes"
	"html"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/sheets"
	"github.com/bfgdata/bfgdata/model"
)

// helpFiles are the module's help pages, which VASSAL opens in the
// system's browser (its own viewer cannot show inline SVG): an index, the
// charts, and each scenario's setup sheet (sheets.SetupSheet), with its locator maps.
func helpFiles(ed *model.Edition) (map[string][]byte, error) {
	files := map[string][]byte{}
	var idx bytes.Buffer
	idx.WriteString("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + html.EscapeString(moduleName(ed)) + "</title></head><body>\n")
	idx.WriteString("<h1>" + html.EscapeString(ed.Info.Title) + "</h1>\n<p>The charts, and the setup sheet of every scenario, made from the same data as the module's setups. The module knows no rules: check a position with bfgdata.</p>\n<ul>\n")
	idx.WriteString("<li><a href=\"charts.html\">Charts: Combat Results Table, Terrain Effects Chart, Turn Record Track</a></li>\n")
	files["charts.html"] = chartsPage(ed)
	for _, s := range ed.Scenarios {
		b, err := explain.BriefingOf(ed, s.ID)
		if err != nil {
			return nil, err
		}
		var sheet bytes.Buffer
		if _, err := sheets.SetupSheet(&sheet, b, ed.Map, ed.TEC, sheets.Letter); err != nil {
			return nil, err
		}
		name := "setup-" + s.ID + ".html"
		files[name] = sheet.Bytes()
		idx.WriteString(`<li><a href="` + name + `">` + html.EscapeString(scenarioTitle(s)) + "</a></li>\n")
	}
	idx.WriteString("</ul>\n</body></html>\n")
	files["index.html"] = idx.Bytes()
	return files, nil
}
