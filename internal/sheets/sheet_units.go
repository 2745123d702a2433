package sheets

import (
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/render"
)

// sheetCSS styles the setup sheet's cover and force pages.
var sheetCSS = `.cv-title{margin:0;` + fontTitle.CSS() + `}
.cv-sub{margin:0;font-style:italic;` + fontSubtitle.CSS() + `}
.cv-ed{margin:0 0 ` + markup.In(titleBlockH) + `;color:#333;` + fontSmall.CSS() + `}
.cv-kicker{margin:0;text-transform:uppercase;letter-spacing:0.08em;color:#555;` + fontKicker.CSS() + `}
.cv-name{margin:0;` + fontScenario.CSS() + `}
.cv-rule{margin:0 0 ` + markup.In(headingGap) + `;` + fontBody.CSS() + `}
.cv-h{margin:` + markup.In(headingGap) + ` 0 0;border-bottom:0.75pt solid #111;` + fontHeading.CSS() + `}
.cv-fact,.cv-rule-item{display:flex;margin-bottom:` + markup.In(blockGap) + `;` + fontBody.CSS() + `}
.cv-term{flex:none;width:` + markup.In(termW) + `;` + fontTerm.CSS() + `}
.cv-num{flex:none;width:` + markup.In(ruleNumW) + `;font-weight:bold}
.cv-val{flex:1}
.cv-none,.cv-toc{margin:0 0 ` + markup.In(blockGap) + `;` + fontBody.CSS() + `}
.fh{height:` + markup.In(forceHeadH) + `;box-sizing:border-box;border-bottom:1.5pt solid #111}
.fh h1{margin:0;font-size:18pt;line-height:22pt}
.fh p{margin:2pt 0 0;` + fontSmall.CSS() + `;color:#333}
.loc{display:flex;align-items:flex-start;height:` + markup.In(locatorH+locatorGap) + `;padding-top:` + markup.In(locatorGap/2) + `;box-sizing:border-box}
.loc svg{flex:none;border:0.5pt solid #666}
.lockey{margin-left:0.2in;` + fontSmall.CSS() + `}
.lockey p{margin:0 0 4pt}
.lockey svg{border:none;vertical-align:middle;margin-right:4pt}
.thead{display:flex;height:` + markup.In(tableHeadH) + `;align-items:flex-end;border-bottom:0.75pt solid #111;box-sizing:border-box;padding-bottom:2pt;` + fontColHead.CSS() + `}
.thead span{font:inherit}
.thead .c-place{padding-left:` + markup.In(cellPad) + `}
.grp{display:flex;border-bottom:0.5pt solid #999;box-sizing:border-box;overflow:hidden}
.c-place{width:` + markup.In(colPlace) + `;flex:none;box-sizing:border-box}
.grp .c-place{padding:` + markup.In(cellPad) + `;border-right:0.5pt solid #ccc;height:100%}
.ph{` + fontHex.CSS() + `}
.pz{` + fontZone.CSS() + `}
.pl{` + fontPlace.CSS() + `;color:#333}
.units{flex:none}
.u{display:flex;align-items:center;height:` + markup.In(unitRowH) + `}
.u+.u{border-top:0.5pt dotted #bbb}
.c-ctr{width:` + markup.In(colCounter) + `;flex:none;text-align:center}
.c-ctr svg{display:block;margin:0 auto}
.c-id{width:` + markup.In(colID) + `;flex:none;padding-left:0.05in;box-sizing:border-box;font-family:'DejaVu Sans Mono','Liberation Mono',monospace;` + fontID.CSS() + `}
.c-unit{width:` + markup.In(colUnit) + `;flex:none}
.c-unit b{display:block;` + fontLabel.CSS() + `}
.c-unit span{display:block;color:#333;` + fontDetail.CSS() + `}
.c-adm{width:` + markup.In(colADM) + `;flex:none;text-align:center;` + fontADM.CSS() + `}
.zh{height:` + markup.In(zoneHeadH) + `;display:flex;align-items:flex-end;border-bottom:0.75pt solid #111;box-sizing:border-box;padding-bottom:2pt;` + fontHeading.CSS() + `}
` + render.CounterCSS + render.NationCSS()

// writeForcePage writes page i of a force's section.
func (s *sheet) writeForcePage(c *markup.Canvas, fs *forceSection, i int, groups []unitGroup) {
	pageStart(c, "force")
	title := forceName(fs.force) + " force"
	if i > 0 {
		title += " (continued)"
	}
	c.Raw(`<header class="fh"><h1>` + esc(title) + `</h1><p>` + esc(forceSummary(fs)) + "</p></header>\n")
	if i == 0 && s.loc != nil {
		s.writeLocatorBlock(c, fs)
	}
	c.Raw(`<div class="thead"><span class="c-place">Hex, zone or box</span><span class="c-ctr">Counter</span><span class="c-id">Id</span><span class="c-unit">Unit</span><span class="c-adm">A-D-M</span></div>` + "\n")
	for _, g := range groups {
		if g.zoneHead {
			c.Raw(`<div class="zh">In zones and boxes</div>` + "\n")
		}
		h := g.h
		if g.zoneHead {
			h -= zoneHeadH
		}
		c.Raw(`<div class="grp" style="height:` + markup.In(h) + `">` + "\n")
		title, _ := g.placeTitle()
		cls := "ph"
		if g.hex == "" {
			cls = "pz"
		}
		c.Raw(`<div class="c-place"><div class="` + cls + `">` + esc(title) + `</div>`)
		for _, l := range g.placeLines() {
			c.Raw(`<div class="pl">` + esc(l) + `</div>`)
		}
		c.Raw("</div>\n<div class=\"units\">\n")
		for _, u := range g.units {
			writeUnitRow(c, u)
		}
		c.Raw("</div>\n</div>\n")
	}
}

// forceSummary is the line under a force page's heading.
func forceSummary(fs *forceSection) string {
	var parts []string
	if fs.player != "" {
		parts = append(parts, "run by the "+fs.player)
	}
	units := markup.CountLabel(len(fs.units), "unit", "units")
	if fs.hexes > 0 {
		units += ", " + strconv.Itoa(len(fs.units)-fs.inZones) + " in " + markup.CountLabel(fs.hexes, "hex", "hexes")
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
func writeUnitRow(c *markup.Canvas, su explain.SetupUnit) {
	c.Raw(`<div class="u"><div class="c-ctr">`)
	writeCounterSVG(c, su.Unit, sheetCounter)
	c.Raw(`</div><div class="c-id">#` + esc(su.Counter) + `</div><div class="c-unit"><b>` + esc(explain.Drawn(su.Unit).PrintedLabel()) + `</b><span>` +
		esc(kindOf(su.Unit, " · ")) + `</span></div><div class="c-adm">` + esc(su.Stats()) + "</div></div>\n")
}
