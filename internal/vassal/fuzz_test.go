package vassal

import (
	"slices"
	"strings"
	"testing"
)

// separators are every character the encodings give a meaning.
const separators = "/;,\t'\\\x1b"

func FuzzSequence(f *testing.F) {
	for _, s := range []string{"", "a", separators, `\`, `'`, `''`, `'a'`, `a\`, `\;`, "a;b", `x\'`} {
		f.Add(s, s+"b", byte(';'))
	}
	f.Fuzz(func(t *testing.T, a, b string, d byte) {
		delim := separators[int(d)%len(separators)]
		if delim == '\'' || delim == '\\' {
			delim = ';' // quotes and backslashes are the escapes, never delimiters
		}
		in := []string{a, b}
		if got := SplitSeq(delim, JoinSeq(delim, in...)); !slices.Equal(got, in) {
			t.Errorf("%q with %q: got %q", in, delim, got)
		}
	})
}

func FuzzPiece(f *testing.F) {
	f.Add("5-us", "Western Allied", "CounterId,Force", "5-us;x", "5-us.svg", "5 US", "Main Map", 352, 1192, "12")
	f.Add(separators, separators, separators, separators, separators, separators, separators, -1, 0, separators)
	f.Fuzz(func(t *testing.T, id, proto, keys, values, image, name, mapName string, x, y int, gpid string) {
		k := strings.Split(keys, ",")
		v := make([]string, len(k))
		for i := range v {
			v[i] = values + strings.Repeat("'", i)
		}
		p := Piece{ID: id, Prototype: proto, Keys: k, Values: v, Image: image, Name: name, Map: mapName, X: x, Y: y, GPID: gpid}
		if x%2 == 0 {
			p.Sides = []string{"side " + proto, name} // a Restricted trait, outermost
		}
		got, err := ParsePiece(p.AddPiece())
		if err != nil {
			t.Fatalf("%+v: %v", p, err)
		}
		if !equalPiece(got, p) {
			t.Errorf("round trip:\n got %+v\nwant %+v", got, p)
		}
	})
}

func equalPiece(a, b Piece) bool {
	return a.ID == b.ID && a.Prototype == b.Prototype && slices.Equal(a.Keys, b.Keys) && slices.Equal(a.Values, b.Values) &&
		a.Image == b.Image && a.Name == b.Name && a.Map == b.Map && a.X == b.X && a.Y == b.Y && a.GPID == b.GPID && slices.Equal(a.Sides, b.Sides)
}

func FuzzSavedGame(f *testing.F) {
	f.Add("5-us", "Western Allied", separators, "Main Map", "Map 1994", 352, 1192)
	f.Add(separators, separators, separators, separators, separators, 0, -5)
	f.Fuzz(func(t *testing.T, id, proto, name, mapName, board string, x, y int) {
		// A board-picker command is the map's name followed by
		// "BoardPicker"; a name that starts as one of VASSAL's piece
		// commands ("+/" add, "-/" remove, "D/" change, "M/" move) would
		// be read as that command, by VASSAL as by us. The module names
		// its maps, so such a name never occurs.
		for _, cmd := range []string{"+/", "-/", "D/", "M/", notesCommand} {
			if strings.HasPrefix(mapName, cmd) {
				t.Skip("a map name VASSAL would read as a piece command")
			}
		}
		p := Piece{ID: id, Prototype: proto, Keys: []string{"CounterId", name}, Values: []string{id, name}, Image: id + ".svg", Name: name, Map: mapName, X: x, Y: y, GPID: "1"}
		g := SavedGame{
			Pieces: []Piece{p},
			Stacks: []Stack{{ID: "stack-" + id, Map: mapName, X: x, Y: y, Pieces: []string{id, name}}},
			Boards: []BoardPick{{Map: mapName, Board: board}},
			Notes:  notesText([]string{name, board}),
		}
		text, err := Deobfuscate(Obfuscate(g.Encode()))
		if err != nil {
			t.Fatal(err)
		}
		got, err := ParseSavedGame(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if len(got.Pieces) != 1 || !equalPiece(got.Pieces[0], p) {
			t.Errorf("pieces: got %+v", got.Pieces)
		}
		if len(got.Stacks) != 1 || !slices.Equal(got.Stacks[0].Pieces, g.Stacks[0].Pieces) || got.Stacks[0].ID != g.Stacks[0].ID ||
			got.Stacks[0].Map != mapName || got.Stacks[0].X != x || got.Stacks[0].Y != y {
			t.Errorf("stacks: got %+v, want %+v", got.Stacks, g.Stacks)
		}
		if !slices.Equal(got.Boards, g.Boards) {
			t.Errorf("boards: got %+v, want %+v", got.Boards, g.Boards)
		}
		if lines := SplitSeq('|', strings.TrimPrefix(got.Notes, notesCommand)); !slices.Equal(lines, []string{name, board}) {
			t.Errorf("notes: got %q, want %q", lines, []string{name, board})
		}
	})
}

// FuzzReadSavedGame feeds any bytes to the saved-game reader: an error,
// never a panic.
func FuzzReadSavedGame(f *testing.F) {
	f.Add([]byte("!VCSKaa"), []byte("begin_save\x1bend_save"))
	f.Fuzz(func(t *testing.T, a, b []byte) {
		_, _ = Deobfuscate(a)
		_, _ = ParseSavedGame(string(b))
		_, _ = ReadSavedGameFile(a)
	})
}

// TestSequenceQuoting pins the bytes VASSAL's SequenceEncoder writes
// (tools/SequenceEncoder.java, append(String)): a value starting with a
// backslash is quoted, and so is one starting and ending with a quote, a
// lone quote too. A value ending with a backslash is quoted as well, which
// VASSAL's writer does not do and its reader needs (see JoinSeq).
func TestSequenceQuoting(t *testing.T) {
	tests := []struct {
		in   []string
		want string
	}{
		{[]string{`\x`, "b"}, `'\x';b`},
		{[]string{`\`, `\`}, `'\';'\'`},
		{[]string{"'", "b"}, `''';b`},
		{[]string{"'q'", "b"}, `''q'';b`},
		{[]string{"A", `B\;C`}, `A;B\\;C`},
		{[]string{"", "", "board.png", "Dummy"}, ";;board.png;Dummy"},
		// where VASSAL's own bytes would not read back
		{[]string{`a\`, "b"}, `'a\';b`},
		{[]string{`a;\`, ""}, `'a\;\';`},
	}
	for _, tt := range tests {
		got := JoinSeq(';', tt.in...)
		if got != tt.want {
			t.Errorf("JoinSeq(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if back := SplitSeq(';', got); !slices.Equal(back, tt.in) {
			t.Errorf("SplitSeq(%q) = %q, want %q", got, back, tt.in)
		}
	}
}
