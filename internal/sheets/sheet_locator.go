package sheets

import (
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// swatch draws a small key square in the locator's style class.
func swatch(c *markup.Canvas, cls string) {
	markup.SVGStart(c, 0.16, 0.16, "0 0 100 100")
	c.Rect(4, 4, 92, 92, markup.Class(cls))
	markup.SVGEnd(c)
}

// writeLocatorBlock writes the locator of a force and its key.
func (s *sheet) writeLocatorBlock(c *markup.Canvas, fs *forceSection) {
	var others []model.Hex
	seen := map[model.Hex]bool{}
	for _, h := range fs.ownHexes {
		seen[h] = true
	}
	for _, u := range s.b.Units {
		if u.OnMap() && u.Force != fs.force && !seen[u.Hex] {
			seen[u.Hex] = true
			others = append(others, u.Hex)
		}
	}
	c.Raw(`<div class="loc">` + "\n")
	_ = s.loc.Draw(c, fs.ownHexes, others, fs.zoneHex) // a canvas keeps its first write error for Finish
	c.Raw(`<div class="lockey"><p><b>Where the ` + esc(forceName(fs.force)) + ` force starts</b></p>` + "\n")
	key := func(cls, text string) {
		c.Raw("<p>")
		swatch(c, cls)
		c.Raw(esc(text) + "</p>\n")
	}
	key("loc-own", "its "+markup.CountLabel(fs.hexes, "hex", "hexes"))
	if len(fs.zoneHex) > 0 {
		key("loc-zone", "the zone its "+markup.CountLabel(fs.inZones, "unit", "units")+" in zones choose hexes in")
	}
	if len(others) > 0 {
		key("loc-other", "other forces' hexes")
	}
	c.Raw("<p>")
	markup.SVGStart(c, 0.3, 0.16, "0 0 100 50")
	c.Line(4, 25, 96, 25, markup.Class("loc-boundary"))
	markup.SVGEnd(c)
	c.Raw("Theater Boundary</p>\n<p>")
	swatch(c, "loc-city")
	c.Raw("city; the larger squares are capitals</p>\n")
	c.Raw("<p>North is up. Numbered: " + esc(s.loc.Numbered()) + ".</p>\n</div>\n</div>\n")
}
