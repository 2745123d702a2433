package markup

// SVGStart opens an inline SVG of the given printed size, in inches, over
// a viewBox; attrs are further attributes, written as given.
func SVGStart(c *Canvas, w, h float64, viewBox string, attrs ...string) {
	c.Raw(`<svg xmlns="http://www.w3.org/2000/svg" width="` + In(w) + `" height="` + In(h) + `" viewBox="` + viewBox + `"`)
	for _, a := range attrs {
		c.Raw(" " + a)
	}
	c.Raw(">\n")
}

// SVGEnd closes what SVGStart opened.
func SVGEnd(c *Canvas) { c.Raw("</svg>\n") }

// ViewBox formats a viewBox attribute's value.
func ViewBox(x, y, w, h float64) string { return Num(x) + " " + Num(y) + " " + Num(w) + " " + Num(h) }
