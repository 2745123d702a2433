package game_test

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// hist is a record of turn 1 of the Historical scenario of edition ed with
// the phases given; the 1994 record makes the setup picks its scenario
// asks for.
func hist(ed, optional, phases string) string {
	picks := ""
	if ed == "1994" {
		picks = `"setup": [{"unit": "3-ss", "hex": "3822"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}], `
	}
	if optional != "" {
		optional = `"optional": [` + optional + `], `
	}
	return `{"$schema": "../schema/game.schema.json", "edition": "` + ed + `", "scenario": "historical", ` + optional + `"over": false, ` + picks + `"turns": [{"turn": 1, "phases": [` + phases + `]}]}`
}

func attackAct(fields string) string { return `{"attack": {` + fields + `}}` }

// The Terrain Effects Chart (1975 9.0; the Deluxe map uses the same key)
// says of a blocked hexside: effect on combat "Not allowed". 1220/1320 is
// the blocked hexside of Lake Balaton. The engine before this ruling let
// 3-ukr in 1220 attack 1320 across it; the same attack from 1219, across
// no hexside, is legal, and a unit that attacks with another across the
// blocked hexside spoils the attack (each attacker-defender pair counts):
// 3 Ukr may attack 1219 but not 1219 and 1320 together.
func TestRulingCombatAcrossBlockedHexside(t *testing.T) {
	const a0 = "/turns/0/phases/0/actions/0"
	for _, tc := range []struct {
		name, ed, phases, code, ptr, rule string
	}{
		{"3 Ukr across the Balaton hexside", "1975",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1320"], "die": 6`)),
			"combat.hexside-closed", a0 + "/attack", "1975 9.0"},
		{"3 Ukr across the Balaton hexside", "1994",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1320"], "die": 6`)),
			"combat.hexside-closed", a0 + "/attack", "1994 TEC"},
		{"3 Ukr from 1219, across no hexside", "1975",
			phase("soviet-movement", mv("3-ukr", `"1219"`)) + "," + phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1320"], "die": 1`)),
			"", "", ""},
		{"3 Ukr on 3 Hun in 1219, across no hexside", "1994",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1219"], "die": 1`)),
			"", "", ""},
		{"3 Ukr on 1219 and 1320 at once", "1994",
			phase("soviet-combat", attackAct(`"attackers": ["3-ukr"], "defenders": ["1219", "1320"], "die": 1`)),
			"combat.hexside-closed", a0 + "/attack", "1994 TEC"},
	} {
		t.Run(tc.ed+" "+tc.name, func(t *testing.T) {
			wantRefused(t, refusal(t, tc.ed, hist(tc.ed, "", tc.phases)), tc.code, tc.ptr, tc.rule)
		})
	}
}

// The Deluxe optional stacking rule (18.0, 5.3): on each Western front
// "at most one stack that has units from both groups" (Commonwealth, US).
// Two Italian stacks made mixed in one movement phase: the engine before
// this ruling checked the groups only at setup and let both stand; with
// the option on, the later one is refused at the end of the phase. The
// 1975 rules have no such option.
func TestRulingStackingGroupsInPlay(t *testing.T) {
	const wa = `{"phase": "western-allied-movement", "actions": [` +
		`{"move": {"unit": "13-br", "path": ["0411", "0511"]}}, ` +
		`{"move": {"unit": "2-pol-e", "path": ["0411", "0410", "0510"]}}]}, {"phase": "western-allied-combat", "actions": []}`
	for _, tc := range []struct {
		name, ed, optional, code, ptr, rule string
	}{
		{"two mixed stacks in Italy, option on", "1994", `"east-front-concentration", "stacking-groups"`,
			"stacking.groups", "/turns/0/phases/0/actions/1/move/path/2", "1994 18.0 (5.3)"},
		{"two mixed stacks in Italy, option off", "1994", `"east-front-concentration"`, "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantRefused(t, refusal(t, tc.ed, hist(tc.ed, tc.optional, wa)), tc.code, tc.ptr, tc.rule)
		})
	}
	if d := refusal(t, "1975", hist("1975", `"stacking-groups"`, "")); d == nil || !strings.Contains(d.Message, "stacking-groups") {
		t.Errorf("1975 with stacking-groups: %v, want the option refused", d)
	}
}

