package game_test

import (
	"encoding/json"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/model"
)

// action reads one action written in the test as JSON.
func action(t *testing.T, text string) model.GameAction {
	t.Helper()
	var a model.GameAction
	if err := json.Unmarshal([]byte(text), &a); err != nil {
		t.Fatalf("%s: %v", text, err)
	}
	return a
}

// newPlay is a Play of a new 1994 Historical record, as `game new` writes it.
func newPlay(t *testing.T) *game.Play { return newPlayDice(t, "", nil) }

// newPlayDice is newPlay with the record's dice and the faces the
// program rolls (CryptoDice when none).
func newPlayDice(t *testing.T, dice string, faces []int) *game.Play {
	t.Helper()
	ed := edition(t, "1994")
	rec, err := game.New(ed, "historical", nil)
	if err != nil {
		t.Fatal(err)
	}
	rec.Dice = dice
	var d game.Dice
	if len(faces) > 0 {
		f := game.FixedDice(faces)
		d = &f
	}
	p, err := game.NewPlayWith(ed, rec, d)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// sameAsReplay checks that the record p has written replays, through
// Replay, legal to the state p is in.
func sameAsReplay(t *testing.T, p *game.Play) {
	t.Helper()
	res, err := game.Replay(edition(t, "1994"), p.Record())
	if err != nil {
		t.Fatal(err)
	}
	if res.Illegal != nil {
		t.Fatalf("the record written replays illegal: %v", res.Illegal)
	}
	if got, want := p.State(), res.State; !reflect.DeepEqual(got, want) {
		t.Errorf("state of the play and of its record's replay differ:\nplay   %+v\nreplay %+v", got, want)
	}
}

// playStep is one thing done to a Play, and the code of its refusal ("" when
// it must be taken).
type playStep struct {
	do   string // "do", "roll", "end", "undo"
	act  string
	code string
}

func TestPlay(t *testing.T) {
	const (
		belo = `{"move": {"unit": "3-belo", "path": ["3226"]}}`
		balt = `{"move": {"unit": "2-balt", "path": ["3623", "3624"]}}`
		// The program rolls 1 (FixedDice): an exchange at these odds.
		rolled  = `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`
		typed   = `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 1}}`
		typed2  = `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 2}}`
		resolve = `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "lose": ["2-belo"], "advance": "10-gds"}}`
		attack  = `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 1, "lose": ["2-belo"], "advance": "10-gds"}}`
		other   = `{"attack": {"attackers": ["2-gds"], "defenders": ["3024"]}}`
		lone    = `{"attack": {"attackers": ["3-belo"], "defenders": ["3024"]}}`
		german  = `{"move": {"unit": "3-ss", "path": ["3722"]}}`
		over    = `{"move": {"unit": "3-belo", "path": ["3226", "3326", "3325"]}}`
	)
	combat := []playStep{{"end", "", ""}, {"do", belo, ""}, {"do", balt, ""}, {"end", "", ""}}
	then := func(st ...playStep) []playStep { return append(slices.Clone(combat), st...) }
	for _, tc := range []struct {
		name  string
		dice  string // the record's dice: "" (the program's) or table
		steps []playStep
		// phase and actions are where the game stands at the end.
		phase   string
		actions int
	}{
		{"a new game stands in the first phase", "", nil, "soviet-replacement", 0},
		{"moves, end of phase, an attack rolled then resolved", "", then(playStep{"roll", rolled, ""}, playStep{"do", resolve, ""}), "soviet-combat", 3},
		{"a move of the wrong force is refused", "", []playStep{{"end", "", ""}, {"do", belo, ""}, {"do", german, "game.wrong-force"}}, "soviet-movement", 1},
		{"an attack in a movement phase is refused", "", []playStep{{"end", "", ""}, {"do", attack, "game.action-kind"}}, "soviet-movement", 0},
		{"undo takes back a move", "", []playStep{{"end", "", ""}, {"do", belo, ""}, {"do", balt, ""}, {"undo", "", ""}}, "soviet-movement", 1},
		{"undo of nothing is refused", "", []playStep{{"undo", "", "game.undo"}}, "soviet-replacement", 0},
		{"undo in a new phase takes back the end of the phase", "", []playStep{{"end", "", ""}, {"do", belo, ""}, {"end", "", ""}, {"undo", "", ""}}, "soviet-movement", 1},
		{"the over-full hex stops the end of the phase", "", []playStep{{"end", "", ""}, {"do", over, ""}, {"end", "", "stacking.over-limit"}}, "soviet-movement", 1},
		{"the over-full move taken back, the phase ends", "", []playStep{{"end", "", ""}, {"do", over, ""}, {"end", "", "stacking.over-limit"}, {"undo", "", ""}, {"end", "", ""}}, "soviet-combat", 0},

		// Program dice: one roll per attack, no die by hand, none taken back.
		{"an attack with a typed die is refused", "", then(playStep{"do", attack, "game.typed-die"}), "soviet-combat", 2},
		{"a roll with a typed die is refused", "", then(playStep{"roll", typed, "game.typed-die"}), "soviet-combat", 2},
		{"an attack sent without its roll is refused", "", then(playStep{"do", resolve, "game.roll-first"}), "soviet-combat", 2},
		{"a second roll of the attack is refused", "", then(playStep{"roll", rolled, ""}, playStep{"roll", rolled, "game.attack-open"}), "soviet-combat", 2},
		{"another attack while one is open is refused", "", then(playStep{"roll", rolled, ""}, playStep{"do", other, "game.attack-open"}), "soviet-combat", 2},
		{"the phase does not end while an attack is open", "", then(playStep{"roll", rolled, ""}, playStep{"end", "", "game.attack-open"}), "soviet-combat", 2},
		{"the rolled die cannot be changed at resolve", "", then(playStep{"roll", rolled, ""}, playStep{"do", `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "die": 2, "lose": ["2-belo"]}}`, "game.die-changed"}), "soviet-combat", 2},
		{"an exchange asks for its losses and stays open", "", then(playStep{"roll", rolled, ""}, playStep{"do", rolled, "combat.exchange-choice"}, playStep{"do", resolve, ""}), "soviet-combat", 3},
		{"undo of an open attack is refused", "", then(playStep{"roll", rolled, ""}, playStep{"undo", "", "game.undo"}), "soviet-combat", 2},
		{"undo of a resolved attack is refused", "", then(playStep{"roll", rolled, ""}, playStep{"do", resolve, ""}, playStep{"undo", "", "game.undo"}), "soviet-combat", 3},
		{"no die is rolled for an attack the rules refuse", "", then(playStep{"roll", lone, "combat.not-adjacent"}), "soviet-combat", 2},

		// Table dice: the die given by hand, taken back like any action.
		{"table dice: an attack with its die in one go", "table", then(playStep{"do", attack, ""}), "soviet-combat", 3},
		{"table dice: a typed die rolled then resolved", "table", then(playStep{"roll", typed, ""}, playStep{"do", resolve, ""}), "soviet-combat", 3},
		{"table dice: the typed die stands once given", "table", then(playStep{"roll", typed, ""}, playStep{"do", typed2, "game.die-changed"}), "soviet-combat", 2},
		{"table dice: undo takes back the attack", "table", then(playStep{"do", attack, ""}, playStep{"undo", "", ""}), "soviet-combat", 2},
		{"table dice: undo takes back an open attack", "table", then(playStep{"roll", typed, ""}, playStep{"undo", "", ""}, playStep{"roll", typed2, ""}), "soviet-combat", 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := newPlayDice(t, tc.dice, []int{1})
			for i, st := range tc.steps {
				before, rec := p.State(), p.Record()
				var code string
				switch st.do {
				case "do":
					if _, bad := p.Do(action(t, st.act)); bad != nil {
						code = diagOf(bad).Code
					}
				case "roll":
					if _, bad := p.Roll(*action(t, st.act).Attack); bad != nil {
						code = diagOf(bad).Code
					}
				case "end":
					if bad := p.EndPhase(); bad != nil {
						code = diagOf(bad).Code
					}
				case "undo":
					if bad := p.Undo(); bad != nil {
						code = diagOf(bad).Code
					}
				}
				if code != st.code {
					t.Fatalf("step %d (%s %s): refusal %q, want %q", i, st.do, st.act, code, st.code)
				}
				if code != "" && (!reflect.DeepEqual(before, p.State()) || !reflect.DeepEqual(rec, p.Record())) {
					t.Fatalf("step %d: refused, but the game changed", i)
				}
			}
			if st := p.State(); st.Phase != tc.phase || st.Actions != tc.actions {
				t.Errorf("stands in %s after %d actions, want %s after %d", st.Phase, st.Actions, tc.phase, tc.actions)
			}
			if p.Open() == nil {
				sameAsReplay(t, p)
			}
		})
	}
}

