package game_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/game"
)

func TestReadRefuses(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"not JSON", `{"edition": `, "not valid JSON"},
		{"unknown member", `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "turns": [], "over": false, "winner": "me"}`, `unknown field "winner"`},
		{"no scenario", `{"$schema": "../schema/game.schema.json", "edition": "1994", "turns": [], "over": false}`, `needs "edition" and "scenario"`},
		{"action of two kinds", turn1(`{"phase": "soviet-movement", "actions": [{"move": {"unit": "3-belo", "path": ["3226"]}, "attack": {"attackers": ["x"], "defenders": ["3024"], "die": 1}}]}`), "one key naming its kind"},
		{"action of no kind", turn1(`{"phase": "soviet-movement", "actions": [{}]}`), "one key naming its kind"},
		{"not a hex", turn1(`{"phase": "soviet-movement", "actions": [{"move": {"unit": "3-belo", "path": ["32x6"]}}]}`), "not a hex id"},
		// The schema requires "$schema" and "over" and game new writes
		// them: game check, which once read a record without them, now
		// agrees with validate.
		{"no $schema", `{"edition": "1994", "scenario": "historical", "turns": [], "over": false}`, `needs "$schema"`},
		{"no over", `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "turns": []}`, `needs "over"`},
		{"data after the record", `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "turns": [], "over": false} {}`, "more data after the end of the JSON value"},
		{"garbage after the record", `{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", "turns": [], "over": false} }`, "more data after the end of the JSON value"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := game.Read([]byte(tc.text))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error with %q", err, tc.want)
			}
		})
	}
}

// A 1975 record is replayed under the 1975 sequence of play and cites the
// 1975 rule.
func TestReplay1975CitesItsRule(t *testing.T) {
	text := `{"$schema": "../schema/game.schema.json", "edition": "1975", "scenario": "historical", "over": false, "turns": [{"turn": 1, "phases": [{"phase": "soviet-combat", "actions": []}, {"phase": "soviet-movement", "actions": []}]}]}`
	res, err := game.Replay(edition(t, "1975"), record(t, text))
	if err != nil {
		t.Fatal(err)
	}
	if d := res.Illegal; d == nil || d.Code != "game.phase-order" || d.Rule != "1975 4.2" {
		t.Fatalf("got %+v, want game.phase-order citing 1975 4.2", d)
	}
}

func FuzzRead(f *testing.F) {
	f.Add([]byte(turn1(`{"phase": "soviet-movement", "actions": [{"move": {"unit": "3-belo", "path": ["3226"]}}]}`)))
	f.Add([]byte(turn1(`{"phase": "soviet-combat", "actions": [{"attack": {"attackers": ["2-gds"], "defenders": ["3224"], "die": 3, "retreat": [{"unit": "26", "hex": "3323"}], "advanceTo": "3224"}}]}`)))
	f.Add([]byte(`{"edition": 1}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := game.Read(b)
		if err != nil {
			if d, ok := err.(*diag.Diagnostic); !ok || d.Code != "game.unreadable" {
				t.Fatalf("error of type %T: %v, want a game.unreadable diagnostic", err, err)
			}
			return
		}
		if g.Edition == "" || g.Scenario == "" {
			t.Fatal("read a record without edition or scenario")
		}
		for _, tu := range g.Turns {
			for _, p := range tu.Phases {
				for _, a := range p.Actions {
					if a.Kind() == "" {
						t.Fatal("read an action of no kind")
					}
				}
			}
		}
	})
}

// Replaying any record that reads never panics: it is legal, or stops at
// an illegal action with a code and a pointer, or cannot start.
func FuzzReplay(f *testing.F) {
	f.Add([]byte(turn1(`{"phase": "soviet-movement", "actions": [{"move": {"unit": "3-belo", "path": ["3226", "3326", "3325"]}}]}`)))
	f.Add([]byte(turn1(`{"phase": "soviet-combat", "actions": [{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 1, "lose": ["2-belo"], "advance": "10-gds"}}]}`)))
	f.Add([]byte(turn1(`{"phase": "soviet-combat", "actions": [{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024", "3224"], "die": 3, "retreat": [{"unit": "27", "hex": "3023"}]}}]}`)))
	ed := edition(f, "1994")
	f.Fuzz(func(t *testing.T, b []byte) {
		g, err := game.Read(b)
		if err != nil {
			return
		}
		res, err := game.Replay(ed, g)
		if err != nil {
			return
		}
		if d := res.Illegal; d != nil && (d.Code == "" || d.Pointer == "") {
			t.Fatalf("an illegal action without code or pointer: %+v", d)
		}
	})
}

// A record Read refuses is a diagnostic placed at the line and column
// where the decoder found it wrong, when it knows.
func TestReadPlacesItsRefusal(t *testing.T) {
	for _, tc := range []struct {
		name, text   string
		line, column int
	}{
		{"bad syntax on line 2", "{\"edition\": \"1994\",\n  \"scenario\": x}", 2, 16}, // encoding/json counts the bad byte as read
		{"data after the record", "{\"$schema\": \"s\", \"edition\": \"1994\", \"scenario\": \"historical\", \"over\": false}\n\n  {}", 3, 3},
		{"empty", "", 1, 1},
		{"no scenario", `{"edition": "1994"}`, 0, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := game.Read([]byte(tc.text))
			var d *diag.Diagnostic
			if !errors.As(err, &d) || d.Code != "game.unreadable" || d.Line != tc.line || d.Column != tc.column {
				t.Fatalf("got %#v, want game.unreadable at %d:%d", d, tc.line, tc.column)
			}
		})
	}
}
