package tests

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/render"
	"github.com/bfgdata/bfgdata/model"
)

// The images of a VASSAL module are drawn by Batik, VASSAL's SVG renderer,
// not by a browser. These tests draw the board and the counters with both,
// Batik's rasterizer and headless Chromium, and compare what players read:
// the city names and zone labels on the board, and the counters.

// imageTools finds Batik's rasterizer and Chromium, or skips saying what is
// missing and how to install it.
func imageTools(t *testing.T) (rasterizer, browser string) {
	t.Helper()
	if testing.Short() {
		t.Skip("draws the board and counters with Batik and Chromium (about a minute); skipped under -short, the full run (go test ./...) does it")
	}
	var missing []string
	// Debian's libbatik-java installs the rasterizer as a script that
	// finds Java and Batik's jars itself.
	rasterizer, err := exec.LookPath("rasterizer")
	if err != nil {
		missing = append(missing, "Batik's rasterizer")
	}
	if _, err := exec.LookPath("java"); err != nil {
		missing = append(missing, "java")
	}
	for _, b := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(b); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		missing = append(missing, "chromium")
	}
	if len(missing) > 0 {
		t.Skipf("SKIPPED: comparing VASSAL's renderer with a browser needs %s on the PATH (Debian: apt-get install libbatik-java default-jre-headless chromium; .ci/run installs them)", strings.Join(missing, " and "))
	}
	return rasterizer, browser
}

// batik draws each SVG as a PNG beside it, in one run of the rasterizer
// (Java starts once), and returns the PNGs' paths.
func batik(t *testing.T, rasterizer string, svgs ...string) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	args := append([]string{"-m", "image/png"}, svgs...)
	out, err := exec.CommandContext(ctx, rasterizer, args...).CombinedOutput()
	pngs := make([]string, len(svgs))
	for i, s := range svgs {
		pngs[i] = strings.TrimSuffix(s, ".svg") + ".png"
		if _, statErr := os.Stat(pngs[i]); err != nil || statErr != nil {
			t.Fatalf("rasterizer drew no %s: %v %v\n%s", pngs[i], err, statErr, out)
		}
	}
	return pngs
}

// chromiumShot takes a screenshot of page (an SVG or HTML file) in a
// window of w by h pixels at one pixel per CSS pixel.
func chromiumShot(t *testing.T, browser, page string, w, h int) string {
	t.Helper()
	shot := strings.TrimSuffix(page, filepath.Ext(page)) + "-chromium.png"
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	abs, _ := filepath.Abs(page)
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--force-device-scale-factor=1", fmt.Sprintf("--window-size=%d,%d", w, h),
		"--user-data-dir="+t.TempDir(), "--screenshot="+shot, "file://"+abs)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	if _, err := os.Stat(shot); err != nil {
		t.Fatalf("chromium took no screenshot: %v\n%s", err, stderr.String())
	}
	return shot
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return img
}

// rgbOnWhite is a pixel as seen on white paper (Batik leaves what the
// drawing does not cover transparent, a screenshot is opaque), 0 to 255.
func rgbOnWhite(img image.Image, x, y int) (r, g, b int) {
	cr, cg, cb, ca := img.At(x, y).RGBA()
	white := 0xffff - ca
	return int((cr + white) >> 8), int((cg + white) >> 8), int((cb + white) >> 8)
}

// ink says whether a pixel is lettering rather than paper, pale terrain or
// a halo: dark (the black and red labels, the darker zone colours) or a
// strong colour (the orange of an exit zone), where the paper and the
// terrain fills are light and soft.
func ink(r, g, b int) bool {
	return (299*r+587*g+114*b)/1000 < 135 || max(r, g, b)-min(r, g, b) > 120
}

// inkShare is the share of ink pixels inside box.
func inkShare(img image.Image, box image.Rectangle) float64 {
	box = box.Intersect(img.Bounds())
	n, dark := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			n++
			if ink(rgbOnWhite(img, x, y)) {
				dark++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return float64(dark) / float64(n)
}

// countersOf draws every counter of the edition at size inches as files in
// dir, and returns their paths.
func countersOf(t *testing.T, ed *model.Edition, size float64, dir string) []string {
	t.Helper()
	list, err := explain.CountersOf(ed)
	if err != nil {
		t.Fatal(err)
	}
	files, err := render.CounterFiles(list, size)
	if err != nil {
		t.Fatal(err)
	}
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, f.Name)
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

// keepImages copies the drawings into $BFGDATA_IMAGES, when set, for a
// person to look at both renderings.
func keepImages(t *testing.T, paths ...string) {
	t.Helper()
	dir := os.Getenv("BFGDATA_IMAGES")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(p)), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// A label of the map: its text and the pixels it covers on the board.
type mapLabel struct {
	text string
	box  image.Rectangle
}

// labelSizes are the type sizes, in the map's user units, of the labels
// with a halo (internal/render/style.go); the most specific class wins.
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

// changedShare is the share of a label's letters, inside its box, that
// Batik draws in another colour altogether (a channel off by more than
// 100 of 255, at the pixel and within two pixels of it): letters Batik left out or
// overpainted. A label's letters
// are the ink pixels where Chromium's drawing differs from its drawing of
// the same map with the labels hidden (bare), so the hex ids, lines and
// terrain that share the box, and the white halo, do not count; the renderers' own differences in type
// (hinting, anti-aliasing) move a few edge pixels only.
func changedShare(batik, chromium, bare image.Image, box image.Rectangle) float64 {
	box = box.Intersect(chromium.Bounds())
	n, changed := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			cr, cg, cb := rgbOnWhite(chromium, x, y)
			if !ink(cr, cg, cb) || !differ(rgbOnWhite(bare, x, y))(cr, cg, cb) {
				continue
			}
			n++
			if unmatched(batik, image.Pt(x, y), cr, cg, cb) {
				changed++
			}
		}
	}
	if n == 0 {
		return 1
	}
	return float64(changed) / float64(n)
}

// differ says whether a colour is another colour altogether than r, g, b.
func differ(r, g, b int) func(int, int, int) bool {
	return func(r2, g2, b2 int) bool { return max(abs(r-r2), abs(g-g2), abs(b-b2)) > 100 }
}

// unmatched says whether Batik's drawing has no pixel of about Chromium's
// colour r, g, b within two pixels of p: the two place a glyph up to two
// pixels apart, which is no fault (Batik sets letter-spacing and
// textLength a little wider: a marker's "SUPPLY" comes out 1.5 px longer).
func unmatched(batik image.Image, p image.Point, r, g, b int) bool {
	off := differ(r, g, b)
	for dy := -2; dy <= 2; dy++ {
		for dx := -2; dx <= 2; dx++ {
			q := p.Add(image.Pt(dx, dy))
			if q.In(batik.Bounds()) && !off(rgbOnWhite(batik, q.X, q.Y)) {
				return false
			}
		}
	}
	return true
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
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
