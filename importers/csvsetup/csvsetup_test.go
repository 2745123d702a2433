package csvsetup

import (
	"bytes"
	"encoding/csv"
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func load(t testing.TB, id string) *model.Edition {
	t.Helper()
	ed, err := data.Editions.LoadOwn(id)
	if err != nil {
		t.Fatal(err)
	}
	return ed
}

// setupCSV writes a scenario's setup as bfgdata setup --format csv does.
func setupCSV(t testing.TB, ed *model.Edition, scenario string) []byte {
	t.Helper()
	s, err := explain.SetupOf(ed, scenario)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	rows := [][]string{{"counter", "label", "nationality", "force", "attack", "defense", "movement", "hex", "zone", "box"}}
	for _, u := range s.Units {
		rows = append(rows, []string{u.Counter, u.Label, string(u.Nationality), string(u.Force), strconv.Itoa(u.Attack),
			strconv.Itoa(u.Defense), strconv.Itoa(u.Movement), u.HexID(), u.Zone, u.Box})
	}
	if err := csv.NewWriter(&buf).WriteAll(rows); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func readCSV(t testing.TB, b []byte) *File {
	t.Helper()
	s, err := Read(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range s.Problems {
		p.File = "setup.csv"
		t.Errorf("%s", p)
	}
	return s
}

// TestUnchanged reads every scenario's setup CSV back over it: the
// scenario comes out byte for byte as it was.
func TestUnchanged(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		ed := load(t, id)
		for _, sc := range ed.Scenarios {
			s := readCSV(t, setupCSV(t, ed, sc.ID))
			out, sum, _, err := Apply(ed, sc, s.Rows, "")
			if err != nil {
				t.Fatal(err)
			}
			want, err := model.Encode(sc)
			if err != nil {
				t.Fatal(err)
			}
			got, err := model.Encode(out)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) || !sum.Unchanged() {
				t.Errorf("%s/%s: changed (%s)", id, sc.ID, sum)
			}
		}
	}
}

// TestMove moves one unit by editing its hex: exactly that placement
// changes, and a diagnostic on it points at the edited field.
func TestMove(t *testing.T) {
	ed := load(t, "1994")
	sc, _ := ed.Scenario("historical")
	lines := strings.Split(string(setupCSV(t, ed, "historical")), "\n")
	line := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "5-us,") {
			lines[i] = strings.Replace(l, ",2104,", ",2004,", 1)
			line = i + 1
		}
	}
	s := readCSV(t, []byte(strings.Join(lines, "\n")))
	out, sum, loc, err := Apply(ed, sc, s.Rows, "")
	if err != nil {
		t.Fatal(err)
	}
	if sum.Moved != 1 || sum.Added != 0 || sum.Removed != 0 {
		t.Errorf("summary %s, want one moved", sum)
	}
	for i, p := range sc.Setup {
		q := out.Setup[i]
		if p.Counter == "5-us" {
			if q.Where() != "2004" || q.Src != model.AuthorSourceID || p.Src != "deluxe-2020" {
				t.Errorf("5-us: %+v, want it at 2004 citing the author", q)
			}
			at, ok := loc.Locate(diag.Diagnostic{Place: diag.Place{Pointer: "/setup/" + strconv.Itoa(i) + "/hex"}})
			if !ok || at.Line != line || at.Column != 35 {
				t.Errorf("5-us's hex at %+v, want line %d column 35", at, line)
			}
			continue
		}
		if q != p {
			t.Errorf("placement %d changed: %+v -> %+v", i, p, q)
		}
	}
	if src, ok := out.Sources.Find(model.AuthorSourceID); !ok || src.Kind != model.SourceManual || len(out.Sources) != len(sc.Sources)+1 {
		t.Errorf("sources %+v, want the scenario's and the author", out.Sources)
	}
	// Leaving a unit out removes it.
	var kept []string
	for _, l := range lines {
		if !strings.HasPrefix(l, "67,") {
			kept = append(kept, l)
		}
	}
	s = readCSV(t, []byte(strings.Join(kept, "\n")))
	if out, sum, _, err = Apply(ed, sc, s.Rows, ""); err != nil || sum.Removed != 1 || len(out.Setup) != len(sc.Setup)-1 {
		t.Errorf("summary %s, %v", sum, err)
	}
	// A new line adds a placement, citing --src.
	collapse, _ := ed.Scenario("collapse-in-the-east")
	b := string(setupCSV(t, ed, collapse.ID)) + "5-us,5 US,us,western-allied,7,4,8,2104,,\n"
	out, sum, _, err = Apply(ed, collapse, readCSV(t, []byte(b)).Rows, "errata-sheet")
	if err != nil {
		t.Fatal(err)
	}
	last := out.Setup[len(out.Setup)-1]
	if sum.Added != 1 || last.Counter != "5-us" || last.Force != "" || last.Src != "errata-sheet" || last.Stats != "" || last.Where() != "2104" {
		t.Errorf("summary %s, last %+v", sum, last)
	}
}