// A step a unit may not take is refused for its own cause, citing the
// rule of the edition: the engine before this ruling refused them all as
// movement.no-entry "(terrain, hexside, Theater Boundary, Yugoslav border
// or Berlin)", citing no rule. The Historical start serves where a unit
// stands next to the cause: the sea off 2401 (9.0 "Sea Hex: May not
// enter"), the blocked hexside 1320/1321 ("Blocked Hexside: May not
// cross"), the Yugoslav border (1975 5.41 "Yugoslavian units may never
// leave Yugoslavia", 5.42 Soviet units "may never enter Yugoslavia";
// Deluxe 5.3.1, 5.3.2).
func TestRulingMoveRefusalsNameTheirRule(t *testing.T) {
	const a0 = "/turns/0/phases/0/actions/0/move/path/0"
	rule := func(r75, r94 string) map[string]string {
		return map[string]string{"1975": "1975 " + r75, "1994": "1994 " + r94}
	}
	for _, tc := range []struct {
		name, phase, unit75, unit94, path, code string
		rule                                    map[string]string
	}{
		{"into the sea", "western-allied-movement", "1-br", "1-br", `"2501"`, "movement.no-entry", rule("9.0", "TEC")},
		{"across a blocked hexside", "east-german-movement", "4", "4", `"1321"`, "movement.no-entry", rule("9.0", "TEC")},
		{"a Soviet-allied unit into Yugoslavia", "soviet-movement", "bul", "1-rom", `"1022"`, "movement.yugoslavia-enter", rule("5.42", "5.3.2")},
		{"a Yugoslav unit out of Yugoslavia", "soviet-movement", "1-yugo", "1-yugo", `"0924"`, "movement.yugoslavia-leave", rule("5.41", "5.3.1")},
	} {
		for _, ed := range []string{"1975", "1994"} {
			t.Run(ed+" "+tc.name, func(t *testing.T) {
				unit := map[string]string{"1975": tc.unit75, "1994": tc.unit94}[ed]
				rec := hist(ed, `"east-front-concentration"`, phase(tc.phase, mv(unit, tc.path)))
				wantRefused(t, refusal(t, ed, rec), tc.code, a0, tc.rule[ed])
			})
		}
	}
}

// Berlin (1975 5.33 "German units may not enter Berlin"; Deluxe 5.2.1)
// and the Theater Boundary (1975 5.31 German units "may not cross this
// Boundary", 5.32 nor may Western Allied and Soviet units; Deluxe 5.2.1,
// 5.2.2), each on a test scenario of its own on the real map: Berlin is
// 2613, 2612 and 2513 lie west of it, 2910 and 2811 west of the
// boundary, 2911 and 2812 east of it. A Western Allied unit may enter
// Berlin, which stands on the boundary.
func TestRulingBorderRefusalsNameTheirRule(t *testing.T) {
	rule := func(r75, r94 string) map[string]string {
		return map[string]string{"1975": "1975 " + r75, "1994": "1994 " + r94}
	}
	for _, tc := range []struct {
		name  string
		unit  placed
		phase string
		to    string
		code  string
		rule  map[string]string
	}{
		{"a German unit into Berlin", placed{"64", "2612", model.WestGerman}, "west-german-movement", "2613", "movement.berlin", rule("5.33", "5.2.1")},
		{"a Western Allied unit into Berlin", placed{"7-us", "2513", ""}, "western-allied-movement", "2613", "", nil},
		{"an East German unit west", placed{"27", "2911", model.EastGerman}, "east-german-movement", "2910", "movement.theater-boundary", rule("5.31", "5.2.1")},
		{"a Western Allied unit east", placed{"5-us", "2811", ""}, "western-allied-movement", "2812", "movement.theater-boundary-allied", rule("5.32", "5.2.2")},
		{"a Western Allied unit along its side", placed{"5-us", "2811", ""}, "western-allied-movement", "2711", "", nil},
	} {
		for _, ed := range []string{"1975", "1994"} {
			t.Run(ed+" "+tc.name, func(t *testing.T) {
				e := exampleEdition(t, ed, "borders", []placed{tc.unit})
				res := replayExample(t, e, "borders", `{"turn": 1, "phases": [`+phase(tc.phase, mv(tc.unit.unit, `"`+tc.to+`"`))+`]}`)
				wantRefused(t, res.Illegal, tc.code, "/turns/0/phases/0/actions/0/move/path/0", tc.rule[ed])
			})
		}
	}
}

