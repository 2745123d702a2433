package intake

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func TestParseMove(t *testing.T) {
	for _, c := range []struct {
		line string
		want Move
		ok   bool
		// bad is the problem's column, 0 when the line is read
		bad int
	}{
		{"5-us 2104", Move{Counter: "5-us", To: explain.Place{Hex: "2104"}, CounterAt: pos(3, 1), PlaceAt: pos(3, 6)}, true, 0},
		{"  5-us\t 904  # a spreadsheet dropped the zero", Move{Counter: "5-us", To: explain.Place{Hex: "0904"}, CounterAt: pos(3, 3), PlaceAt: pos(3, 9)}, true, 0},
		{"hg courland 0512", Move{Counter: "hg", To: explain.Place{Zone: "courland", Hex: "0512"}, CounterAt: pos(3, 1), PlaceAt: pos(3, 4)}, true, 0},
		{"hg courland", Move{Counter: "hg", To: explain.Place{Zone: "courland"}, CounterAt: pos(3, 1), PlaceAt: pos(3, 4)}, true, 0},
		{"7-us remove", Move{Counter: "7-us", Remove: true, CounterAt: pos(3, 1), PlaceAt: pos(3, 6)}, true, 0},
		{"7-us REMOVE", Move{Counter: "7-us", Remove: true, CounterAt: pos(3, 1), PlaceAt: pos(3, 6)}, true, 0},
		{`13-us aside "held back  for spring" # why`, Move{Counter: "13-us", Aside: true, Reason: "held back  for spring", CounterAt: pos(3, 1), PlaceAt: pos(3, 7)}, true, 0},
		{"13-us aside", Move{Counter: "13-us", Aside: true, CounterAt: pos(3, 1), PlaceAt: pos(3, 7)}, true, 0},
		{"", Move{}, false, 0},
		{"   # only a comment", Move{}, false, 0},
		{"5-us", Move{}, false, 5},
		{"5-us 2104 2105", Move{}, false, 11},
		{"7-us remove now", Move{}, false, 13},
		{"hg courland 05x2", Move{}, false, 13},
		{"hg courland 0512 0513", Move{}, false, 18},
		{"5-us 21\x0004", Move{}, false, 1},
		{"5-us 21O4", Move{}, false, 6},
		{"5-us 21045", Move{}, false, 6},
		{"5-us \xff", Move{}, false, 1},
	} {
		got, ok, d := ParseMove(c.line, 3)
		switch {
		case c.bad != 0 && (d == nil || !strings.HasPrefix(d.Code, "move.") || d.Line != 3 || d.Column != c.bad):
			t.Errorf("%q: problem %v, want a move problem at 3:%d", c.line, d, c.bad)
		case c.bad == 0 && d != nil:
			t.Errorf("%q: refused: %v", c.line, d)
		case c.bad == 0 && (ok != c.ok || got != c.want):
			t.Errorf("%q: got %+v %v, want %+v %v", c.line, got, ok, c.want, c.ok)
		}
	}
}

func TestReadMovesLimits(t *testing.T) {
	moves, problems, err := ReadMoves(strings.NewReader("\xef\xbb\xbf5-us 2104\n\ngd\nhg pocket\n"))
	if err != nil || len(moves) != 2 || len(problems) != 1 || problems[0].Line != 3 {
		t.Errorf("got %v %v %v, want two moves and a problem at line 3", moves, problems, err)
	}
	_, _, err = ReadMoves(strings.NewReader(strings.Repeat("5-us 2104\n", MaxMoves+1)))
	if d, ok := err.(*diag.Diagnostic); !ok || d.Code != "move.too-large" {
		t.Errorf("%d moves: %v, want move.too-large", MaxMoves+1, err)
	}
	_, _, err = ReadMoves(strings.NewReader(strings.Repeat("x", MaxMovesSize+1)))
	if d, ok := err.(*diag.Diagnostic); !ok || d.Code != "move.too-large" {
		t.Errorf("a large input: %v, want move.too-large", err)
	}
}