// A record that stops between phases reopens in the phase it was saved
// in: every phase entered is written, an empty one too.
func TestPlayReopens(t *testing.T) {
	p := newPlay(t)
	for range 3 {
		if bad := p.EndPhase(); bad != nil {
			t.Fatal(bad)
		}
	}
	q, err := game.NewPlay(edition(t, "1994"), p.Record())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := q.Phase(), p.Phase(); !reflect.DeepEqual(got, want) {
		t.Errorf("reopened in %+v, was in %+v", got, want)
	}
	if p.Phase().ID == "soviet-movement" {
		t.Errorf("three phases ended, still in the first")
	}
}

// A record with an illegal action opens at the last legal point, keeps
// the rest, refuses play until it is dropped.
func TestPlayPending(t *testing.T) {
	ed := edition(t, "1994")
	rec := record(t, turn1(phase("soviet-movement", mv("3-belo", `"3226"`), mv("3-ss", `"3722"`), mv("2-balt", `"3623", "3624"`))))
	p, err := game.NewPlay(ed, rec)
	if err != nil {
		t.Fatal(err)
	}
	if p.Illegal() == nil || p.Illegal().Code != "game.wrong-force" || p.Pending() != 2 {
		t.Fatalf("illegal %v, pending %d; want game.wrong-force and 2", p.Illegal(), p.Pending())
	}
	if p.State().Actions != 1 {
		t.Errorf("stands after %d actions, want 1", p.State().Actions)
	}
	if !reflect.DeepEqual(p.Record(), rec) {
		t.Errorf("the record lost its pending actions")
	}
	if _, bad := p.Do(action(t, mv("2-balt", `"3623", "3624"`))); bad == nil || diagOf(bad).Code != "game.pending" {
		t.Errorf("an action while pending: %v, want game.pending", bad)
	}
	if err := p.DropPending(); err != nil {
		t.Fatal(err)
	}
	if p.Illegal() != nil || p.Pending() != 0 || p.State().Actions != 1 {
		t.Fatalf("after the drop: illegal %v, pending %d, actions %d", p.Illegal(), p.Pending(), p.State().Actions)
	}
	if _, bad := p.Do(action(t, mv("2-balt", `"3623", "3624"`))); bad != nil {
		t.Fatal(bad)
	}
	sameAsReplay(t, p)
}

