package sheets

import (
	"strconv"
	"strings"
	"time"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Cover type and geometry.
var (
	fontTitle    = markup.Font{Size: 24, Line: 29, Bold: true}
	fontSubtitle = markup.Font{Size: 11, Line: 14}
	fontKicker   = markup.Font{Size: 9, Line: 12, Bold: true}
	fontScenario = markup.Font{Size: 20, Line: 24, Bold: true}
	fontHeading  = markup.Font{Size: 12.5, Line: 16, Bold: true}
	fontBody     = markup.Font{Size: 9.5, Line: 13}
	fontTerm     = markup.Font{Size: 9.5, Line: 13, Bold: true}
)

const (
	termW       = 1.5  // the facts' term column
	ruleNumW    = 0.6  // the rule number column
	headingGap  = 0.16 // space above a heading
	blockGap    = 0.05 // space under a fact or rule
	titleBlockH = 0.1  // space under the title block
)

// coverBlock is one piece of the cover, with the height the layout gives
// it. A heading keeps with the block after it.
type coverBlock struct {
	h        float64
	html     string
	keepNext bool
}

func (s *sheet) textW() float64 { return s.paper.W - 2*Margin }

// coverBlocks lays out what the cover says, block by block.
func (s *sheet) coverBlocks(contents []string) []coverBlock {
	b := s.b
	w := s.textW()
	var out []coverBlock
	add := func(h float64, html string, keep bool) {
		out = append(out, coverBlock{h: h, html: html, keepNext: keep})
	}

	// the edition
	title := b.Edition.Title
	if title == "" {
		title = "Edition " + b.Edition.ID
	}
	h := fontTitle.Height(fontTitle.Lines(title, w))
	html := `<h1 class="cv-title">` + esc(title) + "</h1>\n"
	if b.Edition.Subtitle != "" {
		h += fontSubtitle.Height(fontSubtitle.Lines(b.Edition.Subtitle, w))
		html += `<p class="cv-sub">` + esc(b.Edition.Subtitle) + "</p>\n"
	}
	ed := editionLine(b.Edition)
	h += fontSmall.Height(fontSmall.Lines(ed, w)) + titleBlockH
	html += `<p class="cv-ed">` + esc(ed) + "</p>\n"
	add(h, html, true)

	// the scenario
	h = fontKicker.Height(1) + fontScenario.Height(fontScenario.Lines(b.Name, w)) + fontBody.Height(1) + headingGap
	html = `<p class="cv-kicker">Setup sheet</p>` + "\n" + `<h2 class="cv-name">` + esc(b.Name) + "</h2>\n" +
		`<p class="cv-rule">` + esc(scenarioRuleLine(b)) + "</p>\n"
	add(h, html, true)

	for _, f := range s.facts() {
		add(factBlock(f.term, f.values, w))
	}

	rules := func(heading string, rs []ruleItem, none string) {
		add(headingGap+fontHeading.Height(1), `<h3 class="cv-h">`+esc(heading)+"</h3>\n", true)
		if len(rs) == 0 {
			add(fontBody.Height(1)+blockGap, `<p class="cv-none">`+esc(none)+"</p>\n", false)
		}
		for _, r := range rs {
			add(ruleBlock(r, w))
		}
	}
	rules("Special rules", ruleItems(b.SpecialRules), "None.")
	rules("Optional rules", ruleItems(b.OptionalRules), "None.")
	victory := []ruleItem{{name: markup.SentenceWords(b.Victory.Kind), text: b.Victory.Summary}}
	if b.Victory.Kind == "" && b.Victory.Summary == "" {
		victory = nil
	}
	rules("Victory", victory, "Not stated.")

	add(headingGap+fontHeading.Height(1), `<h3 class="cv-h">In this sheet</h3>`+"\n", true)
	for _, line := range contents {
		add(fontBody.Height(fontBody.Lines(line, w))+blockGap, `<p class="cv-toc">`+esc(line)+"</p>\n", false)
	}
	return out
}

func editionLine(e explain.EditionRef) string {
	parts := []string{"Edition " + e.ID}
	if e.Publisher != "" || e.Year != 0 {
		parts = append(parts, strings.TrimSpace(e.Publisher+" "+yearString(e.Year)))
	}
	if e.Rulebook != "" {
		parts = append(parts, "rules: "+e.Rulebook)
	}
	if e.Counters != "" {
		parts = append(parts, "counters: "+e.Counters)
	}
	return strings.Join(parts, " · ")
}

func yearString(y int) string {
	if y == 0 {
		return ""
	}
	return strconv.Itoa(y)
}

func scenarioRuleLine(b explain.Briefing) string {
	t := "Scenario " + b.Scenario
	if b.Rule != "" {
		t += " · rule " + b.Rule
	}
	return t
}

// maxChanges is how many of a variant's changes the cover lists; the rest
// are counted, so a variant that moves half the units keeps its cover to a
// page or two.
const maxChanges = 40

// variantLines writes a variant's changes from its base, one a line:
// "13-us 2104 → 2204", "added 5-us at 2104", "removed 67 (was 0410)",
// "set aside 3-ss (was zone courland): in reserve".
func variantLines(cs []explain.SetupChange, terms bool) []string {
	switch {
	case len(cs) == 0 && terms:
		return []string{"setup: the same"}
	case len(cs) == 0:
		return []string{"none: the same terms and setup"}
	}
	var out []string
	for i, c := range cs {
		if i == maxChanges {
			out = append(out, "and "+strconv.Itoa(len(cs)-i)+" more")
			break
		}
		var line string
		switch c.Kind {
		case explain.ChangeMoved:
			line = c.Counter + " " + c.From + " → " + c.To
		case explain.ChangeAdded:
			line = "added " + c.Counter + " at " + c.To
		case explain.ChangeRemoved:
			line = "removed " + c.Counter + " (was " + c.From + ")"
		default:
			line = "set aside " + c.Counter
			if c.From != "" {
				line += " (was " + c.From + ")"
			}
			if c.Reason != "" {
				line += ": " + c.Reason
			}
		}
		out = append(out, line)
	}
	return out
}

// fact is one row of the cover's table of terms.
type fact struct {
	term   string
	values []string
}

func (s *sheet) facts() []fact {
	b := s.b
	var out []fact
	add := func(term string, values ...string) { out = append(out, fact{term, values}) }
	add("Players", strconv.Itoa(b.Players))
	var control []string
	for _, c := range b.Control {
		control = append(control, markup.TitleWords(string(c.Player))+" player: "+forceNames(c.Forces))
	}
	if len(control) > 0 {
		add("Who runs what", control...)
	}
	add("First turn", turnLine(b.First))
	add("Last turn", turnLine(b.Last))
	add("Forces in play", forceNames(b.Forces))
	if len(b.NotInPlay) > 0 {
		add("Not in play", forceNames(b.NotInPlay))
	}
	if tb := b.TheaterBoundary; tb.Status != "" || tb.MapArea != "" {
		add("Theater Boundary", strings.TrimPrefix(markup.SentenceWords(tb.Status)+"; map in use: "+strings.ReplaceAll(tb.MapArea, "-", " "), "; "))
	}
	onMap, hexes := 0, map[string]bool{}
	for _, u := range b.Units {
		if u.OnMap() {
			onMap++
			hexes[u.Hex.String()] = true
		}
	}
	units := markup.CountLabel(len(b.Units), "unit", "units") + ": " + strconv.Itoa(onMap) + " in " + markup.CountLabel(len(hexes), "hex", "hexes")
	if off := len(b.Units) - onMap; off > 0 {
		units += ", " + strconv.Itoa(off) + " in zones or boxes"
	}
	add("Starting units", units)
	if f := b.SetupFrom; f != nil {
		from := "taken from " + f.Name
		if f.Rule != "" {
			from += " (rule " + f.Rule + ")"
		}
		add("Setup", from+": its placements of the forces in play here")
	} else {
		add("Setup", "the scenario's own")
	}
	var srcs []string
	for _, src := range b.SetupSources {
		t := src.Title
		if src.Sections != "" {
			t += ", " + src.Sections
		}
		kind := string(src.Kind)
		if src.ID == model.AuthorSourceID {
			kind = "the author"
		}
		srcs = append(srcs, t+" ("+kind+")")
	}
	if len(srcs) > 0 {
		add("Setup source", srcs...)
	}
	if v := b.Variant; v != nil {
		base := v.Base.Name
		if v.Base.Rule != "" {
			base += " (rule " + v.Base.Rule + ")"
		}
		add("Variant of", base)
		author := v.Author.Title
		if !v.Named {
			author = "not named"
		}
		add("Author", author)
		add("Changes from "+v.Base.Name, append(termLines(v.Terms), variantLines(v.Changes, len(v.Terms) > 0)...)...)
	}
	var aside []string
	for _, a := range b.SetAside {
		aside = append(aside, a.Counter+": "+a.Reason)
	}
	if len(aside) > 0 {
		add("Set aside", aside...)
	}
	return out
}

// turnLine writes a turn with its place on the Turn Record Track:
// "turn 1: Dec II 1944, from 16 December 1944".
func turnLine(t explain.TurnDate) string {
	s := "turn " + strconv.Itoa(t.Turn)
	var parts []string
	if t.Label != "" {
		parts = append(parts, t.Label)
	}
	if t.Start != "" {
		d := t.Start
		if day, err := time.Parse(time.DateOnly, t.Start); err == nil {
			d = day.Format("2 January 2006")
		}
		parts = append(parts, "from "+d)
	}
	if len(parts) > 0 {
		s += ": " + strings.Join(parts, ", ")
	}
	return markup.UpperFirst(s)
}

func factBlock(term string, values []string, w float64) (float64, string, bool) {
	lines := 0
	var html strings.Builder
	html.WriteString(`<div class="cv-fact"><div class="cv-term">` + esc(term) + `</div><div class="cv-val">`)
	for i, v := range values {
		if i > 0 {
			html.WriteString("<br>")
		}
		html.WriteString(esc(v))
		lines += fontBody.Lines(v, w-termW)
	}
	html.WriteString("</div></div>\n")
	lines = max(lines, fontTerm.Lines(term, termW-0.1))
	return fontBody.Height(lines) + blockGap, html.String(), false
}

// ruleItem is a rule as the cover lists it.
type ruleItem struct{ number, name, text string }

func ruleItems(rs []model.RuleRef) []ruleItem {
	out := make([]ruleItem, 0, len(rs))
	for _, r := range rs {
		name := markup.SentenceWords(r.ID)
		if r.Amends != "" {
			name += " (amends " + r.Amends + ")"
		}
		switch {
		case model.IsAuthorRuleNumber(r.Rule):
			name += " (the author's rule)"
		case r.Src == model.AuthorSourceID:
			name += " (changed by the author)"
		}
		out = append(out, ruleItem{number: r.Rule, name: name, text: r.Summary})
	}
	return out
}

func ruleBlock(r ruleItem, w float64) (float64, string, bool) {
	text := r.name
	if r.text != "" {
		text += ": " + r.text
	}
	lines := fontBody.Lines(text, w-ruleNumW)
	html := `<div class="cv-rule-item"><div class="cv-num">` + esc(r.number) + `</div><div class="cv-val"><b>` + esc(r.name) + `</b>`
	if r.text != "" {
		html += ": " + esc(r.text)
	}
	html += "</div></div>\n"
	return fontBody.Height(lines) + blockGap, html, false
}

// paginateCover cuts the cover into pages. The contents lines' page
// numbers are not known yet, but their count and length are: they are laid
// out with placeholders of the same width.
func (s *sheet) paginateCover() [][]coverBlock {
	// a continued cover page repeats the scenario's name on top
	h := s.paper.contentH() - fontKicker.Height(1)
	pages := paginateBlocks(s.coverBlocks(s.contentsLines(999)), h)
	// now the force sections' first pages are known: lay out again with
	// the real numbers (no longer than the placeholders)
	page := len(pages) + 1
	for _, fs := range s.forces {
		fs.first = page
		page += len(fs.pages)
	}
	return paginateBlocks(s.coverBlocks(s.contentsLines(0)), h)
}

// contentsLines lists the force sections with their first page; a
// positive placeholder replaces every page number.
func (s *sheet) contentsLines(placeholder int) []string {
	var out []string
	for _, fs := range s.forces {
		page := fs.first
		if placeholder > 0 {
			page = placeholder
		}
		line := forceName(fs.force) + " force"
		if fs.player != "" {
			line += ", run by the " + fs.player
		}
		line += ": " + markup.CountLabel(len(fs.units), "unit", "units") + ", page " + strconv.Itoa(page)
		out = append(out, line)
	}
	return out
}

// paginateBlocks fills pages of height h with blocks in order; a block
// that keeps with the next moves on with it.
func paginateBlocks(blocks []coverBlock, h float64) [][]coverBlock {
	var pages [][]coverBlock
	var cur []coverBlock
	room := h
	for i := 0; i < len(blocks); i++ {
		need := blocks[i].h
		if blocks[i].keepNext && i+1 < len(blocks) {
			need += blocks[i+1].h
		}
		if need > room && len(cur) > 0 {
			pages = append(pages, cur)
			cur, room = nil, h
		}
		cur = append(cur, blocks[i])
		room -= blocks[i].h
	}
	return append(pages, cur)
}

func (s *sheet) writeCover(c *markup.Canvas, blocks []coverBlock, continued bool) {
	pageStart(c, "cover")
	if continued {
		c.Raw(`<p class="cv-kicker">` + esc(s.b.Name) + " (continued)</p>\n")
	}
	for _, b := range blocks {
		c.Raw(b.html)
	}
}
