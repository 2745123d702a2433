package sheets

import (
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/render"
)

// css styles the compact sheet. Every line's height is the layout's, so
// the browser fills the columns exactly as they were counted.
func (k *compact) css() string {
	return `.kh{height:` + markup.In(k.headH) + `;box-sizing:border-box;border-bottom:1.5pt solid #111}
.kh h1{margin:0;font-size:15pt;line-height:18pt}
.kh p{margin:1pt 0 0;` + fontSmall.CSS() + `;color:#333}
.kcols{display:flex;gap:` + markup.In(kGutter) + `}
.kcol{width:` + markup.In(k.colW) + `;flex:none}
.kth{display:flex;height:` + markup.In(kTheadH) + `;align-items:flex-end;border-bottom:0.75pt solid #111;box-sizing:border-box;padding-bottom:1.5pt;` + fontColHead.CSS() + `}
.kf{display:flex;height:` + markup.In(kForceH) + `;align-items:flex-end;justify-content:space-between;border-bottom:0.75pt solid #111;box-sizing:border-box;padding-bottom:1.5pt;` + kFontForce.CSS() + `}
.kf span{` + fontSmall.CSS() + `;color:#333}
.kr{display:flex;align-items:center;height:` + markup.In(kRowH) + `;box-sizing:border-box;border-top:0.5pt solid #aaa;overflow:hidden}
.kf+.kr{border-top:none}
.kr.same{border-top:0.5pt dotted #ccc}
.kr.same .k-place b{color:#777}
.k-place{width:` + markup.In(kColPlace) + `;flex:none;padding-left:0.04in;box-sizing:border-box}
.k-place b{display:block;` + kFontHex.CSS() + `}
.k-place b.kn{` + kFontName.CSS() + `}
.k-place span{display:block;color:#444;` + kFontSub.CSS() + `}
.k-ctr{width:` + markup.In(kColCtr) + `;flex:none}
.k-ctr svg{display:block;margin:0 auto}
.k-id{width:` + markup.In(kColID) + `;flex:none;font-family:'DejaVu Sans Mono','Liberation Mono',monospace;font-size:7.5pt}
.k-unit{width:` + markup.In(k.unitW()) + `;flex:none}
.k-unit b{display:block;` + kFontLabel.CSS() + `}
.k-unit span{display:block;color:#333;` + kFontKind.CSS() + `}
.k-adm{width:` + markup.In(kColADM) + `;flex:none;text-align:right;padding-right:0.04in;box-sizing:border-box;` + kFontHex.CSS() + `}
.k-why{flex:1;` + kFontAside.CSS() + `}
` + render.CounterCSS + render.NationCSS()
}

func (k *compact) write(c *markup.Canvas) {
	b := k.b
	htmlStart(c, b.Name+" — setup by hex, "+footerOf(b.Edition, b.Scenario), pageCSS(k.paper)+k.css())
	defsStart(c)
	_ = render.WriteNATOSymbols(c)
	defsEnd(c)
	for i, p := range k.pages {
		pageStart(c, "compact")
		title := p.section.title
		if p.continued {
			title += " (continued)"
		}
		c.Raw(`<header class="kh"><h1>` + esc(title) + `</h1><p>` + esc(k.summary(p.section)) + "</p></header>\n")
		c.Raw(`<div class="kcols">` + "\n")
		for _, col := range p.cols {
			c.Raw(`<div class="kcol">` + "\n" + `<div class="kth"><span class="k-place">Hex</span><span class="k-ctr"></span><span class="k-id">Id</span><span class="k-unit">Unit</span><span class="k-adm">A-D-M</span></div>` + "\n")
			for _, it := range col {
				k.writeItem(c, it)
			}
			c.Raw("</div>\n")
		}
		c.Raw("</div>\n")
		pageEnd(c, k.footer, i+1, len(k.pages))
	}
	htmlEnd(c)
}

// summary is the line under a page's heading: the scenario (unless
// nameless), each force with its count, and the order of the lines.
func (k *compact) summary(sec *kSection) string {
	var parts []string
	if !k.nameless {
		parts = append(parts, k.b.Name)
	}
	off, aside := false, false
	for _, f := range sec.forces {
		parts = append(parts, forceName(f.force)+" force: "+f.count())
		off = off || slices.ContainsFunc(f.units, func(u explain.SetupUnit) bool { return !u.OnMap() })
		aside = aside || len(f.aside) > 0
	}
	order := "sorted by hex"
	switch {
	case off && aside:
		order += ", then zones, boxes, set aside"
	case off:
		order += ", then zones and boxes"
	case aside:
		order += ", then set aside"
	}
	return strings.Join(append(parts, order), " · ")
}

// count is a force's units: "35 units", "28 units, 7 set aside".
func (f *kForce) count() string {
	s := markup.CountLabel(len(f.units), "unit", "units")
	if len(f.aside) > 0 {
		s += ", " + strconv.Itoa(len(f.aside)) + " set aside"
	}
	return s
}

// height is the style attribute of a line taller than the least.
func height(h, least float64) string {
	if h <= least {
		return ""
	}
	return ` style="height:` + markup.In(h) + `"`
}

func (k *compact) writeItem(c *markup.Canvas, it kItem) {
	switch it.kind {
	case kiForce:
		name := forceName(it.force.force) + " force"
		if it.cont {
			name += " (continued)"
		}
		c.Raw(`<div class="kf">` + esc(name) + `<span>` + esc(it.force.count()) + "</span></div>\n")
	case kiAsideHead:
		title := "Set aside"
		if it.cont {
			title += " (continued)"
		}
		c.Raw(`<div class="kf">` + title + `<span>not placed by the scenario</span></div>` + "\n")
	case kiAside:
		c.Raw(`<div class="kr"` + height(it.h, kRowH) + `><div class="k-place"></div><div class="k-id">#` + esc(it.aside.Counter) +
			`</div><div class="k-why">` + esc(it.aside.Reason) + "</div></div>\n")
	case kiUnit:
		writeCompactUnit(c, it)
	}
}

// writeCompactUnit writes a unit's line: its place, its counter, its id
// (after a #, as on the full sheet), designation and kind, and values.
func writeCompactUnit(c *markup.Canvas, it kItem) {
	cls := "kr"
	if it.same {
		cls += " same"
	}
	c.Raw(`<div class="` + cls + `"` + height(it.h, kRowH) + `><div class="k-place">`)
	if it.place.onMap {
		c.Raw("<b>" + esc(it.place.main) + "</b>")
	} else {
		c.Raw(`<b class="kn">` + esc(it.place.main) + "</b>")
	}
	if it.place.sub != "" {
		c.Raw("<span>" + esc(it.place.sub) + "</span>")
	}
	c.Raw(`</div><div class="k-ctr">`)
	u := it.unit
	writeCounterSVG(c, u.Unit, kCounter)
	c.Raw(`</div><div class="k-id">#` + esc(u.Counter) + `</div><div class="k-unit"><b>` + esc(explain.Drawn(u.Unit).PrintedLabel()) + `</b><span>` +
		esc(it.note) + `</span></div><div class="k-adm">` + esc(u.Stats()) + "</div></div>\n")
}
