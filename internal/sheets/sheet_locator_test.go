package sheets

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/rendertest"
	"github.com/bfgdata/bfgdata/render"
)

// The setup sheet's locators show the numbers, drawn once in the <defs>
// and said in the key; the map pages' assembly key has none.
func TestLocatorNumbersPrinted(t *testing.T) {
	var sheet bytes.Buffer
	if _, err := SetupSheet(&sheet, smallBriefing(), rendertest.SmallMap(), rendertest.TEC(), Letter); err != nil {
		t.Fatal(err)
	}
	elems := parseHTML(t, sheet.String())
	numbers := 0
	for _, e := range elems {
		if e.name == "text" && hasClass(e.svgElement, "loc-id") {
			numbers++
		}
	}
	if numbers != len(rendertest.SmallMap().Hexes) {
		t.Errorf("%d hex numbers on the sheet, want one per hex (%d) in the shared drawing", numbers, len(rendertest.SmallMap().Hexes))
	}
	if !strings.Contains(bodyText(elems), "Numbered: every hex.") {
		t.Error("the locator's key does not say which hexes are numbered")
	}
	var pages bytes.Buffer
	if _, err := MapPages(&pages, rendertest.SmallMap(), rendertest.TEC(), render.Options{Edition: rendertest.Edition(), HexSize: 1.25}, Letter); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(pages.String(), "loc-id") {
		t.Error("the map pages' assembly key numbers hexes")
	}
}
