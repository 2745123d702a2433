package vsav

import (
	"slices"
	"strings"
	"testing"
)

// seedGame is a small saved game's text: a unit and a stack, the board,
// and a log's move, chat roll and removal.
var seedGame = Join(commandSep,
	"begin_save",
	"+/5-us/"+Join('/', Join('\t', "mark;CounterId,Force", "piece;;;5-us.svg;5 US 7-4-8"), Join('\t', "5-us,western-allied", "Main Map;353;1192;12;0")),
	"+/s1/stack/Main Map;353;1192;5-us",
	"Main MapBoardPicker\tMap 1994\t0\t0",
	"SETUP_STACK\t",
	"end_save",
	"LOG\tM/s1/Main Map;400;1192/null/null/0/0/null/p",
	"LOG\tCHAT** 1d6 = 4 *** <Anna>",
	"LOG\t-/5-us",
)

// FuzzRead: no bytes make the reader panic, and what it reads replays.
func FuzzRead(f *testing.F) {
	b, err := Pack(seedGame, "Battle for Germany (1994)", "Historical", 0xaa)
	if err != nil {
		f.Fatal(err)
	}
	f.Add(b)
	f.Add([]byte("PK\x03\x04"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		file, err := Read(data)
		if err != nil {
			return
		}
		cmds, err := Commands(file.Text)
		if err != nil {
			return
		}
		_, _ = Replay(cmds)
		_ = file.EditionID()
	})
}

// FuzzCommands: any text splits into commands and replays without a
// panic, within the bounds; a flat list of commands joined is read back
// as that list.
func FuzzCommands(f *testing.F) {
	f.Add(seedGame)
	f.Add("LOG\tLOG\t+/a/piece;;;;x/null;0;0;;0")
	f.Add("+/a/piece;;;;x/Main Map;1;2;;0\x1bM/a/Main Map/3/4/null/null/0/0/null/p\x1bD/a/Main Map;5;6;;0")
	f.Add(strings.Repeat("'", 100))
	f.Fuzz(func(t *testing.T, text string) {
		cmds, err := Commands(text)
		if err != nil {
			return
		}
		if len(cmds) > MaxCommands {
			t.Fatalf("%d commands, over the bound", len(cmds))
		}
		tab, err := Replay(cmds)
		if err != nil {
			return
		}
		for _, p := range tab.Pieces {
			if tab.byID[p.ID] != p {
				t.Fatalf("piece %q left on the table after its removal", p.ID)
			}
		}
	})
}

// delims are the delimiters VASSAL's formats use: commands, parameters,
// traits, fields, lists.
var delims = []byte{commandSep, '/', '\t', ';', ','}

// FuzzSeq: Split undoes Join for any values and each delimiter.
func FuzzSeq(f *testing.F) {
	f.Add("a;b", "'q'", `c\`, byte(3))
	f.Add("", "", "", byte(2))
	f.Add("x\x1b", `\`, "'", byte(0))
	f.Fuzz(func(t *testing.T, a, b, c string, d byte) {
		delim := delims[int(d)%len(delims)]
		want := []string{a, b, c}
		if got := Split(delim, Join(delim, want...)); !slices.Equal(got, want) {
			t.Fatalf("Split(Join(%q)) = %q", want, got)
		}
	})
}
