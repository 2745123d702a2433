package vmodtest

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/cmd/bfgdata/internal/cli"
	"github.com/bfgdata/bfgdata/data"
)

// bfgdata runs the command line in-process.
func bfgdata(args ...string) (code int, stdout, stderr string) {
	var out, errb bytes.Buffer
	code = cli.Main(args, &out, &errb)
	return code, out.String(), errb.String()
}

// exportModule writes an edition's module to a fresh file and reads it.
func exportModule(t *testing.T, ed string, extra ...string) (string, []byte) {
	t.Helper()
	out := filepath.Join(t.TempDir(), "bfg-"+ed+".vmod")
	if code, _, stderr := bfgdata(append([]string{"export", "vassal", "--edition", ed, "--out", out}, extra...)...); code != 0 {
		t.Fatalf("export vassal --edition %s exited %d: %s", ed, code, stderr)
	}
	b, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	return out, b
}

// TestExportedModule is issue 24's acceptance without VASSAL: for both
// editions, the module the exporter writes passes the reader, the grid
// oracle on the grid it states, and every scenario's round trip.
func TestExportedModule(t *testing.T) {
	for _, ed := range data.Editions.IDs() {
		t.Run(ed, func(t *testing.T) {
			_, vmod := exportModule(t, ed)
			probs := moduleProblems(t, vmod, ed)
			m, err := readModule(vmod)
			if err == nil {
				probs = append(probs, paletteProblems(t, m, ed)...)
				e, err := data.Editions.Load(ed)
				if err != nil {
					t.Fatal(err)
				}
				probs = append(probs, m.turnProblems(e)...)
				probs = append(probs, m.nameProblems(e)...)
				probs = append(probs, m.chartProblems(e)...)
				probs = append(probs, m.sideProblems(e)...)
				probs = append(probs, m.movedProblems(e)...)
				probs = append(probs, m.boxProblems(e)...)
				probs = append(probs, m.trackProblems(e)...)
				probs = append(probs, m.extraProblems(e)...)
				t.Logf("%s: %d zip entries, %d palette pieces, %d prototypes, %d saved games, board %d×%d px",
					ed, len(m.entries), len(m.slots), len(m.protos), len(m.setups), m.img.W, m.img.H)
				if m.grid != nil {
					t.Logf("%s: grid %+v", ed, *m.grid)
				}
			}
			for i, p := range probs {
				if i == 40 {
					t.Errorf("… and %d more", len(probs)-i)
					break
				}
				t.Error(p)
			}
		})
	}
}

// paletteProblems: exactly one palette piece per unit of the counter set,
// its properties the counter's data and its prototype the force's; a unit
// the data gives no force (a 1975 German unit, which either German force
// may take) has the German prototype and an empty Force, which the
// scenario's save sets.
func paletteProblems(t *testing.T, m *module, ed string) []string {
	e, err := data.Editions.Load(ed)
	if err != nil {
		t.Fatal(err)
	}
	byID := map[string]*piece{}
	var probs []string
	for _, p := range m.slots {
		id, ok := p.Prop("CounterId")
		if !ok {
			continue // a marker or other piece
		}
		if byID[id] != nil {
			probs = append(probs, "counter "+id+" has two palette pieces")
		}
		byID[id] = p
	}
	protoOf := map[string]string{"soviet": "Soviet", "western-allied": "Western Allied", "east-german": "East German", "west-german": "West German", "": "German"}
	for _, c := range e.Counters.Units() {
		p := byID[c.ID]
		if p == nil {
			probs = append(probs, "counter "+c.ID+" has no palette piece")
			continue
		}
		for key, v := range map[string]string{"Nationality": string(c.Nationality), "Attack": strconv.Itoa(c.Attack),
			"Defense": strconv.Itoa(c.Defense), "Movement": strconv.Itoa(c.Movement), "Force": string(c.Force)} {
			if got, ok := p.Prop(key); !ok || got != v {
				probs = append(probs, "palette counter "+c.ID+": "+key+" is "+strconv.Quote(got)+", the data says "+strconv.Quote(v))
			}
		}
		if want := protoOf[string(c.Force)]; len(p.Prototypes) != 1 || p.Prototypes[0] != want {
			probs = append(probs, "palette counter "+c.ID+" has prototypes "+strconv.Quote(strings.Join(p.Prototypes, ","))+", want "+strconv.Quote(want))
		}
	}
	return probs
}

// The same input gives the same bytes, and an existing module is replaced
// only with --force.
func TestExportIsStableAndGuarded(t *testing.T) {
	out, first := exportModule(t, "1994")
	_, second := exportModule(t, "1994")
	if !bytes.Equal(first, second) {
		t.Errorf("two exports of 1994 differ (%d and %d bytes)", len(first), len(second))
	}
	if code, _, stderr := bfgdata("export", "vassal", "--edition", "1994", "--out", out); code == 0 {
		t.Errorf("export over an existing module without --force succeeded")
	} else if strings.Contains(stderr, "goroutine") || stderr == "" {
		t.Errorf("export over an existing module: want one clear error, got %q", stderr)
	}
	if code, _, stderr := bfgdata("export", "vassal", "--edition", "1994", "--out", out, "--force"); code != 0 {
		t.Errorf("export --force exited %d: %s", code, stderr)
	}
	again, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, first) {
		t.Errorf("export --force wrote different bytes")
	}
}

// The round trip bites on the exporter's own output too: the first unit
// of the 1994 historical save moved one hex east must be caught.
func TestExportedModuleRefusesAMovedUnit(t *testing.T) {
	_, vmod := exportModule(t, "1994")
	m, err := readModule(vmod)
	if err != nil {
		t.Fatal(err)
	}
	file := ""
	for f, name := range m.setups {
		if strings.HasPrefix(name, "Historical Scenario (") {
			file = f
		}
	}
	cmds, meta, err := readSave(m.entries[file])
	if err != nil {
		t.Fatalf("%q: %v", file, err)
	}
	moved := ""
	for i, c := range cmds {
		id, typ, st, err := decodeAddPiece(c)
		if err != nil || typ == "stack" {
			continue
		}
		p, err := decodePiece(id, typ, st)
		if err != nil {
			t.Fatal(err)
		}
		p.X += int(m.grid.DY) // one hex east
		typ, st = encodePiece(p)
		cmds[i], moved = encodeAddPiece(id, typ, st), id
		break
	}
	if moved == "" {
		t.Fatal("the historical save adds no piece")
	}
	save := map[string][]byte{savedGame: encodeSave(cmds)}
	for k, v := range meta {
		save[k] = v
	}
	files := map[string][]byte{}
	for k, v := range m.entries {
		files[k] = v
	}
	files[file] = zipOf(t, save)
	probs := moduleProblems(t, zipOf(t, files), "1994")
	if !slices.ContainsFunc(probs, func(s string) bool { return strings.Contains(s, "the setup says") }) {
		t.Errorf("piece %s moved a hex east, and no problem says so: %q", moved, probs)
	}
}
