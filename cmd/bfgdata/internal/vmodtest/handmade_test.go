package vmodtest

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

// A module made by hand from the format facts, to prove the reader: the
// whole one must pass, and each spoiled copy must be refused.

// modParts are the parts of a hand-made module before they are zipped,
// for a test to spoil.
type modParts struct {
	root       *elem
	entries    map[string][]byte
	saves      map[string][]string // .vsav → commands
	help       map[string][]byte   // the pages of the help zip, help/Setup_sheets
	moduledata string
}

func el(class string, attr map[string]string, kids ...*elem) *elem {
	if attr == nil {
		attr = map[string]string{}
	}
	e := &elem{Class: class, Attr: attr, Kids: kids}
	for _, k := range kids {
		k.Parent = e
	}
	return e
}

func (e *elem) add(kids ...*elem) *elem {
	for _, k := range kids {
		k.Parent = e
	}
	e.Kids = append(e.Kids, kids...)
	return e
}

// writeXML writes e with sorted attributes, text escaped (a TAB as &#x9;).
func (e *elem) writeXML(b *bytes.Buffer) {
	b.WriteString("<" + e.Class)
	keys := make([]string, 0, len(e.Attr))
	for k := range e.Attr {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		b.WriteString(" " + k + `="`)
		xml.EscapeText(b, []byte(e.Attr[k]))
		b.WriteString(`"`)
	}
	b.WriteString(">")
	xml.EscapeText(b, []byte(e.Text))
	for _, k := range e.Kids {
		k.writeXML(b)
	}
	b.WriteString("</" + e.Class + ">")
}

const templateData = `<data version="1"><version>1.0</version><extra1/><extra2/><VassalVersion>3.6.0</VassalVersion><dateSaved>0</dateSaved><description/><name>Battle for Germany</name></data>`

