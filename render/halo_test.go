package render

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/rendertest"
)

// TestHaloCopy checks both forms of every haloed label on the map: by
// default one text with the paint-order class and no copy; with HaloCopy
// no paint-order on any map label, and each label drawn twice, a white
// copy first.
func TestHaloCopy(t *testing.T) {
	labels := []string{"Berlin", "Wien", "Königsberg", "Courland"}
	for _, copy := range []bool{false, true} {
		t.Run(strconv.FormatBool(copy), func(t *testing.T) {
			svg := renderString(t, rendertest.SmallMap(), Options{Edition: rendertest.Edition(), HaloCopy: copy})
			// the labels' class lists, in the order drawn
			texts := regexp.MustCompile(`<text [^>]*class="([^"]*)"[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg, -1)
			for _, name := range labels {
				var classes []string
				for _, m := range texts {
					if m[2] == name && !strings.Contains(m[1], "legend") {
						classes = append(classes, m[1])
					}
				}
				want := 1
				if copy {
					want = 2
				}
				if len(classes) != want {
					t.Fatalf("%s: %d texts %q, want %d", name, len(classes), classes, want)
				}
				if !copy {
					if !classListHas(classes[0], haloClass) {
						t.Errorf("%s: classes %q lack %q", name, classes[0], haloClass)
					}
					continue
				}
				if !classListHas(classes[0], "halo-copy") || !classListHas(classes[1], "halo-text") || classListHas(classes[0], haloClass) || classListHas(classes[1], haloClass) {
					t.Errorf("%s: classes %q, want the copy then the label, neither with %q", name, classes, haloClass)
				}
			}
			if got := strings.Contains(svg, "text.halo-copy{"); got != copy {
				t.Errorf("copy style in the sheet: %v, want %v", got, copy)
			}
			if copy && strings.Contains(svg, `class="halo`) || copy && regexp.MustCompile(`class="[^"]* halo[ "]`).MatchString(svg) {
				t.Error("a text still asks for the paint-order halo")
			}
		})
	}
}

// TestPixels checks the root <svg> of Options.Pixels: whole pixels, no
// unit, and a viewBox at exactly HexSize×96 pixels to a hex, at several
// hex sizes.
func TestPixels(t *testing.T) {
	root := regexp.MustCompile(`<svg\s+width="([^"]*)"\s+height="([^"]*)"\s+viewBox="0 0 ([^ ]*) ([^"]*)"`)
	for _, size := range []float64{0.5, 0.6, 0.75, 1} {
		t.Run(strconv.FormatFloat(size, 'f', -1, 64), func(t *testing.T) {
			plain := root.FindStringSubmatch(renderString(t, rendertest.SmallMap(), Options{Edition: rendertest.Edition(), HexSize: size}))
			m := root.FindStringSubmatch(renderString(t, rendertest.SmallMap(), Options{Edition: rendertest.Edition(), HexSize: size, Pixels: true}))
			if plain == nil || m == nil {
				t.Fatal("no root <svg> with width, height and viewBox")
			}
			perUnit := size * PixelsPerInch / hexWidth
			for i, side := range []string{"width", "height"} {
				px, err := strconv.Atoi(m[1+i])
				if err != nil {
					t.Fatalf("%s %q is not a whole number of pixels", side, m[1+i])
				}
				vb, _ := strconv.ParseFloat(m[3+i], 64)
				was, _ := strconv.ParseFloat(plain[3+i], 64)
				if d := float64(px)/vb - perUnit; d > 1e-9 || d < -1e-9 {
					t.Errorf("%s: %d px over %v units is %v px a unit, want %v", side, px, vb, float64(px)/vb, perUnit)
				}
				if grow := (vb - was) * perUnit; grow < -0.01 || grow >= 1 {
					t.Errorf("%s: the page grew by %v px, want under one", side, grow)
				}
			}
		})
	}
}
