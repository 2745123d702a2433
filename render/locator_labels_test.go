package render

import (
	"testing"

	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/model"
)

// sheetLocatorH is the height of a setup sheet's locators, in inches.
const sheetLocatorH = 2.75

// A locator numbers every hex when the numbers fit at a legible size, else
// every other row and every second or third column; no number runs into
// another or off the drawing, and none is smaller than minLabelPt.
func TestLocatorNumbers(t *testing.T) {
	ed := rendertest.Bundled(t, "1994")
	tests := []struct {
		name     string
		m        *model.Map
		tec      *model.TEC
		heightIn float64
		rows     int // every rows-th row is numbered
		cols     int
		every    string
	}{
		{"small map on a setup sheet", rendertest.SmallMap(), rendertest.TEC(), sheetLocatorH, 1, 1, "every hex"},
		{"1994 map on a setup sheet", ed.Map, ed.TEC, sheetLocatorH, 2, 3, "hexes of every other row and every third column"},
		{"1994 map at 5 in", ed.Map, ed.TEC, 5, 1, 2, "hexes of every other column"},
		{"1994 map at 9 in", ed.Map, ed.TEC, 9, 1, 1, "every hex"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lc := NewLocator(tt.m, tt.tec, tt.heightIn).WithNumbers()
			hl := lc.labels
			if hl.rowStep != tt.rows || hl.colStep != tt.cols || hl.every() != tt.every {
				t.Errorf("numbers every %d rows, %d columns (%q); want %d, %d (%q)", hl.rowStep, hl.colStep, hl.every(), tt.rows, tt.cols, tt.every)
			}
			if hl.pt < minLabelPt || hl.pt > maxLabelPt {
				t.Errorf("numbers set at %v pt", hl.pt)
			}
			// each number's box, in user units, with the gap planLabels keeps
			type box struct {
				hex        model.Hex
				x0, y0, x1 float64
				y1         float64
			}
			upp := lc.unitsPerPoint()
			w := hexNumberFont(hl.pt).Width("0000") * upp
			h := hl.pt * upp
			var boxes []box
			for _, hex := range tt.m.HexIDs() {
				if !hl.numbered(hex) {
					continue
				}
				p := lc.l.centre(hex)
				b := box{hex, p.X - w/2, p.Y - h/2, p.X + w/2, p.Y + h/2}
				if b.x0 < lc.vx || b.x1 > lc.vx+lc.vw || b.y0 < lc.vy || b.y1 > lc.vy+lc.vh {
					t.Errorf("the number of %s runs off the drawing", hex)
				}
				boxes = append(boxes, b)
			}
			if len(boxes) == 0 {
				t.Fatal("no hex is numbered")
			}
			for i, a := range boxes {
				for _, b := range boxes[i+1:] {
					if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
						t.Fatalf("the numbers of %s and %s overlap", a.hex, b.hex)
					}
				}
			}
			if tt.rows == 1 && tt.cols == 1 && len(boxes) != len(tt.m.Hexes) {
				t.Errorf("%d of %d hexes numbered", len(boxes), len(tt.m.Hexes))
			}
		})
	}
}
