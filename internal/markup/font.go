package markup

import (
	"strconv"
	"strings"
)

// Font is a type style of the printed documents: size and line height in
// points. The layout counts lines the way a browser breaks them, with the
// widths of DejaVu Sans and a safety margin, so a block the layout thinks
// fits does fit when the browser sets it.
type Font struct {
	Size, Line float64
	Bold       bool
}

// Lines is how many lines s takes in a column widthIn inches wide.
func (f Font) Lines(s string, widthIn float64) int {
	words := strings.Fields(s)
	if len(words) == 0 {
		return 1
	}
	width := widthIn * 72
	n, line := 1, f.Width(words[0])
	space := f.Width(" ")
	for _, w := range words[1:] {
		ww := f.Width(w)
		if line+space+ww > width {
			n++
			line = ww
			continue
		}
		line += space + ww
	}
	return n
}

// Width is the width of s set in f, in points, a little wide on purpose.
func (f Font) Width(s string) float64 {
	const safety = 1.05
	em := 0.0
	for _, r := range s {
		em += advance(r, f.Bold)
	}
	return em * f.Size * safety
}

// advance is the width of a character of DejaVu Sans (or its bold), in em,
// the font the documents name first. Characters not listed take the width
// of a wide capital.
func advance(r rune, bold bool) float64 {
	const regular = ` !"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\]^_` + "`" + `abcdefghijklmnopqrstuvwxyz{|}~`
	if r < ' ' || r > '~' {
		if bold {
			return 0.86
		}
		return 0.79
	}
	i := strings.IndexRune(regular, r)
	if bold {
		return dejaVuBold[i]
	}
	return dejaVu[i]
}

// Advance widths of the printable ASCII characters, space to tilde, in em.
var (
	dejaVu = [95]float64{
		0.318, 0.401, 0.460, 0.838, 0.636, 0.950, 0.780, 0.275, 0.390, 0.390, 0.500, 0.838, 0.318, 0.361, 0.318, 0.337,
		0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.636, 0.337, 0.337, 0.838, 0.838, 0.838, 0.531,
		1.000, 0.684, 0.686, 0.698, 0.770, 0.632, 0.575, 0.775, 0.752, 0.295, 0.295, 0.656, 0.557, 0.863, 0.748, 0.787,
		0.603, 0.787, 0.695, 0.635, 0.611, 0.732, 0.684, 0.989, 0.685, 0.611, 0.685, 0.390, 0.337, 0.390, 0.838, 0.500,
		0.500, 0.613, 0.635, 0.550, 0.635, 0.615, 0.352, 0.635, 0.634, 0.278, 0.278, 0.579, 0.278, 0.974, 0.634, 0.612,
		0.635, 0.635, 0.411, 0.521, 0.392, 0.634, 0.592, 0.818, 0.592, 0.592, 0.525, 0.636, 0.337, 0.636, 0.838,
	}
	dejaVuBold = [95]float64{
		0.348, 0.456, 0.521, 0.838, 0.696, 1.002, 0.872, 0.306, 0.457, 0.457, 0.523, 0.838, 0.380, 0.415, 0.380, 0.365,
		0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.696, 0.400, 0.400, 0.838, 0.838, 0.838, 0.580,
		1.000, 0.774, 0.762, 0.734, 0.830, 0.683, 0.683, 0.821, 0.837, 0.372, 0.372, 0.775, 0.637, 0.995, 0.837, 0.850,
		0.733, 0.850, 0.770, 0.720, 0.682, 0.812, 0.774, 1.103, 0.771, 0.724, 0.725, 0.457, 0.365, 0.457, 0.838, 0.500,
		0.500, 0.675, 0.716, 0.593, 0.716, 0.678, 0.435, 0.716, 0.712, 0.343, 0.343, 0.665, 0.343, 1.042, 0.712, 0.687,
		0.716, 0.716, 0.493, 0.595, 0.478, 0.712, 0.652, 0.924, 0.645, 0.652, 0.582, 0.712, 0.365, 0.712, 0.838,
	}
)

// Height is the height of n lines, in inches.
func (f Font) Height(n int) float64 { return float64(n) * f.Line / 72 }

// CSS is the font's CSS declarations.
func (f Font) CSS() string {
	s := "font-size:" + PT(f.Size) + ";line-height:" + PT(f.Line)
	if f.Bold {
		s += ";font-weight:bold"
	} else {
		s += ";font-weight:normal"
	}
	return s
}

// PT formats a size in points for CSS.
func PT(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) + "pt" }
