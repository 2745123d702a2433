package vassal

import (
	"bytes"
	"fmt"
	"regexp"
	"strconv"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// svgSize reads the whole-pixel size render writes on the root <svg>
// with Options.Pixels.
var svgSize = regexp.MustCompile(`<svg\s+width="([0-9]+)"\s+height="([0-9]+)"`)

// BoardSVG is the map drawn for VASSAL: labels haloed with a stroked copy
// (Batik ignores paint-order), and sized by render in unit-less whole
// pixels at Scale (render.Options.Pixels: a hex of 0.75 in is 72 px across
// its flats), so that the grid's numbers are exact. It returns the image
// and its size in pixels.
func BoardSVG(m *model.Map, tec *model.TEC, info *model.EditionInfo) ([]byte, int, int, error) {
	var b bytes.Buffer
	opts := render.Options{Edition: info, HaloCopy: true, Pixels: true, HexSize: HexInches}
	if err := render.Map(&b, m, tec, opts); err != nil {
		return nil, 0, 0, err
	}
	sz := svgSize.FindSubmatch(b.Bytes())
	if sz == nil {
		return nil, 0, 0, fmt.Errorf("vassal: the drawing does not start with a <svg> sized in pixels")
	}
	w, _ := strconv.Atoi(string(sz[1]))
	h, _ := strconv.Atoi(string(sz[2]))
	return b.Bytes(), w, h, nil
}

// counterSVG sizes one counter image (sheets.CounterFiles) in pixels.
var counterRoot = regexp.MustCompile(`<svg\s+width="[^"]*"\s+height="[^"]*"`)

func counterSVG(svg []byte) ([]byte, error) {
	loc := counterRoot.FindIndex(svg)
	if loc == nil {
		return nil, fmt.Errorf("vassal: the counter drawing does not start with a sized <svg> element")
	}
	px := strconv.Itoa(CounterPixels)
	out := append([]byte{}, svg[:loc[0]]...)
	out = append(out, `<svg width="`+px+`" height="`+px+`"`...)
	return append(out, svg[loc[1]:]...), nil
}
