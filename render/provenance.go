package render

import (
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// provenanceClass is one shade of the provenance layer: a group of source
// kinds an owner of the printed map checks the same way.
type provenanceClass struct {
	key    string
	name   string
	colour string
	kinds  []model.SourceKind
}

// provenanceClasses run from what needs no checking (transcribed from a
// rulebook) to what needs it most (a person's judgement), green to red.
var provenanceClasses = []provenanceClass{
	{"transcribed", "Transcribed (rulebook, errata)", "#1a9850", []model.SourceKind{model.SourceRulebook, model.SourceErrata}},
	{"derived", "Derived from stated facts", "#91cf60", []model.SourceKind{model.SourceDerived}},
	{"secondary", "Article or review", "#d9ef8b", []model.SourceKind{model.SourceArticle, model.SourceReview}},
	{"setup", "Inferred from the setups", "#74add1", []model.SourceKind{model.SourceSetup}},
	{"geo", "Drafted from geography", "#fee08b", []model.SourceKind{model.SourceGeo}},
	{"fan", "Fan material", "#fc8d59", []model.SourceKind{model.SourceFan}},
	{"manual", "Judgement (see notes)", "#d73027", []model.SourceKind{model.SourceManual}},
	{"unknown", "Source not in the map's list", "#8c8c8c", nil},
}

func provenanceOf(m *model.Map, src string) provenanceClass {
	if s, ok := m.Sources.Find(src); ok {
		for _, pc := range provenanceClasses {
			for _, k := range pc.kinds {
				if k == s.Kind {
					return pc
				}
			}
		}
	}
	return provenanceClasses[len(provenanceClasses)-1]
}

// provenancePlan counts hexes per class, hexes whose facts come from more
// than one class, and hexsides and zones per class for the legend.
type provenancePlan struct {
	hexClass map[model.Hex]provenanceClass
	mixed    map[model.Hex]bool
	hexes    map[string]int
	hexsides map[string]int
	zones    map[string]int
}

func planProvenance(m *model.Map) *provenancePlan {
	pp := &provenancePlan{
		hexClass: map[model.Hex]provenanceClass{},
		mixed:    map[model.Hex]bool{},
		hexes:    map[string]int{},
		hexsides: map[string]int{},
		zones:    map[string]int{},
	}
	for h, info := range m.Hexes {
		pc := provenanceOf(m, info.Src)
		pp.hexClass[h] = pc
		pp.hexes[pc.key]++
		for _, fact := range model.HexFacts {
			if provenanceOf(m, info.SrcOf(fact)).key != pc.key {
				pp.mixed[h] = true
			}
		}
	}
	for _, info := range m.Hexsides {
		pp.hexsides[provenanceOf(m, info.Src).key]++
	}
	for _, z := range m.Zones {
		pp.zones[provenanceOf(m, z.Src).key]++
	}
	return pp
}

// drawProvenanceLayer shades each hex by the class of its source and
// frames, with a dashed inner line, hexes whose facts rest on sources of
// different classes (say terrain from geography, fortification from a
// rulebook example).
func drawProvenanceLayer(c *canvas, l *layout, pp *provenancePlan, hexes []model.Hex) {
	c.Layer("provenance")
	for _, h := range hexes {
		p := l.centre(h)
		c.Use(p.X, p.Y, "#hex", markup.Class("prov", "prov-"+pp.hexClass[h].key))
	}
	for _, h := range hexes {
		if pp.mixed[h] {
			p := l.centre(h)
			c.Use(p.X, p.Y, "#hex-inset", markup.Class("prov-mixed"), markup.Attr("data-hex", h.String()))
		}
	}
	c.Gend()
}

// summary says, for the legend, how many of a kind of item rest on each
// class of source, e.g. "12 geography, 3 transcribed".
func provenanceSummary(counts map[string]int) string {
	var parts []string
	for _, pc := range provenanceClasses {
		if n := counts[pc.key]; n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, strings.ToLower(pc.key)))
		}
	}
	if len(parts) == 0 {
		return "none"
	}
	return strings.Join(parts, ", ")
}
