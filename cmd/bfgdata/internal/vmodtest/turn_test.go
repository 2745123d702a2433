package vmodtest

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// The turn counter as VASSAL reads it (build/module/turn/): a TurnTracker
// on the GameModule's toolbar, which VASSAL names TurnTracker0 when it is
// the first, holding levels; a CounterTurnLevel counts from start, a
// ListTurnLevel steps through its list (items joined with the
// SequenceEncoder rule on commas). A saved game sets the tracker with the
// command "TURN<id>" TAB state, the state being the current top level
// and each top level's state, joined with '|'; a counter level's state is
// value;sub-level;loop;limit;sub-level states, a list level's
// item;sub-level;first;active flags (comma-joined);sub-level states.
const (
	turnTracker   = pkgModule + "turn.TurnTracker"
	counterLevel  = pkgModule + "turn.CounterTurnLevel"
	listLevel     = pkgModule + "turn.ListTurnLevel"
	turnCommandTo = "TURNTurnTracker0"
)

// phaseID is a list item read back as a phase id: "Soviet Replacement"
// is "soviet-replacement".
func phaseID(item string) string {
	return strings.ReplaceAll(strings.ToLower(strings.TrimSpace(item)), " ", "-")
}

// turnProblems checks the turn counter against the edition: one tracker
// counting game turns from the track's first turn, whose one sub-level
// lists phases of the sequences of play; and in every scenario's saved
// game the Game Turn marker in the track's box of the scenario's first
// turn and the tracker set to that turn's first phase with exactly the
// scenario's sequence of play (its own, else the edition's) switched on,
// in its order.
func (m *module) turnProblems(e *model.Edition) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, fmt.Sprintf(format, args...)) }
	var trackers []*elem
	for _, k := range m.root.Kids {
		if k.Class == turnTracker {
			trackers = append(trackers, k)
		}
	}
	if len(trackers) != 1 {
		return []string{fmt.Sprintf("the module has %d TurnTrackers, want one", len(trackers))}
	}
	tt := trackers[0]
	levels := slices.DeleteFunc(slices.Clone(tt.Kids), func(k *elem) bool { return k.Class == pkgModule+"turn.TurnGlobalHotkey" })
	if len(levels) != 1 || levels[0].Class != counterLevel {
		return []string{"the TurnTracker does not hold exactly one CounterTurnLevel counting game turns"}
	}
	turns := tt.Kids[0]
	if want := strconv.Itoa(e.TRT.Turns[0].Turn); turns.Attr["start"] != want {
		bad("the turn counter starts at %q, the track's first turn is %s", turns.Attr["start"], want)
	}
	if turns.Attr["loop"] == "true" {
		bad("the turn counter loops")
	}
	if len(turns.Kids) != 1 || turns.Kids[0].Class != listLevel {
		return append(probs, "the turn level does not hold exactly one ListTurnLevel of phases")
	}
	var list []string
	for _, item := range seqDecode(turns.Kids[0].Attr["list"], ',') {
		list = append(list, phaseID(item))
	}
	marker := ""
	for _, c := range e.Counters.Counters {
		if c.Marker != nil && c.Marker.Kind == model.GameTurnMarker {
			marker = c.ID
		}
	}
	for _, s := range e.Scenarios {
		file, err := m.saveFor(s)
		if err != nil {
			bad("%v", err)
			continue
		}
		seq := e.Info.Sequence
		if s.Sequence != nil {
			seq = s.Sequence
		}
		probs = append(probs, m.saveTurnProblems(file, s, marker, list, seq)...)
	}
	return probs
}

// saveTurnProblems checks one saved game's Game Turn marker and turn
// command.
func (m *module) saveTurnProblems(file string, s *model.Scenario, marker string, list []string, seq *model.SequenceOfPlay) []string {
	var probs []string
	bad := func(format string, args ...any) { probs = append(probs, file+": "+fmt.Sprintf(format, args...)) }
	cmds, _, err := readSave(m.entries[file])
	if err != nil {
		return []string{file + ": " + err.Error()}
	}
	box := "Turn " + strconv.Itoa(s.Turns.First)
	markers, turnCmds := 0, 0
	for _, c := range cmds {
		if strings.HasPrefix(c, turnCommandTo+"\t") {
			turnCmds++
			if err := turnStateProblem(seqDecode(c, '\t'), s.Turns.First, list, seq); err != "" {
				bad("turn command %q: %s", c, err)
			}
			continue
		}
		id, typ, st, err := decodeAddPiece(c)
		if err != nil || typ == "stack" || !strings.HasPrefix(c, addPrefix) {
			continue
		}
		p, err := decodePiece(id, typ, st)
		if err != nil {
			continue
		}
		if v, _ := p.Prop("CounterId"); v != marker || marker == "" {
			continue
		}
		markers++
		mi := m.maps[p.Map]
		if mi == nil || mi.zones[box] == nil {
			bad("the Game Turn marker is on map %q, which has no zone %q", p.Map, box)
		} else if !inside(mi.zones[box], float64(p.X-mi.edgeW), float64(p.Y-mi.edgeH)) {
			bad("the Game Turn marker at %d,%d is not in %q, the scenario's first turn", p.X, p.Y, box)
		}
	}
	if markers != 1 {
		bad("the Game Turn marker is there %d times, want once", markers)
	}
	if turnCmds != 1 {
		bad("%d commands set the turn counter, want one", turnCmds)
	}
	return probs
}

