package gamefile_test

import (
	"bytes"
	"flag"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/gamefile"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// Each kind of entry reads as one line; a kind the writer does not know
// still names its kind and unit.
func TestEntryLine(t *testing.T) {
	to := model.MustHex("2827")
	for _, c := range []struct {
		name string
		e    game.Entry
		want string
	}{
		{"move", game.Entry{Kind: "move", Unit: "5-us", From: model.MustHex("2104"), Path: []model.Hex{model.MustHex("2105"), model.MustHex("2106")}, Cost: 3, Allowance: 8},
			"5-us moves 2104-2105-2106 (3 of 8 MP)"},
		{"exit with a path", game.Entry{Kind: "exit", Unit: "12-ss", From: model.MustHex("0101"), Path: []model.Hex{model.MustHex("0102")}},
			"12-ss exits 0101-0102"},
		{"a kind refereed later", game.Entry{Kind: "evacuate", Unit: "16"}, "evacuate 16"},
		{"a kind with no unit", game.Entry{Kind: "roll"}, "roll"},
		{"attack without a die", game.Entry{Kind: "attack", Combat: &rules.CombatReport{
			Attackers: []rules.Placed{{Unit: rules.Unit{Counter: "1-belo"}}},
			Groups:    []rules.DefenseGroup{{Hex: model.MustHex("2727")}},
			Attack:    8, ModifiedDefense: 4, Odds: rules.Odds{Column: model.OddsColumn{ID: "2-1"}}}},
			"1-belo attacks 2727: 8 against 4, 2-1"},
		{"attack with what followed", game.Entry{Kind: "attack", Combat: &rules.CombatReport{
			Attackers: []rules.Placed{{Unit: rules.Unit{Counter: "1-belo"}}, {Unit: rules.Unit{Counter: "2-belo"}}},
			Groups:    []rules.DefenseGroup{{Hex: model.MustHex("2727")}, {Hex: model.MustHex("2728")}},
			Attack:    16, ModifiedDefense: 5, Die: 4, Result: model.CRTResult{Code: "Dr"},
			Odds: rules.Odds{Column: model.OddsColumn{ID: "3-1"}}},
			Outcome: &rules.Outcome{Retreats: []rules.RetreatMove{{Unit: "7-pz", From: model.MustHex("2727"), To: &to}, {Unit: "8-pz", From: model.MustHex("2728"), Eliminated: true}},
				Eliminated: []string{"8-pz"}, Advanced: &rules.Move{Unit: "1-belo", From: model.MustHex("2626"), To: model.MustHex("2727")}}},
			"1-belo, 2-belo attack 2727, 2728: 16 against 5, 3-1, die 4: Dr; eliminated 8-pz; 7-pz retreats 2727-2827; 1-belo advances 2626-2727"},
		{"a unit with nowhere to retreat, only among the retreats", game.Entry{Kind: "attack", Combat: &rules.CombatReport{
			Attackers: []rules.Placed{{Unit: rules.Unit{Counter: "82"}}},
			Groups:    []rules.DefenseGroup{{Hex: model.MustHex("1706")}},
			Attack:    14, ModifiedDefense: 12, Die: 4, Result: model.CRTResult{Code: "Dr"},
			Odds: rules.Odds{Column: model.OddsColumn{ID: "1-1"}}},
			Outcome: &rules.Outcome{Retreats: []rules.RetreatMove{{Unit: "12-us", From: model.MustHex("1706"), Eliminated: true}}}},
			"82 attacks 1706: 14 against 12, 1-1, die 4: Dr; 12-us has nowhere to retreat and is eliminated"},
		{"a replacement, from a box", game.Entry{Kind: "replace", Unit: "81", Path: []model.Hex{model.MustHex("2612")}, Cost: 1, Allowance: 9},
			"81 comes back at 2612 (entry 1 MP, 9 MP left to move)"},
	} {
		if got := gamefile.EntryLine(c.e); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

// Events come in their place: after the action they followed, under the
// heading of their turn and phase, those before any action first.
func TestLogEventsInPlace(t *testing.T) {
	v := gamefile.LogView{File: "g.json",
		Log: []game.Entry{
			{Index: 1, Turn: 1, Phase: "soviet-movement", Kind: "move", Unit: "a", From: model.MustHex("0101"), Path: []model.Hex{model.MustHex("0102")}},
			{Index: 2, Turn: 2, Phase: "soviet-movement", Kind: "supply", Unit: "b", Events: []string{"a marker placed"}},
		},
		Events: []game.Event{
			{Turn: 1, After: 0, Text: "the opening roll", Rule: "1994 15.2"},
			{Turn: 1, Phase: "soviet-combat", After: 1, Text: "turn-1 mandate kept"},
			{Turn: 2, Phase: "east-german-combat", After: 2, Text: "Berlin falls"},
		}}
	var b bytes.Buffer
	if err := v.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	want := `Turn 1
    * the opening roll [1994 15.2]
  soviet-movement
    1. a moves 0101-0102
  soviet-combat
    * turn-1 mandate kept
Turn 2
  soviet-movement
    2. supply b
       a marker placed
  east-german-combat
    * Berlin falls
`
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// The short 1994 record's log and its final state, as the commands print
// them.
func TestLogAndStateGolden(t *testing.T) {
	name := filepath.Join("..", "..", "game", "testdata", "historical-1994.json")
	g, err := gamefile.Open(name, load, "end")
	if err != nil {
		t.Fatal(err)
	}
	if g.Illegal != nil {
		t.Fatal(g.Illegal)
	}
	var b bytes.Buffer
	if err := g.LogOf().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	b.WriteString("\n")
	if err := g.StateOf().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := strings.ReplaceAll(b.String(), filepath.ToSlash(name), "historical-1994.json")
	golden.Check(t, filepath.Join("testdata", "historical-1994.txt"), out, *update)
}

// The 1975 played game's log as `game log` prints it: the account a
// player reads, kept as a golden so that a change to the engine or the
// writer that alters what two full turns of play say shows up in review.
func TestPlayedLogGolden(t *testing.T) {
	name := filepath.Join("..", "..", "game", "testdata", "games", "historical-1975.json")
	g, err := gamefile.Open(name, load, "end")
	if err != nil {
		t.Fatal(err)
	}
	if g.Illegal != nil {
		t.Fatal(g.Illegal)
	}
	var b bytes.Buffer
	if err := g.LogOf().WriteText(&b); err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "played-1975.log.txt"), b.String(), *update)
}

// An event reads as one line: its turn, its phase when it has one (a
// pregame roll has none) and its rule when the code cites one.
func TestEventLine(t *testing.T) {
	for _, c := range []struct {
		name string
		ev   game.Event
		want string
	}{
		{"in a phase with a rule", game.Event{Turn: 1, Phase: "west-german-combat", Text: "8-us entered 1905: its fortified line is destroyed", Rule: "1994 6.4"},
			"turn 1, west-german-combat: 8-us entered 1905: its fortified line is destroyed [1994 6.4]"},
		{"before the first phase", game.Event{Turn: 1, Text: "die 6: no player turn"}, "turn 1: die 6: no player turn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := gamefile.EventLine(c.ev); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}
