package vmodtest

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// sideLabel is how the reader expects a player role to be named as a
// VASSAL side: its words capitalised, "western-allied" as "Western
// Allied".
func sideLabel(role string) string {
	var words []string
	for _, w := range strings.Split(role, "-") {
		if w != "" {
			w = strings.ToUpper(w[:1]) + w[1:]
		}
		words = append(words, w)
	}
	return strings.Join(words, " ")
}

// sideProblems checks the player sides against the scenario data: the
// PlayerRoster's <entry> sides (build/module/PlayerRoster.java) are every
// scenario's players, once each; in each scenario's saved game every unit
// carries a Restricted trait (counters/Restricted.java) naming exactly
// the side of the player the scenario's control gives its force, and the
// markers (the Game Turn marker) carry none, so any side may move them.
func (m *module) sideProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, "sides: "+fmt.Sprintf(format, args...)) }
	rosters := m.root.Find(".module.PlayerRoster")
	if len(rosters) != 1 {
		return []string{fmt.Sprintf("sides: the module has %d PlayerRosters, want one", len(rosters))}
	}
	var entries []string
	for _, k := range rosters[0].Kids {
		if k.Class == entryElem {
			entries = append(entries, strings.TrimSpace(k.Text))
		}
	}
	want := map[string]bool{}
	for _, s := range e.Scenarios {
		for _, c := range s.Control {
			want[sideLabel(string(c.Player))] = true
		}
	}
	seen := map[string]bool{}
	for _, n := range entries {
		switch {
		case seen[n]:
			bad("side %q is in the PlayerRoster twice", n)
		case !want[n]:
			bad("side %q is no scenario's player", n)
		}
		seen[n] = true
	}
	for n := range want {
		if !seen[n] {
			bad("the PlayerRoster has no side %q, a scenario's player", n)
		}
	}
	for _, s := range e.Scenarios {
		file, err := m.saveFor(s)
		if err != nil {
			bad("%v", err)
			continue
		}
		units, err := cliSetup(e.Info.ID, s.ID)
		if err != nil {
			bad("%v", err)
			continue
		}
		forceOf := map[string]string{}
		for _, u := range units {
			forceOf[u.Counter] = u.Force
		}
		pos, _ := m.readPosition(file)
		if pos == nil {
			bad("%s: cannot read its pieces", file)
			continue
		}
		for _, id := range pos.order {
			p := pos.pieces[id]
			c, _ := p.Prop("CounterId")
			force, isUnit := forceOf[c]
			if !isUnit {
				if p.Sides != nil {
					bad("%s: marker %s (piece %s) is restricted to %q; any side moves it", file, c, id, p.Sides)
				}
				continue
			}
			var side string
			for _, ctl := range s.Control {
				if slices.Contains(ctl.Forces, model.Force(force)) {
					side = sideLabel(string(ctl.Player))
				}
			}
			switch {
			case side == "":
				bad("%s: scenario %s gives no player the %s force of %s", file, s.ID, force, c)
			case p.Sides == nil:
				bad("%s: counter %s is restricted to no side, want %q", file, c, side)
			case len(p.Sides) != 1 || p.Sides[0] != side:
				bad("%s: counter %s is restricted to %q, want %q (its force %s's player)", file, c, p.Sides, side, force)
			}
			if p.Sides != nil && !seen[p.Sides[0]] {
				bad("%s: counter %s is restricted to side %q, which the PlayerRoster does not have", file, c, p.Sides[0])
			}
		}
	}
	return probs
}

// The side checks bite: each spoiled copy of the exported 1994 module is
// refused with the problem named.
func TestSideChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	m, err := readModule(vmod)
	if err != nil {
		t.Fatal(err)
	}
	var fourPlayer string
	for f, name := range m.setups {
		if strings.HasPrefix(name, "Four-Player Game (") {
			fourPlayer = f
		}
	}
	// editUnit changes the first Soviet unit's piece in the four-player save.
	editUnit := func(f func(*piece)) func(*module) {
		return func(m *module) {
			cmds, meta, err := readSave(m.entries[fourPlayer])
			if err != nil {
				t.Fatal(err)
			}
			for i, c := range cmds {
				if !strings.HasPrefix(c, "+/") {
					continue
				}
				id, typ, st, err := decodeAddPiece(c)
				if err != nil {
					continue
				}
				p, err := decodePiece(id, typ, st)
				if err != nil || !slices.Equal(p.Sides, []string{"Soviet"}) {
					continue
				}
				f(p)
				typ, st = encodePiece(p)
				cmds[i] = encodeAddPiece(id, typ, st)
				break
			}
			save := map[string][]byte{savedGame: encodeSave(cmds)}
			for k, v := range meta {
				save[k] = v
			}
			m.entries[fourPlayer] = zipOf(t, save)
		}
	}
	roster := func(m *module) *elem { return m.root.Find(".module.PlayerRoster")[0] }
	checksBite(t, vmod, "sides", func(m *module) []string { return m.sideProblems(e) }, []spoiled{
		{"no sides", func(m *module) { roster(m).Kids = nil }, `no side "Soviet"`},
		{"a side twice", func(m *module) { roster(m).Kids = append(roster(m).Kids, roster(m).Kids[0]) }, "twice"},
		{"a side no scenario has", func(m *module) {
			roster(m).Kids = append(roster(m).Kids, &elem{Class: entryElem, Text: "Italian"})
		}, `"Italian" is no scenario's player`},
		{"a Soviet unit restricted to the West", editUnit(func(p *piece) { p.Sides = []string{"Western Allied"} }), `want "Soviet"`},
		{"a unit open to two sides", editUnit(func(p *piece) { p.Sides = []string{"Soviet", "German"} }), `want "Soviet"`},
		{"a unit unrestricted", editUnit(func(p *piece) { p.Sides = nil }), "restricted to no side"},
	})
}
