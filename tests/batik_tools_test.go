package tests

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/sheets"
	"github.com/bfgdata/bfgdata/model"
)

// The clients and pixel measures of batik_test.go: Batik's rasterizer and
// headless Chromium draw an SVG as PNG, and the measures tell lettering
// from paper and one renderer's colours from the other's.

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
	abs, err := filepath.Abs(page)
	if err != nil {
		t.Fatal(err)
	}
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
	files, err := sheets.CounterFiles(list, size)
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
