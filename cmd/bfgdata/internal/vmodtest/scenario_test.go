package vmodtest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/cmd/bfgdata/internal/cli"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// savedPosition is what a predefined setup's saved game holds.
type savedPosition struct {
	pieces map[string]*piece // by AddPiece id
	order  []string
}

// readPosition decodes a .vsav (§1.7): de-obfuscated, split into
// commands, framed by begin_save and end_save, with the BoardPicker and
// SETUP_STACK commands, its pieces on the module's map and in palette
// form, its stacks naming pieces that exist, once each, where they stand.
func (m *module) readPosition(file string) (*savedPosition, []string) {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, file+": "+fmt.Sprintf(format, args...)) }
	cmds, meta, err := readSave(m.entries[file])
	if err != nil {
		bad("%v", err)
		return nil, probs
	}
	for name, b := range meta {
		if err := checkMetaData(name, b); err != nil {
			bad("%v", err)
		}
	}
	if len(cmds) < 2 || cmds[0] != "begin_save" || cmds[len(cmds)-1] != "end_save" {
		bad("the commands are not framed by begin_save … end_save")
	}
	pos := &savedPosition{pieces: map[string]*piece{}}
	picker, setup := false, false
	inStack := map[string]string{}
	var stacks [][]string
	for _, c := range cmds {
		first, _, _ := strings.Cut(c, "\t")
		mapOf, isPicker := strings.CutSuffix(first, "BoardPicker")
		switch {
		case isPicker && m.maps[mapOf] != nil && m.maps[mapOf].board != nil:
			got := seqDecode(c, '\t')
			want := []string{mapOf + "BoardPicker", m.maps[mapOf].board.Attr["name"], "0", "0"}
			if !equalStrings(got, want) {
				bad("BoardPicker command %q, want %q", got, want)
			}
			picker = picker || mapOf == m.mapName
		case strings.HasPrefix(c, setupStack):
			setup = true
		case strings.HasPrefix(c, addPrefix):
			id, typ, state, err := decodeAddPiece(c)
			if err != nil {
				bad("%v", err)
				continue
			}
			if typ == "stack" {
				stacks = append(stacks, append([]string{id}, seqDecode(state, ';')...))
				continue
			}
			p, err := decodePiece(id, typ, state)
			if err != nil {
				bad("piece %s: %v", id, err)
				continue
			}
			if _, dup := pos.pieces[id]; dup || id == "null" || id == "" {
				bad("piece id %q is missing or used twice", id)
			}
			m.checkPiece(file+" piece "+id, p, false)
			if m.maps[p.Map] == nil {
				bad("piece %s (%s) is on map %q, which the module does not have", id, p.Name, p.Map)
			}
			if slot, ok := m.slots[p.GPID]; !ok {
				bad("piece %s (%s) has gpid %s, no palette slot's", id, p.Name, p.GPID)
			} else if diff := samePiece(slot, p); diff != "" {
				bad("piece %s (%s) is not the counter of palette slot %s: %s", id, p.Name, p.GPID, diff)
			}
			pos.pieces[id] = p
			pos.order = append(pos.order, id)
		}
	}
	if !picker {
		bad("no %sBoardPicker command", m.mapName)
	}
	if !setup {
		bad("no SETUP_STACK command: VASSAL would add at-start stacks on top")
	}
	for _, st := range stacks {
		id, f := st[0], st[1:]
		if len(f) >= 1 && strings.HasPrefix(f[len(f)-1], "@@") {
			f = f[:len(f)-1] // the optional layer
		}
		if len(f) < 4 {
			bad("stack %s holds no pieces: %q", id, f)
			continue
		}
		x, errx := strconv.Atoi(f[1])
		y, erry := strconv.Atoi(f[2])
		if m.maps[f[0]] == nil || errx != nil || erry != nil {
			bad("stack %s is not on a map of the module at whole pixels: %q", id, f[:3])
		}
		for _, pid := range f[3:] {
			p, ok := pos.pieces[pid]
			switch {
			case !ok:
				bad("stack %s names piece %s, which the game does not add", id, pid)
			case inStack[pid] != "":
				bad("piece %s is in stacks %s and %s", pid, inStack[pid], id)
			case p.X != x || p.Y != y:
				bad("stack %s at %d,%d holds piece %s at %d,%d", id, x, y, pid, p.X, p.Y)
			}
			inStack[pid] = id
		}
	}
	for _, id := range pos.order {
		if inStack[id] == "" {
			bad("piece %s (%s) is in no stack", id, pos.pieces[id].Name)
		}
	}
	return pos, probs
}

