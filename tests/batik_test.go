package tests

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/render"
)

// The images of a VASSAL module are drawn by Batik, VASSAL's SVG renderer,
// not by a browser. These tests draw the board and the counters with both,
// Batik's rasterizer and headless Chromium, and compare what players read:
// the city names and zone labels on the board, and the counters. With
// BFGDATA_IMAGES=folder they leave both drawings there, to look at.

// A label of the map: its text and the pixels it covers on the board.
type mapLabel struct {
	text string
	box  image.Rectangle
}

// labelSizes are the type sizes, in the map's user units, of the labels
// with a halo (render/style.go); the most specific class wins.
var labelSizes = []struct {
	class string
	size  float64
}{
	{"city-name-berlin", 15}, {"city-name-capital", 14.5}, {"city-name", 13}, {"zone-label", 10},
}

// mapLabels finds the haloed labels of a map drawn with Options.Pixels
// (the copies under them left out) and the box each covers, in pixels: the
// text's estimated width about its middle, from a cap height above the
// baseline to the descenders below it, and two pixels around.
func mapLabels(t *testing.T, svg []byte) (labels []mapLabel, w, h int) {
	t.Helper()
	dec := xml.NewDecoder(bytes.NewReader(svg))
	var perUnit float64
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("map: %v", err)
		}
		e, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attr := map[string]string{}
		for _, a := range e.Attr {
			attr[a.Name.Local] = a.Value
		}
		if e.Name.Local == "svg" {
			var vw, vh float64
			if _, err := fmt.Sscanf(attr["width"]+" "+attr["height"], "%d %d", &w, &h); err != nil {
				t.Fatalf("the map's size %q by %q is not in whole pixels", attr["width"], attr["height"])
			}
			if _, err := fmt.Sscanf(attr["viewBox"], "0 0 %g %g", &vw, &vh); err != nil {
				t.Fatalf("viewBox %q: %v", attr["viewBox"], err)
			}
			perUnit = float64(w) / vw
			continue
		}
		classes := " " + attr["class"] + " "
		if e.Name.Local != "text" || strings.Contains(classes, " halo-copy ") {
			continue
		}
		size := 0.0
		for _, ls := range labelSizes {
			if strings.Contains(classes, " "+ls.class+" ") {
				size = ls.size
				break
			}
		}
		if size == 0 {
			continue
		}
		var x, y float64
		if _, err := fmt.Sscanf(attr["x"]+" "+attr["y"], "%g %g", &x, &y); err != nil {
			t.Fatalf("label at %q,%q: %v", attr["x"], attr["y"], err)
		}
		var text string
		if err := dec.DecodeElement(&text, &e); err != nil {
			t.Fatal(err)
		}
		half := 0.36 * size * float64(len([]rune(text)))
		labels = append(labels, mapLabel{text: text, box: image.Rect(
			int((x-half)*perUnit)-2, int((y-0.78*size)*perUnit)-2,
			int((x+half)*perUnit)+3, int((y+0.25*size)*perUnit)+3)})
	}
	if perUnit == 0 || len(labels) == 0 {
		t.Fatal("no pixel-sized <svg> or no haloed labels in the map")
	}
	return labels, w, h
}

// labelsAlike compares the lettering inside each label's box in the two
// drawings and returns the labels Batik letters unlike Chromium: with a
// share of ink pixels outside 0.6 to 1.6 times Chromium's, or with more
// than maxChanged of the label's own pixels in another colour.
func labelsAlike(labels []mapLabel, batik, chromium, bare image.Image) (bad []string, ratios, changed []float64) {
	const maxChanged = 0.4
	for _, l := range labels {
		b, c := inkShare(batik, l.box), inkShare(chromium, l.box)
		r := 0.0
		if c > 0 {
			r = b / c
		}
		ch := changedShare(batik, chromium, bare, l.box)
		ratios, changed = append(ratios, r), append(changed, ch)
		if c < 0.02 || r < 0.6 || r > 1.6 || ch > maxChanged {
			bad = append(bad, fmt.Sprintf("%s %v: ink %.3f in Batik, %.3f in Chromium, %.0f%% of its letters in another colour", l.text, l.box, b, c, 100*ch))
		}
	}
	return bad, ratios, changed
}

