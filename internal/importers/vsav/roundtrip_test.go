package vsav

import (
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/vassal"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// modules are the modules of both editions, built once.
var modules = struct {
	sync.Mutex
	by map[string]*vassal.Module
	ed map[string]*model.Edition
}{by: map[string]*vassal.Module{}, ed: map[string]*model.Edition{}}

func moduleOf(t testing.TB, id string) (*model.Edition, *vassal.Module) {
	t.Helper()
	modules.Lock()
	defer modules.Unlock()
	if m := modules.by[id]; m != nil {
		return modules.ed[id], m
	}
	ed, err := data.Editions.LoadOwn(id)
	if err != nil {
		t.Fatal(err)
	}
	m, err := vassal.Build(ed)
	if err != nil {
		t.Fatal(err)
	}
	modules.by[id], modules.ed[id] = m, ed
	return ed, m
}

// TestRoundTrip takes every scenario's predefined setup out of the module
// of its edition, reads it back, and finds every unit of `bfgdata setup`
// on its hex (a unit that sets up anywhere in a zone on a hex of the
// zone), nothing else, no problem, and the position legal by the rules
// engine's setup checks.
func TestRoundTrip(t *testing.T) {
	scenarios := 0
	for _, id := range []string{"1994", "1975"} {
		ed, mod := moduleOf(t, id)
		for _, s := range ed.Scenarios {
			scenarios++
			file := id + "-" + s.ID + ".vsav"
			t.Run(file, func(t *testing.T) {
				f, err := Read(mod.Files[file])
				if err != nil {
					t.Fatal(err)
				}
				if got := f.EditionID(); got != id {
					t.Errorf("edition from the metadata: %q, want %q", got, id)
				}
				if got := ScenarioNamed(ed, f.Description); got != s.ID {
					t.Errorf("scenario from the description %q: %q, want %q", f.Description, got, s.ID)
				}
				r, err := Import(ed, s, f, file, Options{})
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range r.Problems {
					t.Errorf("problem: %s", p)
				}
				setup, err := explain.SetupOf(ed, s.ID)
				if err != nil {
					t.Fatal(err)
				}
				got := map[string]Unit{}
				for _, u := range r.Units {
					got[u.Counter] = u
				}
				if len(r.Units) != len(setup.Units) || len(got) != len(setup.Units) {
					t.Errorf("%d units read (%d counters), the setup has %d", len(r.Units), len(got), len(setup.Units))
				}
				for _, want := range setup.Units {
					u, ok := got[want.Counter]
					switch {
					case !ok:
						t.Errorf("%s (%s) is not in the saved game", want.Counter, want.Where())
					case want.OnMap() && u.Hex != want.HexID():
						t.Errorf("%s stands in %s, setup says %s", want.Counter, u.Hex, want.Where())
					case !want.OnMap() && !inZone(t, ed.Map, want.Zone, u.Hex):
						t.Errorf("%s stands in %s, outside its zone %s", want.Counter, u.Hex, want.Zone)
					case u.Force != want.Force:
						t.Errorf("%s fights for %q, setup says %q", want.Counter, u.Force, want.Force)
					}
				}
				if st := legal(t, ed, s, r); len(st) > 0 {
					t.Errorf("the position read is not a legal setup: %v", st)
				}
				if r.Turn != s.Turns.First {
					t.Errorf("the Game Turn marker reads turn %d, the scenario starts on %d", r.Turn, s.Turns.First)
				}
			})
		}
	}
	if scenarios != 12 {
		t.Errorf("%d scenarios, want the 12 of both editions", scenarios)
	}
}

func inZone(t *testing.T, m *model.Map, zone, hex string) bool {
	hs, err := m.ZoneHexes(zone)
	if err != nil {
		t.Fatal(err)
	}
	for _, h := range hs {
		if h.String() == hex {
			return true
		}
	}
	return false
}

// legal runs the rules engine's setup checks on the units read.
func legal(t *testing.T, ed *model.Edition, s *model.Scenario, r *Result) []string {
	b, err := rules.NewBoard(ed.Map, ed.TEC)
	if err != nil {
		t.Fatal(err)
	}
	terms, err := rules.ScenarioTerms(&ed.Info, s, nil)
	if err != nil {
		t.Fatal(err)
	}
	index := ed.Counters.Index()
	var ps []rules.SetupPlacement
	for _, u := range r.Units {
		h, err := model.ParseHex(u.Hex)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, rules.SetupPlacement{Unit: rules.UnitOf(index[u.Counter], u.Force), Hex: &h})
	}
	var out []string
	for _, v := range rules.CheckSetup(b, terms, ps) {
		out = append(out, v.Code+": "+v.Message)
	}
	return out
}