// setupUnit is one unit of `bfgdata setup --format json`.
type setupUnit struct {
	Counter     string `json:"counter"`
	Nationality string `json:"nationality"`
	Force       string `json:"force"`
	Attack      int    `json:"attack"`
	Defense     int    `json:"defense"`
	Movement    int    `json:"movement"`
	Hex         string `json:"hex"`
	Zone        string `json:"zone"`
	Box         string `json:"box"`
}

// cliSetup is the setup the command line prints for a scenario, asked
// once per run.
func cliSetup(ed, scenario string) ([]setupUnit, error) {
	key := ed + "/" + scenario
	if r, ok := setupCache.Load(key); ok {
		return r.([]setupUnit), nil
	}
	units, err := runSetup(ed, scenario)
	if err == nil {
		setupCache.Store(key, units)
	}
	return units, err
}

var setupCache sync.Map

func runSetup(ed, scenario string) ([]setupUnit, error) {
	var out, errb bytes.Buffer
	if code := cli.Main([]string{"setup", "--edition", ed, "--scenario", scenario, "--format", "json"}, &out, &errb); code != 0 {
		return nil, fmt.Errorf("bfgdata setup exited %d: %s", code, errb.String())
	}
	var doc struct{ Units []setupUnit }
	if err := json.Unmarshal(out.Bytes(), &doc); err != nil {
		return nil, err
	}
	return doc.Units, nil
}

// saveFor finds the scenario's PredefinedSetup: named by the scenario's
// name, then its rule in brackets.
func (m *module) saveFor(s *model.Scenario) (string, error) {
	var found []string
	for file, name := range m.setups {
		if name == s.Name || strings.HasPrefix(name, s.Name+" (") {
			found = append(found, file)
		}
	}
	if len(found) != 1 {
		return "", fmt.Errorf("scenario %s: %d PredefinedSetups named %q, want 1 (setups: %v)", s.ID, len(found), s.Name, m.setups)
	}
	if s.Rule != "" && !strings.Contains(m.setups[found[0]], s.Rule) {
		return "", fmt.Errorf("scenario %s: PredefinedSetup %q does not name rule %s", s.ID, m.setups[found[0]], s.Rule)
	}
	return found[0], nil
}

