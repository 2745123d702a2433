package vmodtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// notesPrefix starts the saved game's command that sets the scenario notes
// (build/module/NotesWindow.java, SCENARIO_NOTE_COMMAND_PREFIX); the text
// after it is the notes' lines joined with '|' (configure/
// TextConfigurer.escapeNewlines).
const notesPrefix = "NOTES\t"

// extraProblems checks the module's overview map, notes window, About
// screen and description, and the sides of its palette pieces:
//   - one GlobalMap (build/module/map/GlobalMap.java), on the main map,
//     with a button text and a scale below 1;
//   - one NotesWindow on the toolbar with a button text, and in every
//     scenario's saved game one NOTES command whose first line is the
//     setup's name, then the scenario's game turns, then one line per side
//     naming the forces the scenario's control gives it;
//   - one AboutScreen under Documentation, not titled "About VASSAL"
//     (AboutScreen.setAttribute renames that), whose image shows the
//     game's title, the edition's publisher and year and its scenario
//     count; the GameModule's description is the moduledata's;
//   - each unit's palette piece restricted to every side whose player has
//     its force in some scenario (either German force for a unit the data
//     gives none), markers to none.
func (m *module) extraProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	// the overview map
	overviews := m.root.Find(".map.GlobalMap")
	if len(overviews) != 1 {
		bad("overview: the module has %d GlobalMaps, want one", len(overviews))
	} else if g := overviews[0]; g.Parent == nil || g.Parent.Attr["mapName"] != m.mapName {
		bad("overview: the GlobalMap is not on the main map %q", m.mapName)
	} else {
		if s, err := strconv.ParseFloat(g.Attr["scale"], 64); err != nil || s <= 0 || s >= 1 {
			bad("overview: scale %q is not a fraction of the map", g.Attr["scale"])
		}
		if g.Attr["buttonText"] == "" {
			bad("overview: no button text")
		}
	}
	// the notes window and each scenario's notes
	var notes []*elem
	for _, k := range m.root.Kids {
		if k.Class == pkgModule+"NotesWindow" {
			notes = append(notes, k)
		}
	}
	if len(notes) != 1 || notes[0].Attr["buttonText"] == "" {
		bad("notes: the toolbar has %d NotesWindows, want one with a button text", len(notes))
	}
	for _, s := range e.Scenarios {
		if p := m.notesProblem(e, s); p != "" {
			bad("notes: %s", p)
		}
	}
	// the About screen, the splash
	abouts := m.root.Find(".documentation.AboutScreen")
	if len(abouts) != 1 || abouts[0].Parent.Class != pkgModule+"Documentation" {
		bad("about: the module has %d AboutScreens under Documentation, want one", len(abouts))
	} else {
		a := abouts[0]
		if a.Attr["title"] == "" || a.Attr["title"] == "About VASSAL" {
			bad("about: title %q", a.Attr["title"])
		}
		img, ok := m.entries["images/"+a.Attr["fileName"]]
		if !ok {
			bad("about: image %q is not in images/", a.Attr["fileName"])
		} else if texts, err := svgTexts(img); err != nil {
			bad("about: image: %v", err)
		} else {
			all := strings.Join(texts, "\n")
			for _, want := range []string{e.Info.Title, e.Info.Publisher, strconv.Itoa(e.Info.Year), strconv.Itoa(len(e.Scenarios)) + " scenarios"} {
				if !strings.Contains(all, want) {
					bad("about: the image does not show %q", want)
				}
			}
		}
	}
	if d := m.root.Attr["description"]; d == "" || d != m.metaDescription() {
		bad("description: the GameModule's %q is not the moduledata's %q", d, m.metaDescription())
	}
	probs = append(probs, m.paletteSideProblems(e)...)
	return probs
}

// notesProblem checks one scenario's NOTES command; "" when it is right.
func (m *module) notesProblem(e *model.Edition, s *model.Scenario) string {
	file, err := m.saveFor(s)
	if err != nil {
		return err.Error()
	}
	cmds, _, err := readSave(m.entries[file])
	if err != nil {
		return file + ": " + err.Error()
	}
	var found []string
	for _, c := range cmds {
		if text, ok := strings.CutPrefix(c, notesPrefix); ok {
			found = append(found, text)
		}
	}
	if len(found) != 1 {
		return fmt.Sprintf("%s: %d NOTES commands, want one", file, len(found))
	}
	lines := seqDecode(found[0], '|')
	want := []string{m.setups[file], fmt.Sprintf("Game turns %d to %d", s.Turns.First, s.Turns.Last)}
	for _, c := range s.Control {
		var forces []string
		for _, f := range c.Forces {
			forces = append(forces, sideLabel(string(f)))
		}
		want = append(want, "Side "+sideLabel(string(c.Player))+": "+strings.Join(forces, ", "))
	}
	if len(lines) < len(want) {
		return fmt.Sprintf("%s: the notes have %d lines: %q", file, len(lines), lines)
	}
	for i, w := range want {
		if i == 1 {
			if !strings.HasPrefix(lines[i], w) {
				return fmt.Sprintf("%s: notes line %d is %q, want %q first", file, i+1, lines[i], w)
			}
			continue
		}
		if lines[i] != w {
			return fmt.Sprintf("%s: notes line %d is %q, want %q", file, i+1, lines[i], w)
		}
	}
	return ""
}

