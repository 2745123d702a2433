package render

import (
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/rules"
)

// sheetCSS styles the setup sheet's cover and force pages.
var sheetCSS = `.cv-title{margin:0;` + fontTitle.css() + `}
.cv-sub{margin:0;font-style:italic;` + fontSubtitle.css() + `}
.cv-ed{margin:0 0 ` + in(titleBlockH) + `;color:#333;` + fontSmall.css() + `}
.cv-kicker{margin:0;text-transform:uppercase;letter-spacing:0.08em;color:#555;` + fontKicker.css() + `}
.cv-name{margin:0;` + fontScenario.css() + `}
.cv-rule{margin:0 0 ` + in(headingGap) + `;` + fontBody.css() + `}
.cv-h{margin:` + in(headingGap) + ` 0 0;border-bottom:0.75pt solid #111;` + fontHeading.css() + `}
.cv-fact,.cv-rule-item{display:flex;margin-bottom:` + in(blockGap) + `;` + fontBody.css() + `}
.cv-term{flex:none;width:` + in(termW) + `;` + fontTerm.css() + `}
.cv-num{flex:none;width:` + in(ruleNumW) + `;font-weight:bold}
.cv-val{flex:1}
.cv-none,.cv-toc{margin:0 0 ` + in(blockGap) + `;` + fontBody.css() + `}
.fh{height:` + in(forceHeadH) + `;box-sizing:border-box;border-bottom:1.5pt solid #111}
.fh h1{margin:0;font-size:18pt;line-height:22pt}
.fh p{margin:2pt 0 0;` + fontSmall.css() + `;color:#333}
.loc{display:flex;align-items:flex-start;height:` + in(locatorH+locatorGap) + `;padding-top:` + in(locatorGap/2) + `;box-sizing:border-box}
.loc svg{flex:none;border:0.5pt solid #666}
.lockey{margin-left:0.2in;` + fontSmall.css() + `}
.lockey p{margin:0 0 4pt}
.lockey svg{border:none;vertical-align:middle;margin-right:4pt}
.thead{display:flex;height:` + in(tableHeadH) + `;align-items:flex-end;border-bottom:0.75pt solid #111;box-sizing:border-box;padding-bottom:2pt;` + fontColHead.css() + `}
.thead span{font:inherit}
.thead .c-place{padding-left:` + in(cellPad) + `}
.grp{display:flex;border-bottom:0.5pt solid #999;box-sizing:border-box;overflow:hidden}
.c-place{width:` + in(colPlace) + `;flex:none;box-sizing:border-box}
.grp .c-place{padding:` + in(cellPad) + `;border-right:0.5pt solid #ccc;height:100%}
.ph{` + fontHex.css() + `}
.pz{` + fontZone.css() + `}
.pl{` + fontPlace.css() + `;color:#333}
.units{flex:none}
.u{display:flex;align-items:center;height:` + in(unitRowH) + `}
.u+.u{border-top:0.5pt dotted #bbb}
.c-ctr{width:` + in(colCounter) + `;flex:none;text-align:center}
.c-ctr svg{display:block;margin:0 auto}
.c-id{width:` + in(colID) + `;flex:none;padding-left:0.05in;box-sizing:border-box;font-family:'DejaVu Sans Mono','Liberation Mono',monospace;` + fontID.css() + `}
.c-unit{width:` + in(colUnit) + `;flex:none}
.c-unit b{display:block;` + fontLabel.css() + `}
.c-unit span{display:block;color:#333;` + fontDetail.css() + `}
.c-adm{width:` + in(colADM) + `;flex:none;text-align:center;` + fontADM.css() + `}
.zh{height:` + in(zoneHeadH) + `;display:flex;align-items:flex-end;border-bottom:0.75pt solid #111;box-sizing:border-box;padding-bottom:2pt;` + fontHeading.css() + `}
` + counterCSS + nationCSS()

// nationCSS is writeNationCSS as a string.
func nationCSS() string {
	var b strings.Builder
	writeNationCSS(&b)
	return b.String()
}

// writeForcePage writes page i of a force's section.
func (s *sheet) writeForcePage(c *canvas, fs *forceSection, i int, groups []unitGroup) {
	pageStart(c, "force")
	title := forceName(fs.force) + " force"
	if i > 0 {
		title += " (continued)"
	}
	c.raw(`<header class="fh"><h1>` + esc(title) + `</h1><p>` + esc(forceSummary(fs)) + "</p></header>\n")
	if i == 0 && s.loc != nil {
		s.writeLocatorBlock(c, fs)
	}
	c.raw(`<div class="thead"><span class="c-place">Hex, zone or box</span><span class="c-ctr">Counter</span><span class="c-id">Id</span><span class="c-unit">Unit</span><span class="c-adm">A-D-M</span></div>` + "\n")
	for _, g := range groups {
		if g.zoneHead {
			c.raw(`<div class="zh">In zones and boxes</div>` + "\n")
		}
		h := g.h
		if g.zoneHead {
			h -= zoneHeadH
		}
		c.raw(`<div class="grp" style="height:` + in(h) + `">` + "\n")
		title, _ := g.placeTitle()
		cls := "ph"
		if g.hex == "" {
			cls = "pz"
		}
		c.raw(`<div class="c-place"><div class="` + cls + `">` + esc(title) + `</div>`)
		for _, l := range g.placeLines() {
			c.raw(`<div class="pl">` + esc(l) + `</div>`)
		}
		c.raw("</div>\n<div class=\"units\">\n")
		for _, u := range g.units {
			writeUnitRow(c, u)
		}
		c.raw("</div>\n</div>\n")
	}
}

// forceSummary is the line under a force page's heading.
func forceSummary(fs *forceSection) string {
	var parts []string
	if fs.player != "" {
		parts = append(parts, "run by the "+fs.player)
	}
	units := countLabel(len(fs.units), "unit", "units")
	if fs.hexes > 0 {
		units += ", " + strconv.Itoa(len(fs.units)-fs.inZones) + " in " + countLabel(fs.hexes, "hex", "hexes")
	}
	if fs.inZones > 0 {
		units += ", " + strconv.Itoa(fs.inZones) + " in zones or boxes"
	}
	parts = append(parts, units, "in setup order by hex")
	return strings.Join(parts, " · ")
}

// writeUnitRow writes one unit: its counter as the map draws it, its id
// (after a #, so it reads as an id and stands apart from the designation
// printed on the counter), designation and kind, and its values.
func writeUnitRow(c *canvas, su explain.SetupUnit) {
	c.raw(`<div class="u"><div class="c-ctr">`)
	writeCounterSVG(c, su.Unit, sheetCounter)
	c.raw(`</div><div class="c-id">#` + esc(su.Counter) + `</div><div class="c-unit"><b>` + esc(printedLabel(su.Unit)) + `</b><span>` +
		esc(kindOf(su.Unit, " · ")) + `</span></div><div class="c-adm">` + esc(su.Stats()) + "</div></div>\n")
}

// writeCounterSVG draws a counter as an inline SVG of the given printed
// size: the counter's face measures size across, its outline just outside.
func writeCounterSVG(c *canvas, u rules.Unit, size float64) {
	const pad = 1.0 // room for the face's stroke
	box := counterSize + 2*pad
	svgStart(c, size*box/counterSize, size*box/counterSize, viewBox(-box/2, -box/2, box, box), `class="ctr"`)
	drawCounter(c.SVG, u, point{}, 1)
	svgEnd(c)
}
