package render

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// A locator numbers every hex when the numbers fit at a legible size, else
// every other row and every second or third column; no number runs into
// another or off the drawing, and none is smaller than minLabelPt.
func TestLocatorNumbers(t *testing.T) {
	ed := bundledEdition(t, "1994")
	tests := []struct {
		name     string
		m        *model.Map
		tec      *model.TEC
		heightIn float64
		rows     int // every rows-th row is numbered
		cols     int
		every    string
	}{
		{"small map on a setup sheet", smallMap(), testTEC(), locatorH, 1, 1, "every hex"},
		{"1994 map on a setup sheet", ed.Map, ed.TEC, locatorH, 2, 3, "hexes of every other row and every third column"},
		{"1994 map at 5 in", ed.Map, ed.TEC, 5, 1, 2, "hexes of every other column"},
		{"1994 map at 9 in", ed.Map, ed.TEC, 9, 1, 1, "every hex"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lc := planLocator(tt.m, tt.tec, tt.heightIn).withNumbers()
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
			w := hexNumberFont(hl.pt).width("0000") * upp
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

// The setup sheet's locators show the numbers, drawn once in the <defs>
// and said in the key; the map pages' assembly key has none.
func TestLocatorNumbersPrinted(t *testing.T) {
	var sheet bytes.Buffer
	if _, err := SetupSheet(&sheet, smallBriefing(), smallMap(), testTEC(), Letter); err != nil {
		t.Fatal(err)
	}
	elems := parseHTML(t, sheet.String())
	numbers := 0
	for _, e := range elems {
		if e.name == "text" && hasClass(e.svgElement, "loc-id") {
			numbers++
		}
	}
	if numbers != len(smallMap().Hexes) {
		t.Errorf("%d hex numbers on the sheet, want one per hex (%d) in the shared drawing", numbers, len(smallMap().Hexes))
	}
	if !strings.Contains(bodyText(elems), "Numbered: every hex.") {
		t.Error("the locator's key does not say which hexes are numbered")
	}
	var pages bytes.Buffer
	if _, err := MapPages(&pages, smallMap(), testTEC(), Options{Edition: testEdition(), HexSize: 1.25}, Letter); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(pages.String(), "loc-id") {
		t.Error("the map pages' assembly key numbers hexes")
	}
}