// TestMovesCiteTheAuthor makes moves in a copy of the bundled edition,
// as bfgdata move does, and looks at what the scenario's file comes to:
// a moved unit cites the author, one set aside too, the others keep the
// rulebook's source, and a refused line is placed at its column.
func TestMovesCiteTheAuthor(t *testing.T) {
	if testing.Short() {
		t.Skip("validates a whole scenario of the bundled edition")
	}
	dir := filepath.Join(t.TempDir(), "my-1994")
	q := MoveList{Name: "-", Stdin: strings.NewReader("5-us 2204\n13-us aside held back\nnope 0101\n"), Base: data.FS, Edition: "1994", Into: Into{Dir: dir, Scenario: "historical"}}
	r, err := Moves(nil, q)
	if err != nil {
		t.Fatal(err)
	}
	if r.Valid || len(r.Problems) != 1 || r.Problems[0].Code != "move.value" || r.Problems[0].Line != 3 || r.Problems[0].Column != 1 {
		t.Fatalf("problems %v, want one move.value at 3:1", r.Problems)
	}
	q.Stdin = strings.NewReader("5-us 2204\n13-us aside held back\n")
	if r, err = Moves(nil, q); err != nil || !r.Valid {
		t.Fatalf("%v %v", err, r.Problems)
	}
	if _, err := r.Write("", false, false, nil); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(dir, "scenarios", "historical.json"))
	if err != nil {
		t.Fatal(err)
	}
	var sc model.Scenario
	if err := model.Decode("historical.json", b, &sc); err != nil {
		t.Fatal(err)
	}
	for _, p := range sc.Setup {
		want := "deluxe-2020"
		if p.Counter == "5-us" {
			want = model.AuthorSourceID
		}
		if p.Src != want {
			t.Errorf("%s cites %q, want %q", p.Counter, p.Src, want)
		}
	}
	if n := len(sc.SetAside); n == 0 || sc.SetAside[n-1].Counter != "13-us" || sc.SetAside[n-1].Src != model.AuthorSourceID {
		t.Errorf("set aside %+v, want 13-us last, citing the author", sc.SetAside)
	}
	if _, ok := sc.Sources.Find(model.AuthorSourceID); !ok {
		t.Error("the sources do not list the author")
	}
	if !strings.Contains(r.summary, "1 moved") || !strings.Contains(r.summary, "1 set aside") {
		t.Errorf("summary %q", r.summary)
	}
}

func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"5-us 2104", "hg courland 0512", "13-us aside \"x\" # y", "7-us remove", "5-us", "\xff\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		m, ok, d := ParseMove(line, 1)
		if d != nil && ok {
			t.Fatalf("%q: both a move and a problem", line)
		}
		if ok && (m.Counter == "" || m.CounterAt.Column < 1 || m.PlaceAt.Column <= m.CounterAt.Column) {
			t.Fatalf("%q: move %+v", line, m)
		}
		if d != nil && (d.Column < 1 || d.Column > len(line)+1) {
			t.Fatalf("%q: problem at column %d", line, d.Column)
		}
	})
}

// BenchmarkMoves makes nineteen moves in 1994 Historical and checks the
// scenario, as one bfgdata move - does (without the write).
func BenchmarkMoves(b *testing.B) {
	var list strings.Builder
	for _, m := range []string{"5-us 2204", "1-balt 3525", "1-belo 2625", "1-ukr 2225", "2-ukr 1423", "1-gds 1925", "13-us aside held back"} {
		list.WriteString(m + "\n")
	}
	for range 12 {
		list.WriteString("5-us 2204\n")
	}
	v, err := validatorOr(nil)
	if err != nil {
		b.Fatal(err)
	}
	dir := filepath.Join(b.TempDir(), "my-1994")
	for b.Loop() {
		r, err := Moves(v, MoveList{Name: "-", Stdin: strings.NewReader(list.String()), Base: data.FS, Edition: "1994", Into: Into{Dir: dir, Scenario: "historical"}})
		if err != nil || !r.Valid {
			b.Fatalf("%v %v", err, r.Problems)
		}
	}
}

func FuzzReadMoves(f *testing.F) {
	f.Add("5-us 2104\n# note\nhg courland 3823\n13-us aside held back\n7-us remove\n")
	f.Add("\xef\xbb\xbf5us\r\n\x00")
	f.Fuzz(func(t *testing.T, in string) {
		moves, problems, err := ReadMoves(strings.NewReader(in))
		if err != nil {
			return
		}
		lines := strings.Count(in, "\n") + 1
		for _, p := range problems {
			if p.Line < 1 || p.Line > lines || p.Column < 1 {
				t.Fatalf("problem at %d:%d of %d lines", p.Line, p.Column, lines)
			}
		}
		for _, m := range moves {
			if m.Counter == "" || m.CounterAt.Line < 1 || m.CounterAt.Line > lines {
				t.Fatalf("move %+v", m)
			}
		}
	})
}
