package tests

import (
	"fmt"
	"image"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/vassal"
)

// svgPixels reads the whole-pixel width and height of an SVG's root.
var svgPixels = regexp.MustCompile(`<svg[^>]*\swidth="([0-9]+)"\s+height="([0-9]+)"`)

// The module's own images as VASSAL shows them: the track board (each
// turn's replacement rates, the destroyed-units boxes), the splash of the
// About screen, the three charts and the moved flag, drawn by Batik and
// by Chromium at their pixel size, are alike tile by tile: where Chromium
// darkens a 32-pixel tile (lettering, rules, fills), Batik darkens it about
// as much, and Batik darkens no tile Chromium leaves blank. Darkness is
// summed, not counted in dark pixels, so a thin rule one renderer draws
// sharp and the other anti-aliased over two rows weighs the same; a text
// or shape Batik cannot draw leaves its tiles unlike. With
// BFGDATA_IMAGES=folder the drawings are kept there, to look at.
func TestBatikDrawsModuleImagesAsBrowser(t *testing.T) {
	rasterizer, browser := imageTools(t)
	ed := loadEdition(t, "1994")
	mod, err := vassal.Build(ed)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var svgs []string
	for _, name := range []string{"track-1994.svg", "splash-1994.svg", "chart-crt-1994.svg", "chart-tec-1994.svg", "chart-trt-1994.svg", "moved.svg"} {
		b, ok := mod.Files["images/"+name]
		if !ok {
			t.Fatalf("the module has no images/%s", name)
		}
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		svgs = append(svgs, p)
	}
	pngs := batik(t, rasterizer, svgs...)
	const tile = 32
	for i, s := range svgs {
		doc, err := os.ReadFile(s)
		if err != nil {
			t.Fatal(err)
		}
		m := svgPixels.FindSubmatch(doc)
		if m == nil {
			t.Fatalf("%s: the root is not sized in whole pixels", filepath.Base(s))
		}
		w, _ := strconv.Atoi(string(m[1]))
		h, _ := strconv.Atoi(string(m[2]))
		shot := chromiumShot(t, browser, s, w, h)
		keepImages(t, pngs[i], shot)
		bImg, cImg := readPNG(t, pngs[i]), readPNG(t, shot)
		if bImg.Bounds().Dx() != w || bImg.Bounds().Dy() != h {
			t.Errorf("%s: Batik drew %v, want %dx%d (VASSAL sizes the image so)", filepath.Base(s), bImg.Bounds(), w, h)
			continue
		}
		inked, unlike := 0, []string{}
		for y := 0; y < h; y += tile {
			for x := 0; x < w; x += tile {
				box := image.Rect(x, y, x+tile, y+tile)
				b, c := darkness(bImg, box), darkness(cImg, box)
				switch {
				case c >= 24: // more than rules: a thin rule weighs about 8, two crossing about 18, and the renderers draw thin grey rules unlike
					inked++
					if r := b / c; r < 0.6 || r > 1.6 {
						unlike = append(unlike, fmt.Sprintf("%v: darkness %.1f in Batik, %.1f in Chromium", box, b, c))
					}
				case c < 1 && b > 24:
					unlike = append(unlike, fmt.Sprintf("%v: darkness %.1f in Batik on a tile Chromium leaves blank", box, b))
				}
			}
		}
		t.Logf("%s: %dx%d px, %d darkened tiles, %d unlike", filepath.Base(s), w, h, inked, len(unlike))
		if inked == 0 || len(unlike) > inked/100 {
			t.Errorf("%s: Batik draws %d of %d darkened tiles unlike Chromium:\n%s", filepath.Base(s), len(unlike), inked, strings.Join(unlike, "\n"))
		}
	}
}

// darkness is the mean of 255 less each pixel's luminance, on white paper,
// over box: 0 for white, 255 for black.
func darkness(img image.Image, box image.Rectangle) float64 {
	box = box.Intersect(img.Bounds())
	sum, n := 0, 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			r, g, b := rgbOnWhite(img, x, y)
			sum += 255 - (299*r+587*g+114*b)/1000
			n++
		}
	}
	return float64(sum) / float64(max(n, 1))
}