// At is a view of an earlier point that leaves the game as it is.
func TestPlayAt(t *testing.T) {
	p := newPlay(t)
	if bad := p.EndPhase(); bad != nil {
		t.Fatal(bad)
	}
	for _, a := range []string{mv("3-belo", `"3226"`), mv("2-balt", `"3623", "3624"`)} {
		if _, bad := p.Do(action(t, a)); bad != nil {
			t.Fatal(bad)
		}
	}
	pt, err := game.ParsePoint("1")
	if err != nil {
		t.Fatal(err)
	}
	res, err := p.At(pt)
	if err != nil {
		t.Fatal(err)
	}
	if res.State.Actions != 1 || p.State().Actions != 2 {
		t.Errorf("at 1: %d actions, the game %d", res.State.Actions, p.State().Actions)
	}
}

// The game's last phase ends it: the record says so, with the verdict.
func TestPlayEnds(t *testing.T) {
	rec, err := game.Read(readFile(t, "testdata/long-1994.json"))
	if err != nil {
		t.Fatal(err)
	}
	p, err := game.NewPlay(edition(t, "1994"), rec)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !p.Over(); i++ {
		if i > 500 {
			t.Fatal("the game does not end")
		}
		if bad := p.EndPhase(); bad != nil {
			t.Fatalf("ending %s of turn %d: %v", p.Phase().ID, p.Phase().Turn, bad)
		}
	}
	if !p.Record().Over || p.State().Verdict == nil || p.Phase().Next != "" {
		t.Errorf("over, but the record %v, verdict %v, next %q", p.Record().Over, p.State().Verdict, p.Phase().Next)
	}
	if bad := p.EndPhase(); bad == nil || diagOf(bad).Code != "game.over" {
		t.Errorf("ending a phase after the game: %v", bad)
	}
	sameAsReplay(t, p)
}