// turnStateProblem decodes a turn command's state; "" when it sets the
// counter to the first phase of game turn first with the items of list
// switched on exactly the phases of seq, in seq's order.
func turnStateProblem(cmd []string, first int, list []string, seq *model.SequenceOfPlay) string {
	if len(cmd) != 2 {
		return "not the tracker id and one state"
	}
	top := seqDecode(cmd[1], '|')
	if len(top) != 2 || top[0] != "0" {
		return "the state is not the first top level and its state"
	}
	counter := seqDecode(top[1], ';')
	if len(counter) != 5 || counter[0] != strconv.Itoa(first) || counter[1] != "0" || counter[2] != "false" {
		return fmt.Sprintf("the turn level's state %q is not turn %d, its first sub-level, not looping", counter, first)
	}
	state := seqDecode(counter[4], ';')
	if len(state) != 4 || state[2] != "0" {
		return fmt.Sprintf("the phase level's state %q is not an item, a sub-level, the first item and the active flags", state)
	}
	active := seqDecode(state[3], ',')
	if len(active) != len(list) {
		return fmt.Sprintf("the phase level has %d active flags for %d phases", len(active), len(list))
	}
	var on []string
	firstOn := -1
	for i, a := range active {
		switch a {
		case "true":
			on = append(on, list[i])
			if firstOn < 0 {
				firstOn = i
			}
		case "false":
		default:
			return fmt.Sprintf("active flag %q is not true or false", a)
		}
	}
	if !equalStrings(on, seq.Phases) {
		return fmt.Sprintf("the phases switched on are %q, the sequence of play (rule %s) is %q", on, seq.Rule, seq.Phases)
	}
	if state[0] != strconv.Itoa(firstOn) {
		return fmt.Sprintf("the current phase is item %s, not the first phase switched on (%d)", state[0], firstOn)
	}
	return ""
}

// The turn checks bite: each spoiled copy of the exported 1994 module is
// refused with the problem named.
func TestTurnCounterChecksBite(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	e, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	m, err := readModule(vmod)
	if err != nil {
		t.Fatal(err)
	}
	historical := ""
	for f, name := range m.setups {
		if strings.HasPrefix(name, "Historical Scenario (") {
			historical = f
		}
	}
	editSave := func(f func([]string) []string) func(*module) {
		return func(m *module) {
			cmds, meta, err := readSave(m.entries[historical])
			if err != nil {
				t.Fatal(err)
			}
			save := map[string][]byte{savedGame: encodeSave(f(cmds))}
			for k, v := range meta {
				save[k] = v
			}
			m.entries[historical] = zipOf(t, save)
		}
	}
	list := func(m *module) *elem { return m.root.Find(".ListTurnLevel")[0] }
	checksBite(t, vmod, "turn counter", func(m *module) []string { return m.turnProblems(e) }, []spoiled{
		{"two phases swapped", func(m *module) {
			l := seqDecode(list(m).Attr["list"], ',')
			l[0], l[1] = l[1], l[0]
			list(m).Attr["list"] = seqEncode(l, ',')
		}, "the phases switched on"},
		{"a phase left out", func(m *module) {
			l := seqDecode(list(m).Attr["list"], ',')
			list(m).Attr["list"] = seqEncode(l[1:], ',')
		}, "active flags for"},
		{"a phase of another scenario switched on", editSave(func(c []string) []string {
			for i, cmd := range c {
				if strings.HasPrefix(cmd, turnCommandTo) {
					c[i] = strings.Replace(cmd, ",false,", ",true,", 1) // an active flag, not the loop flag
				}
			}
			return c
		}), "the phases switched on"},
		{"the count starting at 0", func(m *module) { m.root.Find(".CounterTurnLevel")[0].Attr["start"] = "0" }, "starts at"},
		{"no tracker", func(m *module) {
			m.root.Kids = slices.DeleteFunc(m.root.Kids, func(e *elem) bool { return e.Class == turnTracker })
		}, "0 TurnTrackers"},
		{"the marker a box late", editSave(func(c []string) []string {
			for i, cmd := range c {
				if strings.HasPrefix(cmd, "+/game-turn/") {
					id, typ, st, _ := decodeAddPiece(cmd)
					p, _ := decodePiece(id, typ, st)
					p.X += 96
					typ, st = encodePiece(p)
					c[i] = encodeAddPiece(id, typ, st)
				}
			}
			return c
		}), "is not in \"Turn 1\""},
		{"no marker", editSave(func(c []string) []string {
			return slices.DeleteFunc(c, func(s string) bool { return strings.HasPrefix(s, "+/game-turn/") })
		}), "there 0 times"},
		{"the counter set to turn 2", editSave(func(c []string) []string {
			for i, cmd := range c {
				if strings.HasPrefix(cmd, turnCommandTo) {
					c[i] = strings.Replace(cmd, "|1;", "|2;", 1)
				}
			}
			return c
		}), "is not turn 1"},
		{"no turn command", editSave(func(c []string) []string {
			return slices.DeleteFunc(c, func(s string) bool { return strings.HasPrefix(s, turnCommandTo) })
		}), "0 commands set the turn counter"},
	})
}
