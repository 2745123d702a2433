package render

import (
	"bufio"
	"encoding/xml"
	"io"
	"strconv"
	"strings"

	svg "github.com/ajstarks/svgo/float"
)

// decimals is the precision of every coordinate: a hundredth of a user unit
// is well under a thousandth of an inch at any printable hex size.
const decimals = 2

// canvas is the svgo writer plus the error of the first failed write, which
// svgo itself does not report.
type canvas struct {
	*svg.SVG
	buf *bufio.Writer
	ew  *errWriter
	// idPrefix goes before the ids of the map's layers and hexes, so a
	// document holding several windows of one map keeps its ids unique.
	idPrefix string
}

// id is an id attribute in the canvas's scope.
func (c *canvas) id(name string) string { return attr("id", c.idPrefix+name) }

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err != nil {
		e.err = err
	}
	return n, err
}

func newCanvas(w io.Writer) *canvas {
	ew := &errWriter{w: w}
	buf := bufio.NewWriterSize(ew, 64<<10)
	s := svg.New(buf)
	s.Decimals = decimals
	return &canvas{SVG: s, buf: buf, ew: ew}
}

// finish flushes the buffer and returns the first write error.
func (c *canvas) finish() error {
	if err := c.buf.Flush(); err != nil {
		return err
	}
	return c.ew.err
}

// layer opens a group that Inkscape shows as a layer named name.
func (c *canvas) layer(name string) {
	c.Group(`inkscape:groupmode="layer"`, attr("inkscape:label", name), c.id(name))
}

// raw writes markup the caller has built and escaped.
func (c *canvas) raw(s string) { _, _ = c.buf.WriteString(s) }

// attr formats name="value" with value escaped for an attribute, so names
// from data (unit ids, city names) cannot break the markup.
func attr(name, value string) string {
	var b strings.Builder
	b.WriteString(name)
	b.WriteString(`="`)
	_ = xml.EscapeText(&b, []byte(value))
	b.WriteByte('"')
	return b.String()
}

// class is attr("class", ...) for the many class attributes.
func class(names ...string) string { return attr("class", strings.Join(names, " ")) }

// num formats a number the way svgo does, for markup built by hand
// (transforms, path data).
func num(v float64) string { return strconv.FormatFloat(round2(v), 'f', decimals, 64) }

// translate returns a transform attribute moving the origin to p, scaled by
// s unless s is 1.
func translate(p point, s float64) string {
	t := "translate(" + num(p.X) + "," + num(p.Y) + ")"
	if s != 1 {
		t += " scale(" + strconv.FormatFloat(s, 'f', 3, 64) + ")"
	}
	return attr("transform", t)
}

// pathData builds a path's d attribute from polylines; closed ones end in Z.
func pathData(closed bool, lines ...[]point) string {
	var b strings.Builder
	for _, pts := range lines {
		for i, p := range pts {
			if i == 0 {
				b.WriteByte('M')
			} else {
				b.WriteByte('L')
			}
			b.WriteString(num(p.X))
			b.WriteByte(',')
			b.WriteString(num(p.Y))
		}
		if closed {
			b.WriteByte('Z')
		}
	}
	return b.String()
}

// polygonXY splits points into the coordinate slices svgo wants.
func polygonXY(pts []point) ([]float64, []float64) {
	xs, ys := make([]float64, len(pts)), make([]float64, len(pts))
	for i, p := range pts {
		xs[i], ys[i] = p.X, p.Y
	}
	return xs, ys
}

// cssIdent turns a data id into something safe for a class or element id:
// lower-case letters, digits and hyphens.
func cssIdent(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		default:
			b.WriteByte('-')
		}
	}
	if b.Len() == 0 {
		return "x"
	}
	return b.String()
}

func itoa(n int) string { return strconv.Itoa(n) }

// textWidth estimates the width of a line of text, in user units, for
// wrapping and squeezing. SVG has no font metrics; the factors are those of
// DejaVu Sans, the widest of the fonts the style names, so estimates err on
// the safe side.
func textWidth(s string, size float64, bold bool) float64 {
	f := 0.60
	if bold {
		f = 0.66
	}
	return float64(len([]rune(s))) * size * f
}

// fineNum formats a number to a millionth, for a viewBox that must match a
// whole number of pixels (Options.Pixels): two decimals would leave the
// scale off by up to a hundredth of a unit across the page.
func fineNum(v float64) string { return strconv.FormatFloat(v, 'f', 6, 64) }
