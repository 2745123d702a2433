package vsav

import (
	"slices"
	"strconv"
	"strings"
	"testing"
)

// esc is the command separator, for reading the cases below.
const esc = "\x1b"

// TestCommands: the stream splits as VASSAL's GameModule.decode splits it,
// level by level; a log's entries are unwrapped, nested or not.
func TestCommands(t *testing.T) {
	tests := []struct {
		name, text string
		want       []string
		logged     []bool
	}{
		{"flat", "begin_save" + esc + "+/a/t/s" + esc + "end_save", []string{"begin_save", "+/a/t/s", "end_save"}, []bool{false, false, false}},
		// a compound command appended to another: its own separators
		// escaped once (VASSAL's restore-pieces command inside the save)
		{"nested", "begin_save" + esc + "+/a/t/s\\" + esc + "+/b/t/s" + esc + "end_save", []string{"begin_save", "+/a/t/s", "+/b/t/s", "end_save"}, []bool{false, false, false, false}},
		// a log entry whose command has a subcommand, logged as a LOG of
		// its own one level down
		{"log", "end_save" + esc + "LOG\tM/a/Main Map/1/2/null/null/0/0/null/p\\" + esc + "LOG\tCHAT** 1d6 = 4", []string{"end_save", "M/a/Main Map/1/2/null/null/0/0/null/p", "CHAT** 1d6 = 4"}, []bool{false, true, true}},
		{"empty commands left out", esc + esc + "x", []string{"x"}, []bool{false}},
		{"quoted", "'a'" + esc + "b", []string{"a", "b"}, []bool{false, false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmds, err := Commands(tt.text)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			var logged []bool
			for _, c := range cmds {
				got, logged = append(got, c.Text), append(logged, c.Logged)
			}
			if !slices.Equal(got, tt.want) || !slices.Equal(logged, tt.logged) {
				t.Errorf("got %q %v, want %q %v", got, logged, tt.want, tt.logged)
			}
		})
	}
}

// TestCommandsBounded: nesting past MaxNesting is refused, not followed.
func TestCommandsBounded(t *testing.T) {
	deep := "x"
	for range MaxNesting + 2 {
		deep = "'" + deep + "'"
	}
	if _, err := Commands(deep); err == nil || !strings.Contains(err.Error(), "nest deeper") {
		t.Errorf("nesting %d deep: err %v, want a refusal", MaxNesting+2, err)
	}
}

// TestVassalSave reads a saved game as a running VASSAL writes one, not
// as the module's predefined setups are written: the version check and
// other components' commands, a prototype whose state is the expanded
// prototype's traits, a basic piece with properties after its five fields,
// a stack with a layer token, and a piece of another module.
func TestVassalSave(t *testing.T) {
	typ := Join('\t', "restrict;western-allied;false;true", Join('\t', "prototype;Western Allied", Join('\t', "mark;CounterId,Force", "piece;;;5-us.svg;5 US 7-4-8")))
	// the prototype's state carries its own traits' states (a moved flag,
	// send-to memory, the delete trait's nothing)
	protoState := Join('\t', "true", Join('\t', ";;", Join('\t', "", "null;0;0;;0")))
	state := Join('\t', "", Join('\t', protoState, Join('\t', "5-us,western-allied", "Main Map;353;1192;12;2;OldLocationName;2104;Moved;true")))
	text := Join(commandSep,
		"begin_save",
		"COND\t<>\tVassalVersion\t3.7.5\tALERT\told version",
		"+/1700000000001/"+Join('/', typ, state),
		"+/1700000000002/piece;;;x.png;Notes card/Main Map;10;10;;0",
		"+/1700000000003/stack/Main Map;353;1192;1700000000001;@@Units",
		"Main MapBoardPicker\tMap 1994\t0\t0",
		"PLAYER\tanna\tpw\tWestern Allied",
		"TURN\tTurnTracker0\t3",
		"UNMASK\tnull",
		"SETUP_STACK\t",
		"end_save",
	)
	cmds, err := Commands(text)
	if err != nil {
		t.Fatal(err)
	}
	tab, err := Replay(cmds)
	if err != nil {
		t.Fatal(err)
	}
	if len(tab.Pieces) != 2 {
		t.Fatalf("%d pieces, want 2", len(tab.Pieces))
	}
	p := tab.Pieces[0]
	if p.Props["CounterId"] != "5-us" || p.Props["Force"] != "western-allied" || p.Name != "5 US 7-4-8" || p.Map != "Main Map" || p.X != 353 || p.Y != 1192 {
		t.Errorf("piece read as %+v", p)
	}
	if q := tab.Pieces[1]; q.Name != "Notes card" || len(q.Props) != 0 {
		t.Errorf("the other module's piece read as %+v", q)
	}
	if st := tab.stacks["1700000000003"]; st == nil || !slices.Equal(st.Members, []string{"1700000000001"}) {
		t.Errorf("stack read as %+v, want the one piece without the layer token", st)
	}
}

// TestReplayChange: a ChangePiece that puts a piece elsewhere (as the
// send-to-box trait does) moves it out of its stack; a stack moved
// afterwards leaves it where it went.
func TestReplayChange(t *testing.T) {
	add := func(id string, x int) string {
		return "+/" + Join('/', id, Join('\t', "mark;CounterId", "piece;;;i.svg;"+id), Join('\t', id, Join(';', "Main Map", itoa(x), "100", "", "0")))
	}
	cmds := []Command{
		{Text: add("a", 100)}, {Text: add("b", 100)},
		{Text: "+/s/stack/Main Map;100;100;a;b"},
		{Text: "D/a/" + Join('\t', "a", "Track;50;60;;0"), Logged: true},
		{Text: "M/s/Main Map/300/100/null/Main Map/100/100/null/p", Logged: true},
		{Text: "-/zz", Logged: true},
	}
	tab, err := Replay(cmds)
	if err != nil {
		t.Fatal(err)
	}
	where := map[string]string{}
	for _, p := range tab.Pieces {
		where[p.ID] = p.Map + ";" + itoa(p.X) + ";" + itoa(p.Y)
	}
	if where["a"] != "Track;50;60" || where["b"] != "Main Map;300;100" || tab.Moves != 2 {
		t.Errorf("after the change and the stack's move: %v, %d moves", where, tab.Moves)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
