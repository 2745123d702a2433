package vmodtest

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// movedProblems checks the moved flag: every unit's prototype carries
// VASSAL's MovementMarkable trait (its image in images/, unmoved), the
// main map marks moved pieces (Map.java's markMoved "Always") and has a
// "mark all unmoved" key (markUnmovedHotkey, written as key code and
// modifiers), and the turn counter holds a TurnGlobalHotkey firing that
// key on every change (no match expression), which clears the flags at
// the end of each phase.
func (m *module) movedProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, "moved flag: "+fmt.Sprintf(format, args...)) }
	protos := map[string]*piece{}
	for _, d := range m.root.Find(".PrototypeDefinition") {
		id, typ, st, err := decodeAddPiece(strings.TrimSpace(d.Text))
		if err != nil {
			continue // the reader reports it
		}
		if p, err := decodePiece(id, typ, st); err == nil {
			protos[d.Attr["name"]] = p
		}
	}
	checked := map[string]bool{}
	for _, gpid := range slices.Sorted(maps.Keys(m.slots)) {
		s := m.slots[gpid]
		if c, _ := s.Prop("CounterId"); isMarker(e, c) {
			continue
		}
		for _, name := range s.Prototypes {
			if checked[name] {
				continue
			}
			checked[name] = true
			p := protos[name]
			switch {
			case p == nil:
				bad("prototype %q is not defined", name)
			case p.MovedIcon == "":
				bad("prototype %q (of counter slot %s) has no MovementMarkable trait", name, gpid)
			default:
				if _, ok := m.entries["images/"+p.MovedIcon]; !ok {
					bad("prototype %q: the moved flag's image %q is not in images/", name, p.MovedIcon)
				}
			}
		}
	}
	if len(checked) == 0 {
		bad("no unit's prototype was found")
	}
	var mainMap *elem
	for _, mp := range m.root.Find(".module.Map") {
		if mp.Attr["mapName"] == m.mapName {
			mainMap = mp
		}
	}
	if mainMap == nil {
		return append(probs, "moved flag: no main map")
	}
	if v := mainMap.Attr["markMoved"]; v != "Always" {
		bad("the main map's markMoved is %q, want \"Always\"", v)
	}
	key := mainMap.Attr["markUnmovedHotkey"]
	if f := strings.Split(key, ","); len(f) != 2 || !isInt(f[0]) || !isInt(f[1]) || f[0] == "0" {
		bad("the main map's markUnmovedHotkey %q is not a key (code,modifiers)", key)
	}
	fired := 0
	for _, h := range m.root.Find(".turn.TurnGlobalHotkey") {
		if h.Attr["hotkey"] == key && strings.TrimSpace(h.Attr["match"]) == "" {
			fired++
		}
	}
	if fired != 1 {
		bad("%d TurnGlobalHotkeys fire the main map's markUnmovedHotkey %q at every change of phase, want one", fired, key)
	}
	return probs
}

func isInt(s string) bool { _, err := strconv.Atoi(s); return err == nil }

// The moved-flag checks bite: each spoiled copy of the exported 1994
// module is refused with the problem named.
func TestMovedFlagChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	mainMap := func(m *module) *elem { return m.root.Find(".module.Map")[0] }
	checksBite(t, vmod, "moved flag", func(m *module) []string { return m.movedProblems(e) }, []spoiled{
		{"a prototype without the trait", func(m *module) {
			for _, d := range m.root.Find(".PrototypeDefinition") {
				if d.Attr["name"] == "Soviet" {
					d.Text = encodeAddPiece("null", "delete;Delete;D\tpiece;;;;", "\tnull;0;0;;0")
				}
			}
		}, `"Soviet" (of counter slot`},
		{"the flag's image missing", func(m *module) { delete(m.entries, "images/moved.svg") }, "is not in images/"},
		{"moves not marked", func(m *module) { mainMap(m).Attr["markMoved"] = "Never" }, `markMoved is "Never"`},
		{"no clear key", func(m *module) { delete(mainMap(m).Attr, "markUnmovedHotkey") }, "is not a key"},
		{"the tracker firing another key", func(m *module) { m.root.Find(".TurnGlobalHotkey")[0].Attr["hotkey"] = "85,130" }, "0 TurnGlobalHotkeys"},
		{"the tracker clearing only on some phases", func(m *module) {
			m.root.Find(".TurnGlobalHotkey")[0].Attr["match"] = "Phase=Soviet Combat"
		}, "0 TurnGlobalHotkeys"},
	})
}