// The board image as VASSAL shows it: the 1994 map drawn for a module
// (HaloCopy, whole pixels) has every city name and zone label lettered in
// Batik as in Chromium. The map drawn as for print (paint-order halos)
// must differ in Batik, which strokes the white over the letters: that
// proves the comparison sees the fault the copy form fixes.
func TestBatikDrawsMapLabelsAsBrowser(t *testing.T) {
	rasterizer, browser := imageTools(t)
	ed := loadEdition(t, "1994")
	dir := t.TempDir()
	forms := []struct {
		name     string
		haloCopy bool
	}{{"map-halo-copy", true}, {"map-paint-order", false}}
	var svgs []string
	for _, f := range forms {
		var b bytes.Buffer
		if err := render.Map(&b, ed.Map, ed.TEC, render.Options{Edition: &ed.Info, Pixels: true, HaloCopy: f.haloCopy}); err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, f.name+".svg")
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		svgs = append(svgs, p)
	}
	pngs := batik(t, rasterizer, svgs...)
	// the map with its haloed labels hidden, to tell a label's pixels
	doc, err := os.ReadFile(svgs[0])
	if err != nil {
		t.Fatal(err)
	}
	bareSVG := filepath.Join(dir, "map-bare.svg")
	hide := "text.city-name,text.zone-label{visibility:hidden}\n]]>"
	if err := os.WriteFile(bareSVG, bytes.Replace(doc, []byte("]]>"), []byte(hide), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	_, w, h := mapLabels(t, doc)
	bare := readPNG(t, chromiumShot(t, browser, bareSVG, w, h))
	for i, f := range forms {
		doc, err := os.ReadFile(svgs[i])
		if err != nil {
			t.Fatal(err)
		}
		labels, w, h := mapLabels(t, doc)
		shot := chromiumShot(t, browser, svgs[i], w, h)
		keepImages(t, pngs[i], shot)
		bImg, cImg := readPNG(t, pngs[i]), readPNG(t, shot)
		if bImg.Bounds().Dx() != w || bImg.Bounds().Dy() != h || cImg.Bounds().Dx() != w || cImg.Bounds().Dy() != h {
			t.Fatalf("%s: Batik drew %v and Chromium %v, want both %dx%d", f.name, bImg.Bounds(), cImg.Bounds(), w, h)
		}
		bad, ratios, changed := labelsAlike(labels, bImg, cImg, bare)
		t.Logf("%s: %d labels, %d unlike; Batik/Chromium ink ratios %.2f; share of letters Batik draws in another colour %.2f", f.name, len(labels), len(bad), ratios, changed)
		switch {
		case f.haloCopy && len(bad) > 0:
			t.Errorf("%s: %d of %d labels are lettered differently by Batik:\n%s", f.name, len(bad), len(labels), strings.Join(bad, "\n"))
		case !f.haloCopy && len(bad) < len(labels)*9/10:
			t.Errorf("%s: only %d of %d paint-order labels differ in Batik; the comparison no longer sees the white halo over the letters (or Batik now knows paint-order, and HaloCopy is not needed)", f.name, len(bad), len(labels))
		}
	}
}

// The counters as VASSAL shows them: every counter of the 1994 set, drawn
// as the files a module takes (render counters --split, at an inch), is
// drawn alike by Batik and Chromium: about the same ink (Batik draws thin
// lines a little heavier), and few of the counter's dark or coloured
// pixels without a pixel of their colour at or next to them in Batik's.
func TestBatikDrawsCountersAsBrowser(t *testing.T) {
	rasterizer, browser := imageTools(t)
	ed := loadEdition(t, "1994")
	dir := t.TempDir()
	const px, gap, perRow, edge = render.PixelsPerInch, 8, 16, 2 // an inch a counter
	svgs := countersOf(t, ed, 1, dir)
	pngs := batik(t, rasterizer, svgs...)

	// Chromium draws them all on one page, each at a known place.
	var page strings.Builder
	page.WriteString("<!DOCTYPE html><html><body style=\"margin:0;background:#fff\">\n")
	for i, s := range svgs {
		fmt.Fprintf(&page, "<img src=\"%s\" style=\"position:absolute;left:%dpx;top:%dpx\">\n",
			filepath.Base(s), (i%perRow)*(px+gap), (i/perRow)*(px+gap))
	}
	page.WriteString("</body></html>\n")
	html := filepath.Join(dir, "counters.html")
	if err := os.WriteFile(html, []byte(page.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	rows := (len(svgs) + perRow - 1) / perRow
	shot := readPNG(t, chromiumShot(t, browser, html, perRow*(px+gap), rows*(px+gap)))
	keepImages(t, append(pngs, html, strings.TrimSuffix(html, ".html")+"-chromium.png")...)

	var unlike []string
	worst := 0.0
	for i, p := range pngs {
		b := readPNG(t, p)
		if b.Bounds().Dx() != px || b.Bounds().Dy() != px {
			t.Fatalf("%s: Batik drew %v, want %dx%d", p, b.Bounds(), px, px)
		}
		at := image.Pt((i%perRow)*(px+gap), (i/perRow)*(px+gap))
		n, changed, inkB, inkC := 0, 0, 0, 0
		// the outer two pixels are left out: the frame's stroke is cut
		// in half by the drawing's edge there, and each renderer shades
		// the half-covered last column and row its own way
		for y := edge; y < px-edge; y++ {
			for x := edge; x < px-edge; x++ {
				br, bg, bb := rgbOnWhite(b, x, y)
				cr, cg, cb := rgbOnWhite(shot, at.X+x, at.Y+y)
				if ink(br, bg, bb) {
					inkB++
				}
				if !ink(cr, cg, cb) {
					continue
				}
				inkC++
				n++
				if unmatched(b, image.Pt(x, y), cr, cg, cb) {
					changed++
				}
			}
		}
		share := float64(changed) / float64(max(n, 1))
		worst = max(worst, share)
		ratio := float64(inkB) / float64(max(inkC, 1))
		if inkC == 0 || ratio < 0.75 || ratio > 1.33 || share > 0.1 {
			unlike = append(unlike, fmt.Sprintf("%s: ink %d px in Batik, %d in Chromium, %.0f%% of it in another colour", filepath.Base(svgs[i]), inkB, inkC, 100*share))
		}
	}
	t.Logf("%d counters, %d unlike; at worst %.0f%% of a counter's ink in another colour", len(svgs), len(unlike), 100*worst)
	if len(unlike) > 0 {
		t.Errorf("Batik draws %d of %d counters unlike Chromium:\n%s", len(unlike), len(svgs), strings.Join(unlike, "\n"))
	}
}