// metaDescription is the moduledata's <description>.
func (m *module) metaDescription() string {
	var d struct {
		Description string `xml:"description"`
	}
	if err := xml.NewDecoder(bytes.NewReader(m.entries["moduledata"])).Decode(&d); err != nil {
		return ""
	}
	return d.Description
}

// paletteSideProblems checks each palette piece's Restricted trait
// against the scenarios' control.
func (m *module) paletteSideProblems(e *model.Edition) []string {
	var probs []string
	units := map[string]*model.Counter{}
	for _, c := range e.Counters.Units() {
		units[c.ID] = c
	}
	for _, gpid := range slices.Sorted(maps.Keys(m.slots)) {
		p := m.slots[gpid]
		id, _ := p.Prop("CounterId")
		c := units[id]
		if c == nil {
			if p.Sides != nil {
				probs = append(probs, fmt.Sprintf("sides: palette marker %s is restricted to %q; any side moves it", id, p.Sides))
			}
			continue
		}
		forces := []model.Force{c.Force}
		if c.Force == "" {
			forces = []model.Force{model.EastGerman, model.WestGerman}
		}
		var want []string
		for _, s := range e.Scenarios {
			for _, ctl := range s.Control {
				side := sideLabel(string(ctl.Player))
				if !slices.Contains(want, side) && slices.ContainsFunc(forces, func(f model.Force) bool { return slices.Contains(ctl.Forces, f) }) {
					want = append(want, side)
				}
			}
		}
		got := slices.Clone(p.Sides)
		slices.Sort(got)
		slices.Sort(want)
		if !equalStrings(got, want) {
			probs = append(probs, fmt.Sprintf("sides: palette counter %s is restricted to %q, want %q (every side that has its force in a scenario)", id, p.Sides, want))
		}
	}
	return probs
}

// The checks of the overview, notes, About screen and palette sides bite:
// each spoiled copy of the exported 1994 module is refused with the
// problem named.
func TestExtraChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	editNotes := func(m *module, f func(string) string) {
		for file := range m.setups {
			cmds, meta, err := readSave(m.entries[file])
			if err != nil {
				t.Fatal(err)
			}
			for i, c := range cmds {
				if strings.HasPrefix(c, notesPrefix) {
					cmds[i] = f(c)
				}
			}
			save := map[string][]byte{savedGame: encodeSave(cmds)}
			for k, v := range meta {
				save[k] = v
			}
			m.entries[file] = zipOf(t, save)
		}
	}
	checksBite(t, vmod, "extras", func(m *module) []string { return m.extraProblems(e) }, []spoiled{
		{"no overview", func(m *module) {
			mp := m.root.Find(".module.Map")[0]
			mp.Kids = slices.DeleteFunc(mp.Kids, func(k *elem) bool { return strings.HasSuffix(k.Class, ".GlobalMap") })
		}, "0 GlobalMaps"},
		{"an overview as big as the map", func(m *module) { m.root.Find(".map.GlobalMap")[0].Attr["scale"] = "1.0" }, "not a fraction"},
		{"no notes window", func(m *module) {
			m.root.Kids = slices.DeleteFunc(m.root.Kids, func(k *elem) bool { return strings.HasSuffix(k.Class, ".NotesWindow") })
		}, "0 NotesWindows"},
		{"the notes without a side", func(m *module) {
			editNotes(m, func(c string) string { return strings.Replace(c, "|Side Soviet: ", "|Side Allies: ", 1) })
		}, `want "Side Soviet`},
		{"no notes in the saves", func(m *module) { editNotes(m, func(string) string { return "" }) }, "0 NOTES commands"},
		{"the splash without the publisher", func(m *module) {
			f := "images/" + m.root.Find(".AboutScreen")[0].Attr["fileName"]
			m.entries[f] = bytes.ReplaceAll(m.entries[f], []byte(e.Info.Publisher), []byte("someone"))
		}, "does not show"},
		{"the splash missing", func(m *module) { delete(m.entries, "images/"+m.root.Find(".AboutScreen")[0].Attr["fileName"]) }, "is not in images/"},
		{"the description differing", func(m *module) { m.root.Attr["description"] = "a module" }, "is not the moduledata's"},
		{"a Soviet palette piece any side may take", func(m *module) {
			for _, p := range m.slots {
				if v, _ := p.Prop("Force"); v == "soviet" {
					p.Sides = nil
					return
				}
			}
		}, "every side that has its force"},
		{"a West German palette piece the Western Allied side may take", func(m *module) {
			for _, p := range m.slots {
				if v, _ := p.Prop("Force"); v == "west-german" {
					p.Sides = append(p.Sides, "Western Allied")
					return
				}
			}
		}, "every side that has its force"},
	})
}
