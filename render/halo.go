package render

import "github.com/bfgdata/bfgdata/internal/markup"

// A label on busy terrain gets a white halo: a white outline under the
// letters. The map's style sheet draws it with paint-order:stroke (class
// halo), one element per label. Batik, the SVG renderer VASSAL uses, does
// not know paint-order and strokes the white over the letters, so a board
// image meant for VASSAL draws each halo as a copy of the label instead:
// a white, white-stroked text under the filled one. Browsers show both
// forms alike.

// haloClass is the class that asks for a halo in the paint-order form.
const haloClass = "halo"

// haloCopyCSS styles the two texts of the copy form. It comes last in the
// style sheet, and its selectors name the element, so the copy stays white
// whatever fill a label's own classes set (Berlin's red, a zone's colour
// inherited from its group), and the label on top has no stroke even
// where its group sets one (a zone's outline colour).
const haloCopyCSS = `text.halo-copy{fill:#fff;stroke:#fff;stroke-width:3.5px;stroke-linejoin:round}
text.halo-text{stroke:none}
`

// haloText writes a label with a halo. classes are the label's classes,
// haloClass among them. By default that is one text; with copy, a white
// copy first (hidden from screen readers, as it says the same), then the
// label without the stroke.
func haloText(c *canvas, copy bool, x, y float64, s string, classes ...string) {
	if !copy {
		c.Text(x, y, s, markup.Class(classes...))
		return
	}
	under := make([]string, len(classes))
	over := make([]string, len(classes))
	for i, cl := range classes {
		under[i], over[i] = cl, cl
		if cl == haloClass {
			under[i], over[i] = "halo-copy", "halo-text"
		}
	}
	c.Text(x, y, s, markup.Class(under...), markup.Attr("aria-hidden", "true"))
	c.Text(x, y, s, markup.Class(over...))
}
