package game_test

import (
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// The questions a computer player asks before it acts: whether an attack
// may be made (without rolling), the open attack worked out with its die,
// and whether the phasing force is under the turn-1 order to attack.
func TestPlayPlayerQuestions(t *testing.T) {
	p := newPlayDice(t, "", []int{1})
	if p.MandateDue() {
		t.Error("MandateDue in the Soviet replacement phase of turn 1")
	}
	for _, err := range []error{p.EndPhase(), second(p.Do(action(t, mv("3-belo", `"3226"`)))), second(p.Do(action(t, mv("2-balt", `"3623", "3624"`)))), p.EndPhase()} {
		if err != nil {
			t.Fatal(err)
		}
	}
	good := *action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`).Attack
	for _, tc := range []struct {
		name, attack, code string
	}{
		{"an attack the rules allow", `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`, ""},
		{"a German unit attacking in the Soviet phase", `{"attack": {"attackers": ["3-ss"], "defenders": ["3024"]}}`, "game.wrong-force"},
		{"an unknown unit", `{"attack": {"attackers": ["no-such-unit"], "defenders": ["3024"]}}`, "game.unit-unknown"},
	} {
		a := *action(t, tc.attack).Attack
		bad := p.MayAttack(a)
		switch {
		case tc.code == "" && bad != nil:
			t.Errorf("%s: refused: %v", tc.name, bad)
		case tc.code != "" && (bad == nil || diagOf(bad).Code != tc.code):
			t.Errorf("%s: got %v, want %s", tc.name, bad, tc.code)
		}
	}
	if _, ok := p.OpenCombat(); ok {
		t.Error("OpenCombat with no attack open")
	}
	if _, bad := p.Roll(good); bad != nil {
		t.Fatal(bad)
	}
	rep, ok := p.OpenCombat()
	if !ok || rep.Die != 1 || len(rep.ExchangeChoices) == 0 {
		t.Errorf("OpenCombat: ok %v, die %d, exchange choices %v; want die 1 and an exchange to choose", ok, rep.Die, rep.ExchangeChoices)
	}
	if bad := p.MayAttack(good); bad == nil || diagOf(bad).Code != "game.attack-open" {
		t.Errorf("MayAttack while an attack is open: %v", bad)
	}
}

// The turn-1 order to attack is due in the West German phases of the
// first turn of the Historical scenario, and not after.
func TestPlayMandateDue(t *testing.T) {
	p := newPlay(t)
	var due []string
	for p.Phase().Turn == 1 {
		if p.MandateDue() {
			due = append(due, p.Phase().ID)
		}
		if p.Phase().ID == "west-german-combat" {
			break
		}
		if bad := p.EndPhase(); bad != nil {
			t.Fatal(bad)
		}
	}
	if len(due) == 0 || due[len(due)-1] != "west-german-combat" {
		t.Errorf("MandateDue in %v; want the West German phases of turn 1", due)
	}
}

// A note on an action (why it was made) goes into the record and the log
// as given, an attack's with the choices that resolve it; the rules never
// read it.
func TestPlayNotes(t *testing.T) {
	p := newPlayDice(t, "", []int{1})
	moveNoted := action(t, `{"move": {"unit": "3-belo", "path": ["3226"]}, "note": "toward Warsaw"}`)
	for _, err := range []error{p.EndPhase(), second(p.Do(moveNoted)), second(p.Do(action(t, mv("2-balt", `"3623", "3624"`)))), p.EndPhase()} {
		if err != nil {
			t.Fatal(err)
		}
	}
	if _, bad := p.Roll(*action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"]}}`).Attack); bad != nil {
		t.Fatal(bad)
	}
	e, bad := p.Do(action(t, `{"attack": {"attackers": ["10-gds", "2-gds", "2-belo"], "defenders": ["3024"], "lose": ["2-belo"], "advance": "10-gds"}, "note": "best odds"}`))
	if bad != nil {
		t.Fatal(bad)
	}
	if e.Note != "best odds" {
		t.Errorf("the attack's entry: note %q", e.Note)
	}
	rec := p.Record()
	if got := rec.Turns[0].Phases[1].Actions[0].Note; got != "toward Warsaw" {
		t.Errorf("the move's note in the record: %q", got)
	}
	if got := rec.Turns[0].Phases[2].Actions[0].Note; got != "best odds" {
		t.Errorf("the attack's note in the record: %q", got)
	}
	res, err := game.Replay(edition(t, "1994"), rec)
	if err != nil || res.Illegal != nil {
		t.Fatalf("replay: %v %v", err, res.Illegal)
	}
	if len(res.Log) != 3 || res.Log[0].Note != "toward Warsaw" || res.Log[1].Note != "" || res.Log[2].Note != "best odds" {
		t.Errorf("the replayed log's notes: %+v", res.Log)
	}
}