// zipOf writes files in name order, so the bytes never vary.
func zipOf(t *testing.T, files map[string][]byte) []byte {
	t.Helper()
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for _, n := range names {
		w, err := zw.Create(n)
		if err != nil {
			t.Fatal(err)
		}
		w.Write(files[n])
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func (p *modParts) zip(t *testing.T) []byte {
	var build bytes.Buffer
	build.WriteString(xml.Header)
	p.root.writeXML(&build)
	files := map[string][]byte{"buildFile.xml": build.Bytes(), "moduledata": []byte(p.moduledata)}
	for n, b := range p.entries {
		files[n] = b
	}
	if p.help != nil {
		files["help/Setup_sheets"] = zipOf(t, p.help)
	}
	for n, cmds := range p.saves {
		files[n] = zipOf(t, map[string][]byte{savedGame: encodeSave(cmds), "savedata": []byte(templateData), "moduledata": []byte(p.moduledata)})
	}
	return zipOf(t, files)
}

// find is the first element of the class suffix, for a spoiler.
func (p *modParts) find(t *testing.T, suffix string) *elem {
	found := p.root.Find(suffix)
	if len(found) == 0 {
		t.Fatalf("hand-made module has no %s", suffix)
	}
	return found[0]
}

// slotPiece is the palette piece of a counter fighting for force: a
// prototype per force, a Marker with the counter's data, the basic piece.
func slotPiece(c *model.Counter, force string, gpid int) *piece {
	proto := force
	if proto == "" {
		proto = "german"
	}
	return &piece{ID: "null", Prototypes: []string{proto},
		Keys:   []string{"CounterId", "Force", "Nationality", "Attack", "Defense", "Movement"},
		Values: []string{c.ID, force, string(c.Nationality), strconv.Itoa(c.Attack), strconv.Itoa(c.Defense), strconv.Itoa(c.Movement)},
		Image:  c.ID + ".svg", Name: c.Label, Map: "null", GPID: strconv.Itoa(gpid)}
}

// handmade builds a module for an edition the way the facts describe,
// at s = 0.72, with one saved game per scenario.
func handmade(t *testing.T, ed string) *modParts {
	t.Helper()
	e, err := data.Editions.Load(ed)
	if err != nil {
		t.Fatal(err)
	}
	g, m, img := factsGrid(t, ed, 0.72)
	p := &modParts{entries: map[string][]byte{}, saves: map[string][]string{}, moduledata: templateData}
	vbW, vbH := float64(img.W)/img.scaleX, float64(img.H)/img.scaleY
	p.entries["images/map.svg"] = pixelSized(t, e, img.W, img.H, vbW, vbH)
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	b := strconv.FormatBool
	hexGrid := el(pkgBoard+"HexGrid", map[string]string{"sideways": "true", "dx": f(g.DX), "dy": f(g.DY), "x0": strconv.Itoa(g.X0), "y0": strconv.Itoa(g.Y0),
		"snapTo": "true", "visible": "false", "edgesLegal": "false", "cornersLegal": "false"},
		el(pkgGrid+"HexGridNumbering", map[string]string{"first": g.First, "sep": g.Sep, "hType": g.HType, "vType": g.VType,
			"hLeading": strconv.Itoa(g.HLeading), "vLeading": strconv.Itoa(g.VLeading), "hOff": strconv.Itoa(g.HOff), "vOff": strconv.Itoa(g.VOff),
			"hDescend": b(g.HDescend), "vDescend": b(g.VDescend), "stagger": b(g.Stagger), "visible": "false", "locationFormat": "$gridLocation$"}))
	zoned := el(pkgBoard+"ZonedGrid", nil)
	geo, err := render.GeometryOf(m)
	if err != nil {
		t.Fatal(err)
	}
	r := geo.HexRadius * img.scaleX
	for _, z := range geo.Zones {
		x0, y0, x1, y1 := 1e9, 1e9, -1e9, -1e9
		for _, h := range z.Hexes {
			x, y := img.px(geo.Hexes[h])
			x0, y0, x1, y1 = min(x0, x-r), min(y0, y-r), max(x1, x+r), max(y1, y+r)
		}
		path := fmt.Sprintf("%d,%d;%d,%d;%d,%d;%d,%d", int(x0), int(y0), int(x1), int(y0), int(x1), int(y1), int(x0), int(y1))
		zoned.add(el(pkgGrid+"Zone", map[string]string{"name": z.Name, "path": path, "useParentGrid": "true", "locationFormat": "$gridLocation$"}))
	}
	zoned.add(hexGrid)
	picker := el(pkgMap+"BoardPicker", nil, el(setupElem, nil),
		el(pkgMap+"boardPicker.Board", map[string]string{"name": "Map " + ed, "image": "map.svg", "reversible": "false"}, zoned))
	picker.Kids[0].Text = seqEncode([]string{"Main MapBoardPicker", "Map " + ed, "0", "0"}, '\t')
	mp := el(pkgModule+"Map", map[string]string{"mapName": "Main Map", "edgeWidth": "0", "edgeHeight": "0", "markMoved": "Always"}, picker,
		el(pkgMap+"StackMetrics", nil), el(pkgMap+"PieceMover", nil), el(pkgMap+"KeyBufferer", nil), el(pkgMap+"MenuDisplayer", nil),
		el(pkgMap+"StackExpander", nil), el(pkgMap+"CounterDetailViewer", nil), el(pkgMap+"Zoomer", nil))
	protos := el(pkgModule+"PrototypesContainer", nil)
	panel := el(pkgWidget+"PanelWidget", map[string]string{"entryName": "Units"})
	slotOf := map[string]*piece{}
	forces := map[string]bool{}
	gpid := 0
	for _, c := range e.Counters.Units() {
		// one slot per counter; a unit whose force the scenario sets
		// has the German prototype and no Force until it is placed
		gpid++
		sp := slotPiece(c, string(c.Force), gpid)
		slotOf[c.ID] = sp
		forces[sp.Prototypes[0]] = true
		typ, state := encodePiece(sp)
		s := el(pkgWidget+"PieceSlot", map[string]string{"entryName": c.Label, "gpid": sp.GPID, "width": "48", "height": "48"})
		s.Text = encodeAddPiece("null", typ, state)
		panel.add(s)
		p.entries["images/"+c.ID+".svg"] = []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"/>`)
	}
	for _, force := range slices.Sorted(func(yield func(string) bool) {
		for f := range forces {
			if !yield(f) {
				return
			}
		}
	}) {
		d := el(pkgModule+"PrototypeDefinition", map[string]string{"name": force, "description": ""})
		d.Text = encodeAddPiece("null", seqEncode([]string{deletePrefix + "Delete;D", basicPrefix + ";;;"}, '\t'), seqEncode([]string{"", "null;0;0;0;0"}, '\t'))
		protos.add(d)
	}
	menu := el(pkgModule+"PredefinedSetup", map[string]string{"name": "Scenarios", "isMenu": "true"})
	board, err := rules.NewBoard(e.Map, e.TEC)
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range e.Scenarios {
		file := ed + "-" + sc.ID + ".vsav"
		menu.add(el(pkgModule+"PredefinedSetup", map[string]string{"name": sc.Name + " (" + sc.Rule + ")", "useFile": "true", "file": file, "isMenu": "false"}))
		units, err := cliSetup(ed, sc.ID)
		if err != nil {
			t.Fatal(err)
		}
		p.saves[file] = handmadeSave(t, g, board, units, slotOf, "Map "+ed)
	}
	menu.add(el(pkgModule+"PredefinedSetup", map[string]string{"name": "Blank map", "useFile": "false", "isMenu": "false"}))
	p.help = map[string][]byte{}
	p.help["index.html"] = []byte(`<html><body><a href="historical.html#top">Historical</a> <a href="https://example.org/">x</a></body></html>`)
	p.help["historical.html"] = []byte(`<html><body><img src="data:image/png;base64,AA=="></body></html>`)
	p.root = el(classRoot, map[string]string{"name": "Battle for Germany " + ed, "version": "1.0", "VassalVersion": "3.6.0",
		"nextPieceSlotId": strconv.Itoa(len(slotOf) + 1), "description": ""},
		el(pkgModule+"BasicCommandEncoder", nil), el(pkgModule+"Documentation", nil, el(pkgDocs+"BrowserHelpFile", map[string]string{"title": "Setup sheets", "startingPage": "index.html"})), el(pkgModule+"PlayerRoster", nil),
		el(pkgModule+"GlobalOptions", nil), el(pkgModule+"Chatter", nil), el(pkgModule+"KeyNamer", nil),
		el(pkgModule+"DiceButton", map[string]string{"name": "Die", "text": "Die", "nDice": "1", "nSides": strconv.Itoa(e.CRT.Die.Sides),
			"plus": "0", "addToTotal": "0", "prompt": "false", "reportFormat": "$result$"}),
		mp, protos, el(pkgModule+"PieceWindow", map[string]string{"name": "Counters"}, el(pkgWidget+"TabWidget", map[string]string{"entryName": "Counters"}, panel)), menu)
	return p
}

// handmadeSave is a scenario's saved game: each unit on its hex, zone
// units one a hex in their zone's order, a stack per occupied hex.
func handmadeSave(t *testing.T, g *hexGrid, board *rules.Board, units []setupUnit, slotOf map[string]*piece, boardName string) []string {
	cmds := []string{"begin_save"}
	next := map[string]int{}
	type spot struct{ x, y int }
	var stacks []spot
	inStack := map[spot][]string{}
	for i, u := range units {
		hex := u.Hex
		if u.Zone != "" {
			zs, err := board.ZoneHexes(u.Zone)
			if err != nil {
				t.Fatal(err)
			}
			hex = zs[next[u.Zone]].String()
			next[u.Zone]++
		}
		x, y, err := g.location(hex)
		if err != nil {
			t.Fatal(err)
		}
		sp := *slotOf[u.Counter]
		sp.ID, sp.Map, sp.X, sp.Y = "u"+strconv.Itoa(i+1), "Main Map", x, y
		sp.Values = slices.Clone(sp.Values)
		sp.Values[1] = u.Force // the scenario sets the force of a unit whose slot has none
		typ, state := encodePiece(&sp)
		cmds = append(cmds, encodeAddPiece(sp.ID, typ, state))
		s := spot{x, y}
		if inStack[s] == nil {
			stacks = append(stacks, s)
		}
		inStack[s] = append(inStack[s], sp.ID)
	}
	for i, s := range stacks {
		state := seqEncode(append([]string{"Main Map", strconv.Itoa(s.x), strconv.Itoa(s.y)}, inStack[s]...), ';')
		cmds = append(cmds, encodeAddPiece("s"+strconv.Itoa(i+1), "stack", state))
	}
	return append(cmds, seqEncode([]string{"Main MapBoardPicker", boardName, "0", "0"}, '\t'), setupStack, "end_save")
}

// moduleProblems runs every check of a module against an edition: the
// reader, the grid oracle on the module's grid, every scenario's round
// trip.
func moduleProblems(t *testing.T, vmod []byte, ed string) []string {
	t.Helper()
	m, err := readModule(vmod)
	if err != nil {
		return []string{"fatal: " + err.Error()}
	}
	probs := m.problems
	e, err := data.Editions.Load(ed)
	if err != nil {
		t.Fatal(err)
	}
	probs = append(probs, m.diceProblems(e)...)
	if m.grid != nil {
		gp, worst, err := gridProblems(m.grid, e.Map, m.img)
		if err != nil {
			gp = append(gp, err.Error())
		}
		t.Logf("%s: grid oracle on the module's grid: %d problems, worst location error %.2f px", ed, len(gp), worst)
		probs = append(probs, gp...)
	}
	pp, labels := m.pictureProblems(len(e.Map.Hexes))
	t.Logf("%s: %d hex ids printed on the board image checked against the grid: %d problems", ed, labels, len(pp))
	probs = append(probs, pp...)
	board, err := rules.NewBoard(e.Map, e.TEC)
	if err != nil {
		t.Fatal(err)
	}
	used := map[string]bool{}
	for _, sc := range e.Scenarios {
		if f, err := m.saveFor(sc); err == nil {
			used[f] = true
		}
		probs = append(probs, m.scenarioProblems(e, sc, board)...)
	}
	for f, name := range m.setups {
		if !used[f] {
			probs = append(probs, fmt.Sprintf("saved game %s (%q) is no scenario's", f, name))
		}
	}
	return probs
}

func TestHandmadeModulePasses(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		vmod := handmade(t, ed).zip(t)
		if probs := moduleProblems(t, vmod, ed); len(probs) > 0 {
			t.Errorf("%s: the hand-made module has %d problems:\n%s", ed, len(probs), strings.Join(probs[:min(len(probs), 20)], "\n"))
		}
	}
}

// pixelSized is the edition's map as render draws it, sized in whole
// pixels as the facts ask of the module's copy (§1.8).
func pixelSized(t *testing.T, e *model.Edition, w, h int, vbW, vbH float64) []byte {
	t.Helper()
	var svg bytes.Buffer
	if err := render.Map(&svg, e.Map, e.TEC, render.Options{}); err != nil {
		t.Fatal(err)
	}
	b := sizeRE.ReplaceAll(svg.Bytes(), fmt.Appendf(nil, `<svg width="%d" height="%d" viewBox="0 0 %.2f %.2f"`, w, h, vbW, vbH))
	if bytes.Equal(b, svg.Bytes()) {
		t.Fatal("the rendered map's <svg> size attributes were not found")
	}
	return b
}

var sizeRE = regexp.MustCompile(`<svg\s+width="[^"]*"\s+height="[^"]*"\s+viewBox="[^"]*"`)
