package vmodtest

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// boxProblems checks the send-to-box traits: every unit's prototype
// sends it to zones that exist on the map it names. The first is its own
// force's destroyed-units box (a zone whose name holds the force's name
// and "Destroyed"); a German unit, which goes to the box of the side it
// is destroyed on (1975 8.11-8.13; Deluxe 7.1), may go to either German
// box, and a 1975 German unit, whose force the scenario sets, to both; a
// Western Allied unit to its box for Italy too, where the map has Italy.
func (m *module) boxProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) {
		probs = append(probs, "destroyed box: "+fmt.Sprintf(format, args...))
	}
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
	isBox := func(zone, force string) bool {
		return strings.Contains(zone, "Destroyed") && strings.Contains(zone, sideLabel(force))
	}
	// Western Allied units lost in Italy have a box of their own (1975
	// 8.25; Deluxe 7.2), on a map that has Italy
	italy := false
	for _, h := range e.Map.Hexes {
		italy = italy || h.Regions.Country == model.CountryItaly
	}
	checked := map[string]bool{}
	for _, gpid := range slices.Sorted(maps.Keys(m.slots)) {
		s := m.slots[gpid]
		c, _ := s.Prop("CounterId")
		if isMarker(e, c) || len(s.Prototypes) != 1 || checked[s.Prototypes[0]] {
			continue
		}
		name := s.Prototypes[0]
		checked[name] = true
		p := protos[name]
		if p == nil {
			continue // the reader reports it
		}
		for _, to := range p.SendTo {
			mi := m.maps[to[0]]
			if mi == nil {
				bad("prototype %q sends to map %q, which the module does not have", name, to[0])
			} else if _, ok := mi.zones[to[1]]; !ok {
				bad("prototype %q sends to zone %q, which map %q does not have", name, to[1], to[0])
			}
		}
		force, _ := s.Prop("Force")
		german := force == "" || strings.Contains(force, "german")
		switch {
		case len(p.SendTo) == 0:
			bad("prototype %q (of counter slot %s) sends its units to no destroyed-units box", name, gpid)
		case force != "" && !isBox(p.SendTo[0][1], force):
			bad("prototype %q sends first to %q, not to the %s destroyed-units box", name, p.SendTo[0][1], sideLabel(force))
		case german && (len(p.SendTo) != 2 || p.SendTo[0][1] == p.SendTo[1][1] ||
			!isBox(p.SendTo[0][1], "german") || !isBox(p.SendTo[1][1], "german")):
			bad("prototype %q sends to %q, want both German destroyed-units boxes", name, p.SendTo)
		case force == "western-allied" && italy && (len(p.SendTo) != 2 || !isBox(p.SendTo[1][1], force) || !strings.Contains(p.SendTo[1][1], "Italy")):
			bad("prototype %q sends to %q, want its own box and its box for Italy, which the map has", name, p.SendTo)
		case !german && !(force == "western-allied" && italy) && len(p.SendTo) != 1:
			bad("prototype %q sends to %q, want its own box only", name, p.SendTo)
		}
	}
	if len(checked) == 0 {
		bad("no unit's prototype was found")
	}
	return probs
}

// The destroyed-box checks bite: each spoiled copy of the exported module
// is refused with the problem named.
func TestBoxChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	proto := func(m *module, name string) *elem {
		for _, d := range m.root.Find(".PrototypeDefinition") {
			if d.Attr["name"] == name {
				return d
			}
		}
		t.Fatalf("no prototype %q", name)
		return nil
	}
	checksBite(t, vmod, "destroyed boxes", func(m *module) []string { return m.boxProblems(e) }, []spoiled{
		{"no send-to trait", func(m *module) {
			proto(m, "Soviet").Text = encodeAddPiece("null", "delete;Delete;D\tpiece;;;;", "\tnull;0;0;;0")
		}, "sends its units to no destroyed-units box"},
		{"a Soviet unit sent to the Western box", func(m *module) {
			d := proto(m, "Soviet")
			d.Text = strings.ReplaceAll(d.Text, "Destroyed: Soviet", "Destroyed: Western Allied")
		}, `not to the Soviet destroyed-units box`},
		{"a box the track does not have", func(m *module) {
			d := proto(m, "Western Allied")
			d.Text = strings.ReplaceAll(d.Text, "Destroyed: Western Allied (Italy)", "Destroyed: Western Allied in Italy")
		}, "which map"},
		{"a map the module does not have", func(m *module) {
			d := proto(m, "Soviet")
			d.Text = strings.ReplaceAll(d.Text, ";Track;", ";Losses;")
		}, `map "Losses"`},
		{"no Italy box for the Western Allies", func(m *module) {
			d := proto(m, "Western Allied")
			d.Text = strings.ReplaceAll(d.Text, "Destroyed: Western Allied (Italy)", "Destroyed: Western Allied")
		}, "its box for Italy"},
		{"a German unit with only its own box", func(m *module) {
			d := proto(m, "East German")
			d.Text = strings.ReplaceAll(d.Text, "Destroyed: West German", "Destroyed: East German")
		}, "want both German destroyed-units boxes"},
	})
}
