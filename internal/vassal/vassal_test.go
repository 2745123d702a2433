package vassal

import (
	"archive/zip"
	"bytes"
	"flag"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/golden"
	"github.com/bfgdata/bfgdata/model"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func edition(t testing.TB, id string) *model.Edition {
	t.Helper()
	ed, err := data.Editions.LoadOwn(id)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

func TestBuildFileGolden(t *testing.T) {
	m, err := Build(edition(t, "1994"))
	if err != nil {
		t.Fatal(err)
	}
	golden.Check(t, filepath.Join("testdata", "buildFile-1994.xml"), string(m.Files["buildFile.xml"]), *update)
}

func TestSameBytesTwice(t *testing.T) {
	for _, id := range []string{"1994", "1975"} {
		var zips [2]bytes.Buffer
		for i := range zips {
			m, err := Build(edition(t, id))
			if err != nil {
				t.Fatal(err)
			}
			if err := m.Zip(&zips[i]); err != nil {
				t.Fatal(err)
			}
		}
		if !bytes.Equal(zips[0].Bytes(), zips[1].Bytes()) {
			t.Errorf("edition %s: two builds differ", id)
		}
	}
}

// TestScenarioPlacements reads every scenario's saved game back and finds
// each unit of the setup at the centre of its setup hex, each zone unit in
// its zone, and nothing else.
func TestScenarioPlacements(t *testing.T) {
	for _, id := range []string{"1994", "1975"} {
		ed := edition(t, id)
		m, err := Build(ed)
		if err != nil {
			t.Fatal(err)
		}
		_, _, hpx, err := BoardSVG(ed.Map, ed.TEC, &ed.Info)
		if err != nil {
			t.Fatal(err)
		}
		grid, err := GridOf(ed.Map, hpx)
		if err != nil {
			t.Fatal(err)
		}
		at := map[[2]int]string{}
		for hex := range grid.Centres {
			x, y, _ := grid.Pixel(hex)
			at[[2]int{x, y}] = hex
		}
		for _, s := range ed.Scenarios {
			g, err := ReadSavedGameFile(m.Files[id+"-"+s.ID+".vsav"])
			if err != nil {
				t.Fatalf("%s %s: %v", id, s.ID, err)
			}
			setup, err := explain.SetupOf(ed, s.ID)
			if err != nil {
				t.Fatal(err)
			}
			got := map[string]string{}
			units := 0
			for _, p := range g.Pieces {
				if p.Map != mainMap {
					// the Game Turn marker, in the box of the scenario's first turn
					if p.ID != "game-turn" || p.Map != trackMap {
						t.Errorf("%s %s: piece %s on map %s", id, s.ID, p.ID, p.Map)
					}
					continue
				}
				units++
				got[p.ID] = at[[2]int{p.X, p.Y}]
			}
			if units != len(setup.Units) {
				t.Errorf("%s %s: %d pieces on the map, want %d units", id, s.ID, units, len(setup.Units))
			}
			active, _ := activePhases(phaseList(ed), sequenceOf(ed, s))
			if want := turnState(s.Turns.First, active); g.Turn != want {
				t.Errorf("%s %s: turn counter set by %q, want %q", id, s.ID, g.Turn, want)
			}
			for _, u := range setup.Units {
				hex := got[u.Counter]
				switch {
				case u.OnMap() && hex != u.HexID():
					t.Errorf("%s %s: %s at %q, want %s", id, s.ID, u.Counter, hex, u.HexID())
				case !u.OnMap():
					hexes, _ := ed.Map.ZoneHexes(u.Zone)
					if !slices.ContainsFunc(hexes, func(h model.Hex) bool { return h.String() == hex }) {
						t.Errorf("%s %s: %s at %q, outside zone %s", id, s.ID, u.Counter, hex, u.Zone)
					}
				}
			}
			stacked := 0
			for _, st := range g.Stacks {
				stacked += len(st.Pieces)
			}
			if stacked != len(g.Pieces) || len(g.Boards) != 2 {
				t.Errorf("%s %s: %d pieces in stacks of %d, %d boards", id, s.ID, stacked, len(g.Pieces), len(g.Boards))
			}
			if lines := SplitSeq('|', strings.TrimPrefix(g.Notes, notesCommand)); !strings.HasPrefix(g.Notes, notesCommand) || lines[0] != scenarioTitle(s) {
				t.Errorf("%s %s: scenario notes %q, want the NOTES command starting with %q", id, s.ID, g.Notes, scenarioTitle(s))
			}
		}
	}
}

// TestEntries lists what a module holds: the build file, its metadata, the
// two board images, an image per counter, the moved flag, the three
// charts' images, the splash, a saved game per scenario and the help
// pages; nothing else.
func TestEntries(t *testing.T) {
	for _, id := range []string{"1994", "1975"} {
		ed := edition(t, id)
		m, err := Build(ed)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]bool{"buildFile.xml": true, "moduledata": true, "images/map-" + id + ".svg": true, "images/track-" + id + ".svg": true,
			helpEntry: true, "images/" + movedImage: true, "images/splash-" + id + ".svg": true}
		for _, c := range []string{"crt", "tec", "trt"} {
			want["images/chart-"+c+"-"+id+".svg"] = true
		}
		wantHelp := map[string]bool{"index.html": true, "charts.html": true}
		for _, c := range ed.Counters.Counters {
			want["images/"+c.ID+".svg"] = true
		}
		for _, s := range ed.Scenarios {
			want[id+"-"+s.ID+".vsav"] = true
			wantHelp["setup-"+s.ID+".html"] = true
		}
		for name := range m.Files {
			if !want[name] {
				t.Errorf("%s: unexpected entry %s", id, name)
			}
			delete(want, name)
		}
		for name := range want {
			t.Errorf("%s: missing entry %s", id, name)
		}
		zr, err := zip.NewReader(bytes.NewReader(m.Files[helpEntry]), int64(len(m.Files[helpEntry])))
		if err != nil {
			t.Fatalf("%s: the help archive is not a zip: %v", id, err)
		}
		for _, f := range zr.File {
			if !wantHelp[f.Name] {
				t.Errorf("%s: unexpected help page %s", id, f.Name)
			}
			delete(wantHelp, f.Name)
		}
		for name := range wantHelp {
			t.Errorf("%s: missing help page %s", id, name)
		}
	}
}

func TestWriteFileRefusesToOverwrite(t *testing.T) {
	ed := edition(t, "1975")
	path := filepath.Join(t.TempDir(), "bfg.vmod")
	if _, err := WriteFile(path, false, ed); err != nil {
		t.Fatal(err)
	}
	if _, err := WriteFile(path, false, ed); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("second write without force: %v", err)
	}
	if line, err := WriteFile(path, true, ed); err != nil || !strings.HasPrefix(line, "wrote ") {
		t.Errorf("with force: %q, %v", line, err)
	}
}

// BenchmarkBuild makes the 1994 module: the map, every counter, the track,
// the charts, the splash and six scenarios' saved games.
func BenchmarkBuild(b *testing.B) {
	ed := edition(b, "1994")
	for b.Loop() {
		if _, err := Build(ed); err != nil {
			b.Fatal(err)
		}
	}
}