func readFile(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A record saved with an attack rolled and awaiting its choices reopens
// with that attack open: its die stands, and no other roll is made.
func TestPlayReopensOpenAttack(t *testing.T) {
	p := newPlayDice(t, "", []int{1})
	for _, err := range []error{p.EndPhase(), second(p.Do(action(t, mv("3-belo", `"3226"`)))), second(p.Do(action(t, mv("2-balt", `"3623", "3624"`)))), p.EndPhase()} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, bad := p.Roll(*action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`).Attack); bad != nil {
		t.Fatal(bad)
	}
	f := game.FixedDice{6}
	q, err := game.NewPlayWith(edition(t, "1994"), p.Record(), &f)
	if err != nil {
		t.Fatal(err)
	}
	if q.Illegal() != nil || q.Open() == nil || q.Open().Die != 1 {
		t.Fatalf("reopened: illegal %v, open %+v; want the attack open with die 1", q.Illegal(), q.Open())
	}
	if _, bad := q.Roll(*q.Open()); bad == nil || diagOf(bad).Code != "game.attack-open" {
		t.Errorf("a second roll after reopening: %v", bad)
	}
}

// A scenario that opens with a die roll has it rolled by the program when
// the game starts, written into the record's pregame; a record's dice
// other than program or table do not start.
func TestPlayOpeningRollAndDice(t *testing.T) {
	ed := edition(t, "1994")
	// 1994 15.2: on 1-3 the Soviet player has no player turn on turn 11.
	for _, tc := range []struct {
		die   int
		force model.Force
	}{{2, model.WesternAllied}, {5, model.Soviet}} {
		rec, err := game.New(ed, "red-star-white-star", nil)
		if err != nil {
			t.Fatal(err)
		}
		f := game.FixedDice{tc.die}
		p, err := game.NewPlayWith(ed, rec, &f)
		if err != nil {
			t.Fatal(err)
		}
		got := p.Record().Pregame
		if p.Illegal() != nil || len(got) != 1 || got[0].Roll == nil || got[0].Roll.Die != tc.die {
			t.Fatalf("die %d: the opening roll: illegal %v, pregame %+v", tc.die, p.Illegal(), got)
		}
		if ph := p.Phase(); ph.Force != tc.force || ph.Turn != 11 {
			t.Errorf("die %d: the game starts in %d/%s, want a %s phase of turn 11", tc.die, ph.Turn, ph.ID, tc.force)
		}
		if _, bad := p.Do(action(t, `{"roll": {"rule": "soviet-surprise-roll", "die": 2}}`)); bad == nil {
			t.Error("a second opening roll is taken")
		}
		sameAsReplayOf(t, ed, p)
	}
	rec, err := game.New(ed, "historical", nil)
	if err != nil {
		t.Fatal(err)
	}
	rec.Dice = "loaded"
	if _, err := game.Replay(ed, rec); err == nil || !strings.Contains(err.Error(), "program or table") {
		t.Errorf("dice loaded: %v", err)
	}
}

// sameAsReplayOf checks that p's record replays legal in ed to p's state.
func sameAsReplayOf(t *testing.T, ed *model.Edition, p *game.Play) {
	t.Helper()
	res, err := game.Replay(ed, p.Record())
	if err != nil || res.Illegal != nil {
		t.Fatalf("the record written: %v %v", err, res.Illegal)
	}
	if !reflect.DeepEqual(p.State(), res.State) {
		t.Errorf("the play and its record's replay differ")
	}
}
