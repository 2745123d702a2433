package markup

import (
	"bufio"
	"encoding/xml"
	"io"
	"strconv"
	"strings"

	svg "github.com/ajstarks/svgo/float"
)

// Decimals is the precision of every coordinate: a hundredth of a user unit
// is well under a thousandth of an inch at any printable hex size.
const Decimals = 2

// Canvas is the svgo writer plus the error of the first failed write, which
// svgo itself does not report.
type Canvas struct {
	*svg.SVG
	buf *bufio.Writer
	ew  *errWriter
	// IDPrefix goes before the ids of the map's layers and hexes, so a
	// document holding several windows of one map keeps its ids unique.
	IDPrefix string
}

// ID is an id attribute in the Canvas's scope.
func (c *Canvas) ID(name string) string { return Attr("id", c.IDPrefix+name) }

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

// NewCanvas is a canvas writing to w. Over another canvas it shares that
// canvas's buffer, so a drawing made into a page lands where the page
// stands, and Finish flushes it there.
func NewCanvas(w io.Writer) *Canvas {
	if c, ok := w.(*Canvas); ok {
		s := svg.New(c.buf)
		s.Decimals = Decimals
		return &Canvas{SVG: s, buf: c.buf, ew: c.ew, IDPrefix: c.IDPrefix}
	}
	ew := &errWriter{w: w}
	buf := bufio.NewWriterSize(ew, 64<<10)
	s := svg.New(buf)
	s.Decimals = Decimals
	return &Canvas{SVG: s, buf: buf, ew: ew}
}

// Write writes markup the caller has built and escaped, so that a canvas
// is the writer a drawing function takes.
func (c *Canvas) Write(p []byte) (int, error) { return c.buf.Write(p) }

// Finish flushes the buffer and returns the first write error.
func (c *Canvas) Finish() error {
	if err := c.buf.Flush(); err != nil {
		return err
	}
	return c.ew.err
}

// Layer opens a group that Inkscape shows as a layer named name.
func (c *Canvas) Layer(name string) {
	c.Group(`inkscape:groupmode="layer"`, Attr("inkscape:label", name), c.ID(name))
}

// Raw writes markup the caller has built and escaped.
func (c *Canvas) Raw(s string) { _, _ = c.buf.WriteString(s) }

// Attr formats name="value" with value escaped for an attribute, so names
// from data (unit ids, city names) cannot break the markup.
func Attr(name, value string) string {
	var b strings.Builder
	b.WriteString(name)
	b.WriteString(`="`)
	_ = xml.EscapeText(&b, []byte(value))
	b.WriteByte('"')
	return b.String()
}

// Class is Attr("class", ...) for the many Class attributes.
func Class(names ...string) string { return Attr("class", strings.Join(names, " ")) }

// Num formats a number the way svgo does, for markup built by hand
// (transforms, path data).
func Num(v float64) string { return strconv.FormatFloat(Round2(v), 'f', Decimals, 64) }

// Translate returns a transform attribute moving the origin to p, scaled by
// s unless s is 1.
func Translate(p Point, s float64) string {
	t := "translate(" + Num(p.X) + "," + Num(p.Y) + ")"
	if s != 1 {
		t += " scale(" + strconv.FormatFloat(s, 'f', 3, 64) + ")"
	}
	return Attr("transform", t)
}

// PathData builds a path's d attribute from polylines; closed ones end in Z.
func PathData(closed bool, lines ...[]Point) string {
	var b strings.Builder
	for _, pts := range lines {
		for i, p := range pts {
			if i == 0 {
				b.WriteByte('M')
			} else {
				b.WriteByte('L')
			}
			b.WriteString(Num(p.X))
			b.WriteByte(',')
			b.WriteString(Num(p.Y))
		}
		if closed {
			b.WriteByte('Z')
		}
	}
	return b.String()
}

// PolygonXY splits points into the coordinate slices svgo wants.
func PolygonXY(pts []Point) ([]float64, []float64) {
	xs, ys := make([]float64, len(pts)), make([]float64, len(pts))
	for i, p := range pts {
		xs[i], ys[i] = p.X, p.Y
	}
	return xs, ys
}

// CSSIdent turns a data id into something safe for a Class or element id:
// lower-case letters, digits and hyphens.
func CSSIdent(s string) string {
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

func Itoa(n int) string { return strconv.Itoa(n) }

// TextWidth estimates the width of a line of text, in user units, for
// wrapping and squeezing. SVG has no font metrics; the factors are those of
// DejaVu Sans, the widest of the fonts the style names, so estimates err on
// the safe side.
func TextWidth(s string, size float64, bold bool) float64 {
	f := 0.60
	if bold {
		f = 0.66
	}
	return float64(len([]rune(s))) * size * f
}

// FineNum formats a number to a millionth, for a viewBox that must match a
// whole number of pixels (Options.Pixels): two Decimals would leave the
// scale off by up to a hundredth of a unit across the page.
func FineNum(v float64) string { return strconv.FormatFloat(v, 'f', 6, 64) }
