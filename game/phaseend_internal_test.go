package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model"
)

// courland are the 1994 Historical scenario's four setup picks.
const courland = `"setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}]`

// session starts a record of edition ed with no turns: the scenario's
// start position, to be changed by put and driven phase by phase.
func session(t *testing.T, ed, scenario, extra string) *Session {
	t.Helper()
	e, err := data.Editions.LoadOwn(ed)
	if err != nil {
		t.Fatal(err)
	}
	g, err := Read([]byte(`{"$schema": "../schema/game.schema.json", "edition": "` + ed + `", "scenario": "` + scenario + `", ` + extra + `"over": false, "turns": []}`))
	if err != nil {
		t.Fatal(err)
	}
	s, err := Start(e, g)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// put stands unit id in hex, as if it had got there, and lets the Session
// notice it.
func (s *Session) put(t *testing.T, id, hex string) {
	t.Helper()
	for i, u := range s.sit.Units {
		if u.Counter == id {
			s.sit.Units[i].Hex = model.MustHex(hex)
			s.notice()
			return
		}
	}
	t.Fatalf("no unit %s on the map", id)
}

// through plays the phases of turn from the current point up to the
// start of phase "to" ("" ends the turn, and "over" the game), and returns
// what refused the record, if anything.
func (s *Session) through(turn int, to string) error {
	if s.turn != turn || !s.started {
		if bad := s.BeginTurn("/turns/x", turn); bad != nil {
			return bad
		}
	}
	switch to {
	case "":
		return nil
	case "over":
		return s.End("", true)
	}
	return s.Enter("/turns/x/phases/y", to)
}

func codes(evs []Event) []string {
	var out []string
	for _, e := range evs {
		out = append(out, e.Code+" "+strings.Join(e.Units, ",")+" ("+e.Rule+")")
	}
	return out
}

// Berlin falls at the end of the player turn in which a Soviet unit holds
// it, not before; then the German units are gone, their phases refuse
// any action, and the Allies no longer fight each other.
func TestBerlinFalls(t *testing.T) {
	for _, tc := range []struct {
		ed, extra, german, rule string
	}{
		{"1994", courland + `, "optional": ["east-front-concentration"], `, "gd", "1994 12.2"},
		{"1975", `"optional": ["east-front-concentration"], `, "40", "1975 13.32"},
	} {
		t.Run(tc.ed, func(t *testing.T) {
			s := session(t, tc.ed, "historical", tc.extra)
			s.put(t, "3-belo", "2613")
			if bad := s.through(1, "west-german-replacement"); bad != nil {
				t.Fatal(bad)
			}
			if len(s.events) != 0 {
				t.Fatalf("Berlin fell before the end of the player turn: %v", codes(s.events))
			}
			if bad := s.through(1, "western-allied-replacement"); bad != nil {
				t.Fatal(bad)
			}
			if got := codes(s.events); len(got) != 1 || !strings.HasPrefix(got[0], "game.berlin-falls ") || !strings.HasSuffix(got[0], "("+tc.rule+")") {
				t.Fatalf("events %v, want Berlin falling", got)
			}
			removed := 0
			for _, u := range s.State().Units {
				if u.Force.German() && u.OnMap() {
					t.Errorf("%s is still on the map in %s", u.Counter, u.Hex)
				}
				if u.Box == Removed {
					removed++
				}
			}
			if removed == 0 || removed != len(s.events[0].Units) {
				t.Errorf("%d units in the removed box, the event names %d", removed, len(s.events[0].Units))
			}
			if bad := s.through(1, "east-german-movement"); bad != nil {
				t.Fatal(bad)
			}
			_, bad := s.Do("/a", model.GameAction{Move: &model.GameMove{Unit: tc.german, Path: []model.Hex{model.MustHex("3222")}}})
			if bad == nil || diagOf(bad).Code != "game.berlin-fallen" || diagOf(bad).Rule != tc.rule {
				t.Errorf("a German move after the fall: %v, want game.berlin-fallen", bad)
			}
			// The Allies no longer fight each other: a Western Allied unit next
			// to the Soviet front in Berlin may not attack it.
			if bad := s.through(2, "western-allied-combat"); bad != nil {
				t.Fatal(bad)
			}
			next, _ := model.MustHex("2613").Step(model.Directions[0])
			s.put(t, "15-us", next.String())
			_, bad = s.Do("/b", model.GameAction{Attack: &model.GameAttack{Attackers: []string{"15-us"}, Defenders: []model.Hex{model.MustHex("2613")}, Die: 1}})
			if bad == nil || diagOf(bad).Code != "combat.no-fighting" {
				t.Errorf("an Allied attack on an Ally after the fall: %v, want combat.no-fighting", bad)
			}
		})
	}
}

// A unit a retreat left across the Theater Boundary is eliminated at the
// end of its own force's next movement phase, not at another force's.
func TestStrandedDeadline(t *testing.T) {
	s := session(t, "1994", "historical", courland+`, "optional": ["east-front-concentration"], `)
	s.put(t, "15-us", "1916")
	if bad := s.through(1, "western-allied-movement"); bad != nil {
		t.Fatal(bad)
	}
	if len(s.events) != 0 {
		t.Fatalf("eliminated before its deadline: %v", codes(s.events))
	}
	if bad := s.through(1, "western-allied-combat"); bad != nil {
		t.Fatal(bad)
	}
	want := []string{"game.stranded-eliminated 15-us (1994 5.2.2)"}
	if got := codes(s.events); !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
	if i := slices.IndexFunc(s.State().Units, func(u UnitAt) bool { return u.Counter == "15-us" }); i < 0 || s.State().Units[i].Box != Destroyed+"-western-allied" {
		t.Error("15-us is not in the destroyed units")
	}
}

// Left across the boundary in its own combat phase (an attacker's
// retreat): its next movement phase is next turn's.
func TestStrandedNextTurn(t *testing.T) {
	s := session(t, "1994", "historical", courland+`, "optional": ["east-front-concentration"], `)
	if bad := s.through(1, "western-allied-combat"); bad != nil {
		t.Fatal(bad)
	}
	s.put(t, "15-us", "1916")
	if bad := s.through(2, "western-allied-movement"); bad != nil {
		t.Fatal(bad)
	}
	if len(s.events) != 0 {
		t.Fatalf("eliminated before its deadline: %v", codes(s.events))
	}
	if bad := s.through(2, "western-allied-combat"); bad != nil {
		t.Fatal(bad)
	}
	if got := codes(s.events); len(got) != 1 {
		t.Errorf("events %v, want 15-us eliminated", got)
	}
}

// A Yugoslav unit out of Yugoslavia has until the end of the next Soviet
// combat phase (1975 5.41; Deluxe 5.3.1), not its movement phase. 0924
// is next to Yugoslavia, where a retreat of one hex leaves a unit.
func TestStrandedYugoslav(t *testing.T) {
	s := session(t, "1994", "historical", courland+`, "optional": ["east-front-concentration"], `)
	s.put(t, "1-yugo", "0924")
	if bad := s.through(1, "soviet-combat"); bad != nil {
		t.Fatal(bad)
	}
	if len(s.events) != 0 {
		t.Fatalf("eliminated at the end of the movement phase: %v", codes(s.events))
	}
	if bad := s.through(1, "west-german-replacement"); bad != nil {
		t.Fatal(bad)
	}
	want := []string{"game.stranded-eliminated 1-yugo (1994 5.3.1)"}
	if got := codes(s.events); !slices.Equal(got, want) {
		t.Errorf("events %v, want %v", got, want)
	}
}

// A capital a Soviet unit occupies needs a Soviet front by the end of the
// next Soviet movement phase (1975 11.11; Deluxe 10.0).
func TestGarrisons(t *testing.T) {
	for _, tc := range []struct {
		name, unit string
		// turn of the Soviet movement phase at whose end the check
		// refuses, 0 for none.
		refused int
	}{
		{"an army alone in Warsaw", "6-gds", 1},
		{"a front in Warsaw", "3-belo", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := session(t, "1994", "historical", courland+`, "optional": ["east-front-concentration"], `)
			s.put(t, tc.unit, "2723")
			bad := s.through(1, "soviet-combat")
			if tc.refused == 0 {
				if bad != nil {
					t.Fatalf("refused: %v", bad)
				}
				return
			}
			if bad == nil || diagOf(bad).Code != "game.garrison-missing" || diagOf(bad).Rule != "1994 10.0" {
				t.Fatalf("got %v, want game.garrison-missing (1994 10.0)", bad)
			}
		})
	}
	// Occupied during a Soviet movement phase: due at the end of the next.
	s := session(t, "1994", "historical", courland+`, "optional": ["east-front-concentration"], `)
	if bad := s.through(1, "soviet-movement"); bad != nil {
		t.Fatal(bad)
	}
	s.put(t, "6-gds", "2723")
	if bad := s.through(1, "soviet-combat"); bad != nil {
		t.Fatalf("refused at the phase it was occupied in: %v", bad)
	}
	if bad := s.through(2, "soviet-combat"); bad == nil || diagOf(bad).Code != "game.garrison-missing" {
		t.Fatalf("turn 2: %v, want game.garrison-missing", bad)
	}
}

