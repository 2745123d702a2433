package gamefile_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/gamefile"
	"github.com/bfgdata/bfgdata/internal/sheets"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/validate"
)

func load(id string) (*model.Edition, error) { return data.Editions.LoadOwn(id) }

// A new record is valid under its schema, canonical, legal at the
// scenario's start, and never written over a file without force.
func TestNew(t *testing.T) {
	for _, ed := range []string{"1975", "1994"} {
		t.Run(ed, func(t *testing.T) {
			e, err := load(ed)
			if err != nil {
				t.Fatal(err)
			}
			p := filepath.Join(t.TempDir(), "game.json")
			var out bytes.Buffer
			if err := gamefile.New(&out, &out, p, false, e, "historical", nil, ""); err != nil {
				t.Fatal(err)
			}
			// what was written, then the default picks when the scenario
			// sets units up in a zone (1994's Courland) to change
			said, note, _ := strings.Cut(out.String(), "\n")
			if said != "wrote "+p || (ed == "1994") != strings.HasPrefix(note, "note: the 4 units historical sets up in a zone") {
				t.Errorf("said %q", out.String())
			}
			v, err := validate.New()
			if err != nil {
				t.Fatal(err)
			}
			rep, err := v.Paths([]string{p}, validate.Options{})
			if err != nil || !rep.Valid {
				t.Fatalf("the new record is not valid: %v %+v", err, rep)
			}
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if c, err := model.Canonical(b); err != nil || !bytes.Equal(c, b) {
				t.Errorf("not canonical (%v):\n%s", err, b)
			}
			verdict, err := gamefile.Check(p, load)
			if err != nil || !verdict.Legal || verdict.State.Turn != 1 || verdict.State.Phase != "" {
				t.Fatalf("got %+v, %v; want legal at turn 1 before any phase", verdict, err)
			}
			var exists *fileio.ExistsError
			if err := gamefile.New(&out, &out, p, false, e, "historical", nil, ""); !errors.As(err, &exists) {
				t.Errorf("wrote over a file without force: %v", err)
			}
			if err := gamefile.New(&out, &out, p, true, e, "historical", nil, ""); err != nil {
				t.Errorf("with force: %v", err)
			}
		})
	}
}

func TestNewRefuses(t *testing.T) {
	e, err := load("1994")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		scenario string
		optional []string
		want     string
	}{
		{"nonesuch", nil, `no scenario "nonesuch"`},
		{"historical", []string{"nonesuch"}, `no optional rule "nonesuch"`},
	} {
		var out bytes.Buffer
		err := gamefile.New(&out, io.Discard, "", false, e, tc.scenario, tc.optional, "")
		if err == nil || !strings.Contains(err.Error(), tc.want) || out.Len() > 0 {
			t.Errorf("%s %v: got %v and %q, want an error with %q", tc.scenario, tc.optional, err, out.String(), tc.want)
		}
	}
}

// The drawing shows the forts of the position: the fortified lines the
// Western Allies destroyed in the played 1994 game are
// drawn at its start and gone at its end, and the edition's map keeps
// them.
func TestRenderDestroyedForts(t *testing.T) {
	const name = "../../game/testdata/games/historical-1994.json"
	forts := func(at string) (string, int) {
		t.Helper()
		g, err := gamefile.Open(name, load, at)
		if err != nil {
			t.Fatal(err)
		}
		var out bytes.Buffer
		if _, err := g.Render(sheets.MapJob{HexSize: "0.75in", Labels: true}, render.Options{}, sheets.Paper{}, &out); err != nil {
			t.Fatal(err)
		}
		if !g.Edition.Map.Hexes[model.MustHex("1905")].Fortified {
			t.Fatal("rendering the game changed the edition's map")
		}
		svg := out.String()
		return svg, strings.Count(svg, `href="#fort"`)
	}
	start, before := forts("0")
	end, after := forts("end")
	// the record's first two turns destroy the lines in 1905 and 1805
	// (turn 1) and 2304 (turn 2)
	for _, h := range []string{"1905", "1805", "2304"} {
		mark := `href="#fort" data-hex="` + h + `"`
		if !strings.Contains(start, mark) || strings.Contains(end, mark) {
			t.Errorf("fort %s: drawn at the start %v, at the end %v; want drawn, then gone", h, strings.Contains(start, mark), strings.Contains(end, mark))
		}
	}
	if before-after != 3 {
		t.Errorf("%d forts at the start, %d at the end; want 3 fewer", before, after)
	}
}

// reach on a game's position gives a unit the movement points the game
// gives it, not its printed allowance: a German replacement moves at
// double its allowance, less its entry cost, on its turn of return, and
// reach --game once offered it only the printed four or five.
func TestPositionReachUsesTheGameAllowance(t *testing.T) {
	name := filepath.Join("..", "..", "game", "testdata", "games", "historical-1975.json")
	for _, c := range []struct {
		at, unit string
		want     int
	}{
		{"26", "81", 9},    // came back at 2612 with 9 MP left to move
		{"26", "1-ss", 8},  // no replacement: its printed 8
		{"31", "15-us", 5}, // a Western Allied replacement: no double, less its entry
	} {
		pos, err := gamefile.PositionAt(name, load, c.at, io.Discard, errors.New("illegal"))
		if err != nil {
			t.Fatalf("at %s: %v", c.at, err)
		}
		rep, err := pos.ReachOf(c.unit, 0)
		if err != nil {
			t.Fatalf("at %s, %s: %v", c.at, c.unit, err)
		}
		if rep.Allowance != c.want {
			t.Errorf("at %s, %s: reach with %d movement points, want %d", c.at, c.unit, rep.Allowance, c.want)
		}
	}
}

// The drawing shows the Offensive Supply markers on the map with the
// counter set's marker counters: the long 1994 record places two under
// Soviet fronts in its first Soviet replacement phase.
func TestRenderSupplyMarkers(t *testing.T) {
	g, err := gamefile.Open("../../game/testdata/long-1994.json", load, "1/soviet-movement")
	if err != nil {
		t.Fatal(err)
	}
	if len(g.State.Markers) == 0 {
		t.Fatal("the record places no marker by 1/soviet-movement; the test needs one")
	}
	var out bytes.Buffer
	if _, err := g.Render(sheets.MapJob{HexSize: "0.75in"}, render.Options{}, sheets.Paper{}, &out); err != nil {
		t.Fatal(err)
	}
	for i, m := range g.State.Markers {
		mark := fmt.Sprintf(`data-unit="offensive-supply-%d" data-hex="%s"`, i+1, m.Hex)
		if !strings.Contains(out.String(), mark) {
			t.Errorf("marker %d in %s is not drawn (%s)", i+1, m.Hex, mark)
		}
	}
}
