package vsav_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/importers/vsav"
	"github.com/bfgdata/bfgdata/internal/importers/vsav/vsavtest"
	"github.com/bfgdata/bfgdata/internal/vassal"
	"github.com/bfgdata/bfgdata/model"
)

// historical is the 1994 Historical scenario's saved game out of the
// module, to edit, with the module's layout and the edition.
func historical(t *testing.T) (*vsavtest.Game, vassal.Layout, *model.Edition) {
	t.Helper()
	ed, err := data.Editions.LoadOwn("1994")
	if err != nil {
		t.Fatal(err)
	}
	mod, err := vassal.Build(ed)
	if err != nil {
		t.Fatal(err)
	}
	g, err := vsavtest.Open(mod.Files["1994-historical.vsav"])
	if err != nil {
		t.Fatal(err)
	}
	l, err := vassal.LayoutOf(ed)
	if err != nil {
		t.Fatal(err)
	}
	return g, l, ed
}

func at(t *testing.T, l vassal.Layout, hex string) (int, int) {
	t.Helper()
	x, y, err := vsavtest.Pixel(l, hex)
	if err != nil {
		t.Fatal(err)
	}
	return x, y
}

func boxCentre(t *testing.T, l vassal.Layout, name string) (int, int) {
	t.Helper()
	for _, b := range l.Boxes {
		if b.Name == name {
			var xs, ys []int
			for _, p := range strings.Split(b.Path, ";") {
				var x, y int
				if _, err := fmtSscan(p, &x, &y); err != nil {
					t.Fatal(err)
				}
				xs, ys = append(xs, x), append(ys, y)
			}
			return (slices.Min(xs) + slices.Max(xs)) / 2, (slices.Min(ys) + slices.Max(ys)) / 2
		}
	}
	t.Fatalf("no box %q", name)
	return 0, 0
}

func read(t *testing.T, ed *model.Edition, g *vsavtest.Game, opts vsav.Options) *vsav.Result {
	t.Helper()
	b, err := g.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	f, err := vsav.Read(b)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := ed.Scenario("historical")
	r, err := vsav.Import(ed, s, f, "game.vsav", opts)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func hexOf(r *vsav.Result, counter string) string {
	for _, u := range r.Units {
		if u.Counter == counter {
			return u.Hex + u.Box
		}
	}
	return "-"
}

// TestBadGame: a moved unit is read where it stands; an unknown piece, a
// unit off the grid, one in a destroyed-units box (for a position) and a
// hex over the stacking limit give one line each, naming the pieces.
func TestBadGame(t *testing.T) {
	g, l, ed := historical(t)
	x, y := at(t, l, "1624")
	must(t, g.Move("1-bul", l.MainMap, x, y))
	x, y = at(t, l, "1523") // 6-gds-tk and 7-gds stand there
	must(t, g.Move("1-rom", l.MainMap, x, y))
	must(t, g.Move("1-yugo", l.MainMap, -500, -500))
	x, y = boxCentre(t, l, "Destroyed: Soviet")
	must(t, g.Move("4-yugo", l.TrackMap, x, y))
	x, y = at(t, l, "1220")
	g.Add("tiger", "Tiger I", l.MainMap, x, y)

	r := read(t, ed, g, vsav.Options{})
	if got := hexOf(r, "1-bul"); got != "1624" {
		t.Errorf("the moved 1-bul is read in %q, want 1624", got)
	}
	want := []struct{ code, has string }{
		{vsav.CodeOffHex, `"1 YS 5-6-4" (1-yugo) stands at Main Map -500,-500, on no hex of the map; left out`},
		{vsav.CodeInBox, `"4 YS 5-6-4" (4-yugo) stands in the box Destroyed: Soviet of the track; a position holds the map only: left out`},
		{vsav.CodeUnknownPiece, `piece "Tiger I" (piece id tiger) at Main Map`},
		{"stacking.over-limit", `"1 Rom 3-5-4" (1-rom)`},
	}
	if len(r.Problems) != len(want) {
		t.Errorf("%d problems, want %d: %v", len(r.Problems), len(want), r.Problems)
	}
	for _, w := range want {
		n := 0
		for _, p := range r.Problems {
			if p.Code == w.code && strings.Contains(p.Message, w.has) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("%d lines %s with %q, want 1; have %v", n, w.code, w.has, r.Problems)
		}
	}
	for _, p := range r.Problems {
		t.Log(p)
	}
	if r.Errors() != 1 {
		t.Errorf("%d errors, want the overstacked hex's", r.Errors())
	}
	for _, p := range r.Problems {
		if strings.Contains(p.String(), "\n") || !strings.HasPrefix(p.String(), "game.vsav: ") {
			t.Errorf("not one line naming the file: %q", p.String())
		}
		if p.Code == "stacking.over-limit" && (p.Severity != diag.Error || !strings.Contains(p.Message, `"6 Gds 6-4-6" (6-gds-tk)`) || !strings.Contains(p.Message, `"7 Gds 7-7-4" (7-gds)`)) {
			t.Errorf("the overstacked hex's line does not name its three pieces: %s", p)
		}
	}
	// Into a scenario, the destroyed unit is in its box.
	r = read(t, ed, g, vsav.Options{Boxes: true})
	if got := hexOf(r, "4-yugo"); got != "destroyed-soviet" {
		t.Errorf("4-yugo read in %q for a scenario, want the box destroyed-soviet", got)
	}
}

// TestLog: a log's moves (a stack moved whole, a piece dropped on
// another) and its rolls are read to the end.
func TestLog(t *testing.T) {
	g, l, ed := historical(t)
	x, y := at(t, l, "2326")
	g.LogMove("stack-2325", l.MainMap, x, y) // 3-gds-tk and 4-tk
	x, y = at(t, l, "1725")
	g.LogMove("1-gds", l.MainMap, x, y)
	g.LogChat("** 1d6 = 4 *** <Anna>")
	g.LogChat("hello, no roll here")
	g.LogChat("* 2d6 = 3,5")
	r := read(t, ed, g, vsav.Options{})
	if !r.Log || r.Moves != 2 {
		t.Errorf("log %v with %d moves, want a log with 2", r.Log, r.Moves)
	}
	for c, want := range map[string]string{"3-gds-tk": "2326", "4-tk": "2326", "1-gds": "1725", "3-gds": "2425"} {
		if got := hexOf(r, c); got != want {
			t.Errorf("%s read in %s, want %s", c, got, want)
		}
	}
	if len(r.Rolls) != 2 || r.Rolls[0].Dice != "1d6" || !slices.Equal(r.Rolls[0].Results, []int{4}) || !slices.Equal(r.Rolls[1].Results, []int{3, 5}) {
		t.Errorf("rolls %+v, want 1d6 = 4 and 2d6 = 3,5", r.Rolls)
	}
	if len(r.Problems) != 0 {
		t.Errorf("problems: %v", r.Problems)
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func fmtSscan(p string, x, y *int) (int, error) { return fmt.Sscanf(p, "%d,%d", x, y) }