// The verdict at the game's end, by each scenario's conditions.
func TestVerdict(t *testing.T) {
	for _, tc := range []struct {
		name, ed, scenario, extra string
		// berlin, if set, is a unit that enters Berlin on turn 1.
		berlin  string
		winners []model.Player
		rule    string
	}{
		{"most victory points", "1994", "historical", courland + `, "optional": ["east-front-concentration"], `, "", []model.Player{model.WesternAlliedPlayer}, "1994 11.0"},
		{"Berlin's ten points", "1994", "historical", courland + `, "optional": ["east-front-concentration"], `, "3-belo", []model.Player{model.SovietPlayer}, "1994 11.0"},
		{"Berlin untaken, 1975: a draw", "1975", "historical", `"optional": ["east-front-concentration"], `, "", nil, "1975 13.33"},
		{"nobody holds Berlin in the three-player game", "1994", "three-player", courland + ", ", "", []model.Player{model.GermanPlayer}, "1994 16.3"},
		{"nobody entered Berlin in the four-player game", "1994", "four-player", courland + ", ", "", []model.Player{model.EastGermanPlayer, model.WestGermanPlayer}, "1994 17.3"},
		{"the Soviets entered Berlin in the four-player game", "1994", "four-player", courland + ", ", "3-belo", []model.Player{model.WestGermanPlayer, model.SovietPlayer}, "1994 17.3"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := session(t, tc.ed, tc.scenario, tc.extra)
			if tc.berlin != "" {
				s.put(t, tc.berlin, "2613")
				s.arrived(tc.berlin, []model.Hex{model.MustHex("2613")})
			}
			for turn := s.sc.Turns.First; turn <= s.sc.Turns.Last; turn++ {
				if bad := s.through(turn, ""); bad != nil {
					t.Fatalf("turn %d: %v", turn, bad)
				}
			}
			if bad := s.through(s.sc.Turns.Last, "over"); bad != nil {
				t.Fatal(bad)
			}
			v := s.State().Verdict
			if v == nil {
				t.Fatal("no verdict")
			}
			if !slices.Equal(v.Winners, tc.winners) || v.Rule != tc.rule {
				t.Errorf("winners %v (rule %s: %s), want %v (rule %s)", v.Winners, v.Rule, v.Reason, tc.winners, tc.rule)
			}
			if line := s.State().Line(); !strings.HasSuffix(line, "; game over: "+v.Reason) {
				t.Errorf("state line %q does not end with the verdict", line)
			}
			if last := s.events[len(s.events)-1]; last.Code != "game.victory" && last.Code != "game.berlin-race" {
				t.Errorf("last event %s, want the verdict", last.Code)
			}
		})
	}
}

// What the Session notices after a move (city control, capitals) costs
// this much; a 1,500-action record pays it 1,500
// times.
func BenchmarkNotice(b *testing.B) {
	e, err := data.Editions.LoadOwn("1994")
	if err != nil {
		b.Fatal(err)
	}
	g, err := Read([]byte(`{"$schema": "../schema/game.schema.json", "edition": "1994", "scenario": "historical", ` + courland + `, "over": false, "turns": []}`))
	if err != nil {
		b.Fatal(err)
	}
	s, err := Start(e, g)
	if err != nil {
		b.Fatal(err)
	}
	mv := Entry{Kind: "move"}
	for b.Loop() {
		s.noticeAfter(mv)
	}
}