// scenarioProblems is the round trip of §2 step 3 for one scenario: the
// saved game's pieces, mapped to hexes by the grid oracle, are exactly the
// units `bfgdata setup` prints, each on its hex or inside its zone, and
// the position checks legal with the rules engine.
func (m *module) scenarioProblems(ed *model.Edition, s *model.Scenario, board *rules.Board) []string {
	file, err := m.saveFor(s)
	if err != nil {
		return []string{err.Error()}
	}
	want, err := cliSetup(ed.Info.ID, s.ID)
	if err != nil {
		return []string{err.Error()}
	}
	pos, probs := m.readPosition(file)
	if pos == nil || m.grid == nil || m.grid.check() != nil {
		return append(probs, file+": cannot map pieces to hexes")
	}
	bad := func(format string, args ...any) { probs = append(probs, file+": "+fmt.Sprintf(format, args...)) }
	byCounter := map[string][]*piece{}
	for _, id := range pos.order {
		p := pos.pieces[id]
		c, ok := p.Prop("CounterId")
		switch {
		case !ok && p.Map == m.mapName:
			bad("piece %s (%s) on the map has no CounterId", id, p.Name)
		case !ok || isMarker(ed, c):
			// a marker, such as the Game Turn marker on the track
			// (turnProblems checks where it stands)
		case p.Map != m.mapName:
			bad("counter %s (piece %s) is on map %q, not the main map %q", c, id, p.Map, m.mapName)
		default:
			byCounter[c] = append(byCounter[c], p)
		}
	}
	picked := map[string]model.Hex{}
	for _, u := range want {
		ps := byCounter[u.Counter]
		delete(byCounter, u.Counter)
		if len(ps) != 1 {
			bad("counter %s is there %d times, want once", u.Counter, len(ps))
			continue
		}
		p := ps[0]
		for key, v := range map[string]string{"Nationality": u.Nationality, "Attack": strconv.Itoa(u.Attack),
			"Defense": strconv.Itoa(u.Defense), "Movement": strconv.Itoa(u.Movement)} {
			if got, ok := p.Prop(key); !ok || got != v {
				bad("counter %s: property %s is %q, the data says %q", u.Counter, key, got, v)
			}
		}
		if _, ok := p.Prop("Force"); !ok {
			bad("counter %s has no Force property", u.Counter)
		}
		x, y := float64(p.X-m.edgeW), float64(p.Y-m.edgeH)
		at := m.grid.name(x, y)
		if cx, cy, err := m.grid.location(at); err != nil {
			bad("counter %s stands in %q: %v", u.Counter, at, err)
		} else if d := math.Hypot(float64(cx)-x, float64(cy)-y); d > 0.5 {
			bad("counter %s at %d,%d is %.2f px from VASSAL's centre of %s (%d,%d)", u.Counter, p.X, p.Y, d, at, cx, cy)
		}
		switch {
		case u.Hex != "":
			if at != u.Hex {
				bad("counter %s stands in %s (%d,%d), the setup says %s", u.Counter, at, p.X, p.Y, u.Hex)
			}
		case u.Zone != "":
			h, err := model.ParseHex(at)
			zs, zerr := board.ZoneHexes(u.Zone)
			if err != nil || zerr != nil || !slices.Contains(zs, h) {
				bad("counter %s stands in %s, not in its zone %s", u.Counter, at, u.Zone)
				continue
			}
			for name, poly := range m.zones {
				if strings.EqualFold(name, u.Zone) && !inside(poly, x, y) {
					bad("counter %s at %d,%d is outside the module's Zone %q", u.Counter, p.X, p.Y, name)
				}
			}
			picked[u.Counter] = h
		default:
			bad("counter %s sets up in box %q: the reader does not know where boxes stand", u.Counter, u.Box)
		}
	}
	extra := make([]string, 0, len(byCounter))
	for c := range byCounter {
		extra = append(extra, c)
	}
	sort.Strings(extra)
	for _, c := range extra {
		bad("counter %s is in the saved game but not in the scenario's setup", c)
	}
	setup, err := rules.ScenarioSetup(ed, s, nil)
	if err != nil {
		return append(probs, err.Error())
	}
	ps := slices.Clone(setup.Placements)
	for i := range ps {
		if h, ok := picked[ps[i].Unit.Counter]; ok {
			ps[i].Hex = &h
		}
	}
	for _, v := range rules.CheckSetup(board, setup.Terms, ps) {
		if v.Severity == diag.Error {
			bad("the decoded position is not legal: %s %s", v.Code, v.Message)
		}
	}
	return probs
}

// isMarker says whether counter id is one of the edition's markers.
func isMarker(ed *model.Edition, id string) bool {
	c := ed.Counters.Index()[id]
	return c != nil && c.Marker != nil
}

// samePiece says how a saved piece differs from its palette slot's: its
// prototypes, image, name and properties. VASSAL's refresh of pieces by
// slot id replaces the type and keeps the state, so they may differ only
// where a property's value is state the scenario sets: the Force of a
// unit whose slot has none (a 1975 German unit, one slot for either German
// force).
func samePiece(slot, p *piece) string {
	switch {
	case !equalStrings(slot.Prototypes, p.Prototypes):
		return fmt.Sprintf("prototypes %q; the slot's %q", p.Prototypes, slot.Prototypes)
	case slot.Image != p.Image || slot.Name != p.Name:
		return fmt.Sprintf("image, name %q, %q; the slot's %q, %q", p.Image, p.Name, slot.Image, slot.Name)
	case !equalStrings(slot.Keys, p.Keys):
		return fmt.Sprintf("properties %q; the slot's %q", p.Keys, slot.Keys)
	}
	for i, k := range slot.Keys {
		if k == "Force" && slot.Values[i] == "" && p.Values[i] != "" {
			continue
		}
		if slot.Values[i] != p.Values[i] {
			return fmt.Sprintf("%s is %q; the slot's %q", k, p.Values[i], slot.Values[i])
		}
	}
	return ""
}