// TestOwnSetup: a scenario that borrows its setup gets its own when the
// CSV differs, with the sources its placements cite.
func TestOwnSetup(t *testing.T) {
	ed := load(t, "1994")
	sc, _ := ed.Scenario("expanded-historical")
	b := strings.Replace(string(setupCSV(t, ed, sc.ID)), ",2104,", ",2004,", 1)
	out, sum, _, err := Apply(ed, sc, readCSV(t, []byte(b)).Rows, "")
	if err != nil {
		t.Fatal(err)
	}
	if !sum.OwnSetup || out.SetupFrom != "" || len(out.Setup) == 0 || sc.SetupFrom == "" {
		t.Fatalf("summary %s, setupFrom %q, %d placements", sum, out.SetupFrom, len(out.Setup))
	}
	for _, p := range out.Setup {
		if _, ok := out.Sources.Find(p.Src); !ok {
			t.Errorf("%s cites %s, which the scenario does not list", p.Counter, p.Src)
		}
	}
}

func TestReadProblems(t *testing.T) {
	head := "counter,label,nationality,force,attack,defense,movement,hex,zone,box\n"
	for _, tt := range []struct {
		name, in, code string
		line, col      int
	}{
		{"bad hex", head + "5-us,5 US,us,western-allied,7,4,8,21x4,,\n", "csv.value", 2, 35},
		{"row 00", head + "5-us,5 US,us,western-allied,7,4,8,0004,,\n", "csv.value", 2, 35},
		{"not a number", head + "5-us,5 US,us,western-allied,seven,4,8,2104,,\n", "csv.value", 2, 29},
		{"no place", head + "5-us,5 US,us,western-allied,7,4,8,,,\n", "csv.value", 2, 35},
		{"no counter", head + ",5 US,us,western-allied,7,4,8,2104,,\n", "csv.value", 2, 1},
		{"bad quotes", head + "5-us,\"5 US,us\n", "csv.syntax", 2, 0},
		{"unknown column", "counter,hex,colour\n5-us,2104,red\n", "csv.columns", 1, 13},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s, err := Read(strings.NewReader(tt.in))
			var ps []diag.Diagnostic
			var e *diag.Diagnostic
			if errors.As(err, &e) {
				ps = []diag.Diagnostic{*e}
			} else if err != nil {
				t.Fatal(err)
			} else {
				ps = s.Problems
			}
			for _, p := range ps {
				if p.Code == tt.code && p.Line == tt.line && (tt.col == 0 || p.Column == tt.col) {
					return
				}
			}
			t.Errorf("want %s at %d:%d, got %+v", tt.code, tt.line, tt.col, ps)
		})
	}
	for _, in := range []string{"", "label,nationality\nx,y\n", "counter,label\n5-us,x\n"} {
		if _, err := Read(strings.NewReader(in)); err == nil {
			t.Errorf("%q read without an error", in)
		}
	}
	// A spreadsheet's byte order mark and a dropped leading zero are fine.
	s := readCSV(t, []byte("\xef\xbb\xbfcounter,hex\n1-yugo,824\n"))
	if len(s.Rows) != 1 || s.Rows[0].Hex.String() != "0824" {
		t.Errorf("rows %+v", s.Rows)
	}
	var big *diag.Diagnostic
	if _, err := Read(bytes.NewReader(make([]byte, MaxSize+1))); !errors.As(err, &big) || big.Code != "csv.too-large" {
		t.Errorf("an oversized file: %v", err)
	}
}

// FuzzRead feeds Read and Apply arbitrary text: they refuse or read,
// never panic.
func FuzzRead(f *testing.F) {
	ed := load(f, "1994")
	sc, _ := ed.Scenario("historical")
	f.Add(setupCSV(f, ed, "red-star-white-star"))
	f.Add([]byte("counter,hex\n5-us,2104\n5-us,2104\n"))
	f.Add([]byte("counter,zone,force\n3-ss,courland,west-german\n"))
	f.Add([]byte("\"unterminated\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		s, err := Read(bytes.NewReader(b))
		if err != nil {
			var e *diag.Diagnostic
			if !errors.As(err, &e) {
				t.Fatalf("not a *diag.Diagnostic: %v", err)
			}
			return
		}
		out, _, _, err := Apply(ed, sc, s.Rows, "")
		if err == nil {
			if _, err := model.Encode(out); err != nil {
				t.Fatal(err)
			}
		}
	})
}
