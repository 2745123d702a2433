package vassal

import (
	"bytes"
	"fmt"
	"html"
	"strconv"

	"github.com/bfgdata/bfgdata/model"
)

// The splash is VASSAL's AboutScreen (build/module/documentation/
// AboutScreen.java), under Help: its title is the menu entry, its
// fileName an image in images/. Setting the image also makes it the
// background of the wizard VASSAL opens when the module starts
// (WizardSupport.setBackgroundImage, drawn at half strength on white):
// the module's splash. The About window adds the module's name and
// version and VASSAL's version under the image.
const (
	splashW, splashH = 480, 320
)

func splashFile(id string) string { return "splash-" + id + ".svg" }

func aboutScreen(ed *model.Edition) *el {
	return node(pkg+"documentation.AboutScreen", "title", "About "+moduleName(ed), "fileName", splashFile(ed.Info.ID))
}

// splashSVG draws the splash: the game's title and subtitle, the edition
// (publisher, year, rulebook and counter set, from edition.json), what the
// module holds, and that it knows no rules.
func splashSVG(ed *model.Edition, counters int) []byte {
	e := html.EscapeString
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", splashW, splashH, splashW, splashH)
	b.WriteString(`<style>text{font-family:"DejaVu Sans",Verdana,sans-serif}.t{font-size:34px;font-weight:bold;fill:#fff}.s{font-size:13px;fill:#f0e6c8}.l{font-size:13px;fill:#000}.f{font-size:11px;fill:#444}</style>` + "\n")
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" style="fill:#f4efe0"/>`+"\n", splashW, splashH)
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="96" style="fill:#5a1d14"/>`+"\n", splashW)
	// a band of hexes in the four forces' colours
	for i, c := range []string{"#b22222", "#2f5fa8", "#555555", "#6b7d3a"} {
		cx := float64(splashW-130) + float64(i)*30
		fmt.Fprintf(&b, `<polygon points="%s" style="fill:%s;stroke:#fff;stroke-width:1.5"/>`+"\n", hexPoints(cx, 226, 16), c)
	}
	fmt.Fprintf(&b, `<text class="t" x="20" y="50">%s</text>`+"\n", e(ed.Info.Title))
	if ed.Info.Subtitle != "" {
		fmt.Fprintf(&b, `<text class="s" x="20" y="78">%s</text>`+"\n", e(ed.Info.Subtitle))
	}
	lines := []string{
		"Edition " + ed.Info.ID + ": " + ed.Info.Publisher + ", " + strconv.Itoa(ed.Info.Year),
		"Rules: " + ed.Info.Rulebook.Title,
		"Counters: " + ed.Info.CounterSet.Title + " (" + strconv.Itoa(counters) + ")",
		strconv.Itoa(len(ed.Scenarios)) + " scenarios, each a predefined setup",
	}
	for i, l := range lines {
		fmt.Fprintf(&b, `<text class="l" x="20" y="%d">%s</text>`+"\n", 128+i*24, e(l))
	}
	fmt.Fprintf(&b, `<text class="f" x="20" y="%d">Made by bfgdata from its data. The module knows no rules;</text>`+"\n", splashH-36)
	fmt.Fprintf(&b, `<text class="f" x="20" y="%d">bfgdata checks a position.</text>`+"\n", splashH-20)
	b.WriteString("</svg>\n")
	return b.Bytes()
}

// hexPoints are the corners of a pointy-top hex of radius r at cx, cy.
func hexPoints(cx, cy, r float64) string {
	var b bytes.Buffer
	for i, d := range [][2]float64{{0, -1}, {0.866, -0.5}, {0.866, 0.5}, {0, 1}, {-0.866, 0.5}, {-0.866, -0.5}} {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%.1f,%.1f", cx+d[0]*r, cy+d[1]*r)
	}
	return b.String()
}
