package vassal

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"strconv"

	"github.com/bfgdata/bfgdata/internal/render"
	"github.com/bfgdata/bfgdata/model"
)

// svgRoot finds the size attributes of an SVG's root element, which
// render writes first, in this order.
var svgRoot = regexp.MustCompile(`<svg\s+width="[^"]*"\s+height="[^"]*"\s+viewBox="0 0 ([0-9.]+) ([0-9.]+)"`)

// pixelStep makes a whole number of pixels a whole number of map units
// too (18 px = 25 units at Scale 0.72), so the image's size and its
// viewBox say exactly the same scale.
const pixelStep = 18

// BoardSVG is the map drawn for VASSAL: labels haloed with a stroked copy
// (Batik ignores paint-order), and sized in unit-less whole pixels at
// Scale, the page grown by less than pixelStep px to the right and bottom
// so the scale is exact. It returns the image and its size in pixels.
func BoardSVG(m *model.Map, tec *model.TEC, info *model.EditionInfo) ([]byte, int, int, error) {
	var b bytes.Buffer
	if err := render.Map(&b, m, tec, render.Options{Edition: info, HaloCopy: true}); err != nil {
		return nil, 0, 0, err
	}
	return pixelSized(b.Bytes(), Scale)
}

// pixelSized rewrites the root's width, height and viewBox so that one
// unit of the drawing is scale pixels and both sizes are whole pixels.
func pixelSized(svg []byte, scale float64) ([]byte, int, int, error) {
	m := svgRoot.FindSubmatchIndex(svg)
	if m == nil {
		return nil, 0, 0, fmt.Errorf("vassal: the drawing does not start with a sized <svg> element")
	}
	w, err1 := strconv.ParseFloat(string(svg[m[2]:m[3]]), 64)
	h, err2 := strconv.ParseFloat(string(svg[m[4]:m[5]]), 64)
	if err1 != nil || err2 != nil {
		return nil, 0, 0, fmt.Errorf("vassal: the drawing's viewBox is not numbers")
	}
	step := func(v float64) int { return pixelStep * int(math.Ceil(v*scale/pixelStep-1e-9)) }
	wpx, hpx := step(w), step(h)
	unit := func(px int) string { return strconv.FormatFloat(float64(px)/scale, 'f', -1, 64) }
	out := append([]byte{}, svg[:m[0]]...)
	out = fmt.Appendf(out, `<svg width="%d" height="%d" viewBox="0 0 %s %s"`, wpx, hpx, unit(wpx), unit(hpx))
	out = append(out, svg[m[1]:]...)
	return out, wpx, hpx, nil
}

// counterSVG sizes one counter image (render.CounterFiles) in pixels.
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