// "The owner retreats units individually" (Deluxe 6.2.1; 1975 6.63-6.65):
// 27 and 6, a stack in 2915 attacked from 2916 and 3014 at 2-1 (die 3:
// Dr), have one hex to go to, 2814, where 26 stands, so the first to
// retreat fills it and the second is eliminated. The record's retreat is
// an array in the owner's order. The object form, which records none,
// retreats the units in the stack's order, 27 first, so with it the
// owner could not save 6: its {"6": "2814"} was refused, and still is;
// the array [{"unit": "6", "hex": "2814"}] now records it.
func TestRulingRetreatOrder(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		for _, tc := range []struct {
			name, retreat    string
			code             string
			survivor, victim string
		}{
			{"6 first", `[{"unit": "6", "hex": "2814"}, {"unit": "27"}]`, "", "6", "27"},
			{"27 first", `[{"unit": "27", "hex": "2814"}, {"unit": "6"}]`, "", "27", "6"},
			{"6 first, 27 left out", `[{"unit": "6"}]`, "", "6", "27"},
			{"the object form: the stack's order", `{"27": "2814"}`, "", "27", "6"},
			{"the object form cannot put 6 first", `{"6": "2814"}`, "retreat.choice", "", ""},
			{"a unit named twice", `[{"unit": "6"}, {"unit": "6"}]`, "retreat.choice", "", ""},
		} {
			t.Run(ed+" "+tc.name, func(t *testing.T) {
				e := exampleEdition(t, ed, "retreat-order", []placed{
					{"1-belo", "2916", ""}, {"2-belo", "3014", ""},
					{"27", "2915", model.EastGerman}, {"6", "2915", model.EastGerman}, {"26", "2814", model.EastGerman},
				})
				res := replayExample(t, e, "retreat-order", `{"turn": 1, "phases": [`+phase("soviet-combat",
					attackAct(`"attackers": ["1-belo", "2-belo"], "defenders": ["2915"], "die": 3, "retreat": `+tc.retreat))+`]}`)
				if tc.code != "" {
					if res.Illegal == nil || res.Illegal.Code != tc.code {
						t.Fatalf("got %v, want %s", res.Illegal, tc.code)
					}
					return
				}
				legal(t, res)
				if w := where(res.State, tc.survivor); w != "2814" {
					t.Errorf("%s is in %s, want 2814", tc.survivor, w)
				}
				if w := where(res.State, tc.victim); w != "destroyed-east-german" {
					t.Errorf("%s is in %s, want destroyed-east-german", tc.victim, w)
				}
			})
		}
	}
}

// Deluxe 9.0 names the east exit hexes "between hexes 0926 and 3526";
// 8.0 lets the Courland units leave by the east edge, and the Deluxe map
// runs on to row 39. Leaving from Courland's own rows (3626-3926) is the
// game option courland-exit-own-rows; by default the text is read to the
// letter. The engine before this ruling always let 3 SS leave from 3926.
func TestRulingCourlandExitOption(t *testing.T) {
	const picks = `{"unit": "3-ss", "hex": "3924"}, {"unit": "2", "hex": "3823"}, {"unit": "10", "hex": "3824"}, {"unit": "16", "hex": "3923"}`
	exit := egMove(`{"exit": {"unit": "3-ss", "path": ["3925", "3926"], "remove": ["3-balt", "2-balt"]}}`)
	for _, tc := range []struct {
		name, optional, code, ptr, rule string
	}{
		{"the literal text, the default", "", "exit.not-exit-hex", "/turns/0/phases/0/actions/0/exit/path", "1994 9.0"},
		{"the option", ownRows, "", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			wantRefused(t, refusal(t, "1994", courland(tc.optional, picks, 1, exit)), tc.code, tc.ptr, tc.rule)
		})
	}
}
