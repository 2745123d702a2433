package xlsx

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/diag"
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

func export(t testing.TB, id string) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := Export(&buf, load(t, id)); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func read(t testing.TB, b []byte) *Book {
	t.Helper()
	book, err := Read(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range book.Problems {
		p.File = "book.xlsx"
		t.Errorf("%s", p)
	}
	return book
}

// bundled returns every file of a bundled edition folder.
func bundled(t testing.TB, id string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	err := fs.WalkDir(data.FS, id, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(data.FS, p)
		out[strings.TrimPrefix(p, id+"/")] = b
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func firstDiff(a, b []byte) string {
	al, bl := strings.Split(string(a), "\n"), strings.Split(string(b), "\n")
	for i := range min(len(al), len(bl)) {
		if al[i] != bl[i] {
			return "line " + itoa(i+1) + ": " + al[i] + " | " + bl[i]
		}
	}
	return "lengths differ"
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

// TestRoundTrip exports each bundled edition, reads the workbook back with
// no base edition to fall back on, and gets every file byte for byte.
func TestRoundTrip(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		t.Run(id, func(t *testing.T) {
			book := read(t, export(t, id))
			if book.Edition != id {
				t.Errorf("README names edition %q, want %q", book.Edition, id)
			}
			res, err := book.Build(nil, "")
			if err != nil {
				t.Fatal(err)
			}
			if len(res.Problems) > 0 {
				t.Fatalf("problems: %v", res.Problems)
			}
			want := load(t, id)
			listed := append([]string{model.EditionFile, want.Info.Files.Map, want.Info.Files.Counters, want.Info.Files.CRT,
				want.Info.Files.TEC, want.Info.Files.TRT}, want.Info.Files.Scenarios...)
			files := bundled(t, id)
			for _, name := range listed {
				got, ok := res.Files[name]
				if !ok {
					t.Errorf("%s: not built", name)
					continue
				}
				if !bytes.Equal(got, files[name]) {
					t.Errorf("%s differs: %s", name, firstDiff(got, files[name]))
				}
			}
			if len(res.Files) != len(listed) || len(res.Written) != len(listed) {
				t.Errorf("built %d files, wrote %d; want the %d the edition lists", len(res.Files), len(res.Written), len(listed))
			}
		})
	}
}

// TestRoundTripOverBase builds over the bundled edition itself: every file
// of the folder comes out as it is, the ones no sheet holds included.
func TestRoundTripOverBase(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		res, err := read(t, export(t, id)).Build(data.FS, id)
		if err != nil {
			t.Fatal(err)
		}
		files := bundled(t, id)
		if len(res.Files) != len(files) {
			t.Errorf("%s: %d files, want %d", id, len(res.Files), len(files))
		}
		for name, want := range files {
			if !bytes.Equal(res.Files[name], want) {
				t.Errorf("%s/%s differs", id, name)
			}
		}
	}
}

func TestExportDeterministic(t *testing.T) {
	for _, id := range data.Editions.IDs() {
		a, b := export(t, id), export(t, id)
		if !bytes.Equal(a, b) {
			t.Errorf("%s: two exports differ", id)
		}
		var t1, t2 bytes.Buffer
		o := TemplateOptions{ID: "new", From: "historical"}
		if err := Template(&t1, load(t, id), o); err != nil {
			t.Fatal(err)
		}
		if err := Template(&t2, load(t, id), o); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(t1.Bytes(), t2.Bytes()) {
			t.Errorf("%s: two templates differ", id)
		}
	}
}

// edit opens a workbook, changes it as a person would, and saves it.
func edit(t testing.TB, b []byte, change func(f *excelize.File)) []byte {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	change(f)
	var out bytes.Buffer
	if err := f.Write(&out); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// rowOf finds the row whose first cell is key.
func rowOf(t testing.TB, f *excelize.File, sheet, key string) int {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	for i, r := range rows {
		if len(r) > 0 && r[0] == key {
			return i + 1
		}
	}
	t.Fatalf("no row %q on %s", key, sheet)
	return 0
}

// TestOneCellEdit moves one unit by typing a new hex into its cell: only
// that placement of that file changes.
func TestOneCellEdit(t *testing.T) {
	const id = "1994"
	var at string
	b := edit(t, export(t, id), func(f *excelize.File) {
		at = cell(5, rowOf(t, f, "Historical", "5-us"))
		if err := f.SetCellStr("Historical", at, "2004"); err != nil {
			t.Fatal(err)
		}
	})
	book := read(t, b)
	res, err := book.Build(data.FS, id)
	if err != nil {
		t.Fatal(err)
	}
	files := bundled(t, id)
	for name, want := range files {
		if name == "scenarios/historical.json" {
			continue
		}
		if !bytes.Equal(res.Files[name], want) {
			t.Errorf("%s changed", name)
		}
	}
	var before, after model.Scenario
	if err := json.Unmarshal(files["scenarios/historical.json"], &before); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(res.Files["scenarios/historical.json"], &after); err != nil {
		t.Fatal(err)
	}
	if len(before.Setup) != len(after.Setup) {
		t.Fatalf("%d placements, want %d", len(after.Setup), len(before.Setup))
	}
	changed, moved := 0, -1
	for i := range before.Setup {
		b, a := before.Setup[i], after.Setup[i]
		if b.Where() == a.Where() && b.Counter == a.Counter && b.Src == a.Src && b.Stats == a.Stats && b.Force == a.Force {
			continue
		}
		changed++
		moved = i
		if a.Counter != "5-us" || b.Where() != "2104" || a.Where() != "2004" || b.Src != "deluxe-2020" || a.Src != model.AuthorSourceID {
			t.Errorf("placement %d: %+v became %+v", i, b, a)
		}
	}
	if changed != 1 {
		t.Errorf("%d placements changed, want 1", changed)
	}
	// the moved unit cites the author, who joins the sources
	before.Setup, after.Setup, before.Sources = nil, nil, before.Sources.WithAuthor()
	bj, _ := json.Marshal(before)
	aj, _ := json.Marshal(after)
	if !bytes.Equal(bj, aj) {
		t.Error("the scenario changed beyond its setup")
	}
	// A diagnostic on that placement points at the typed cell.
	ptr := "/setup/" + itoa(moved) + "/hex"
	if p, ok := book.Locator.Locate(diag.Diagnostic{Place: diag.Place{File: "scenarios/historical.json", Pointer: ptr}}); !ok || p.String() != "Historical!"+at {
		t.Errorf("%s is at %v, want Historical!%s", ptr, p, at)
	}
}

// TestTemplate fills nothing in a template from historical and imports it:
// the new scenario has historical's placements and the edition lists it.
func TestTemplate(t *testing.T) {
	var buf bytes.Buffer
	if err := Template(&buf, load(t, "1994"), TemplateOptions{ID: "my-variant", Name: "My variant", From: "historical"}); err != nil {
		t.Fatal(err)
	}
	book := read(t, buf.Bytes())
	res, err := book.Build(data.FS, "1994")
	if err != nil {
		t.Fatal(err)
	}
	raw, ok := res.Files["scenarios/my-variant.json"]
	if !ok {
		t.Fatalf("no scenarios/my-variant.json; wrote %v", res.Written)
	}
	var s, hist model.Scenario
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(bundled(t, "1994")["scenarios/historical.json"], &hist); err != nil {
		t.Fatal(err)
	}
	if s.ID != "my-variant" || s.Name != "My variant" || s.SetupFrom != "" || len(s.Setup) != len(hist.Setup) {
		t.Errorf("scenario %s %q setupFrom %q with %d placements, want historical's %d", s.ID, s.Name, s.SetupFrom, len(s.Setup), len(hist.Setup))
	}
	where := map[string]string{}
	for _, p := range hist.Setup {
		where[p.Counter] = p.Where()
	}
	for _, p := range s.Setup {
		if where[p.Counter] != p.Where() {
			t.Errorf("%s at %s, historical has %s", p.Counter, p.Where(), where[p.Counter])
		}
	}
	var info model.EditionInfo
	if err := json.Unmarshal(res.Files[model.EditionFile], &info); err != nil {
		t.Fatal(err)
	}
	if got := info.Files.Scenarios[len(info.Files.Scenarios)-1]; got != "scenarios/my-variant.json" {
		t.Errorf("edition.json lists %s last", got)
	}
	if !strings.Contains(strings.Join(res.Written, " "), "edition.json") || len(res.Written) != 2 {
		t.Errorf("wrote %v, want edition.json and the new scenario", res.Written)
	}
	for _, bad := range []TemplateOptions{{ID: "historical"}, {ID: "Not An Id"}, {ID: "x", From: "nope"}} {
		if err := Template(&bytes.Buffer{}, load(t, "1994"), bad); err == nil {
			t.Errorf("Template(%+v) made a workbook", bad)
		}
	}
}

func TestSheetNames(t *testing.T) {
	got := setupSheetNames([]*model.Scenario{{ID: "historical"}, {ID: "collapse-in-the-east"}, {ID: "map"}, {ID: "historical"},
		{ID: "a-very-long-scenario-id-that-goes-on-and-on"}})
	want := []string{"Historical", "Collapse in the East", "Map 2", "Historical 2", "A Very Long Scenario Id That Go"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("sheet %d: %q, want %q", i, got[i], want[i])
		}
	}
}

// TestTemplateVariant: a template started from historical, with one unit
// moved and turns past the Turn Record Track dated, imports as a variant:
// no rule number, based on historical, the moved unit citing the author
// and the rest the rulebook, and the turn dates read back.
func TestTemplateVariant(t *testing.T) {
	var buf bytes.Buffer
	if err := Template(&buf, load(t, "1994"), TemplateOptions{ID: "my-variant", Name: "My variant", From: "historical"}); err != nil {
		t.Fatal(err)
	}
	sheet := setupSheetNames([]*model.Scenario{{ID: "my-variant"}})[0]
	b := edit(t, buf.Bytes(), func(f *excelize.File) {
		if err := f.SetCellStr(sheet, cell(5, rowOf(t, f, sheet, "13-us")), "2104"); err != nil {
			t.Fatal(err)
		}
		rows, err := f.GetRows(SheetScenarios)
		if err != nil {
			t.Fatal(err)
		}
		for i, name := range rows[0] {
			switch name {
			case "rule":
				if rows[1][i] != "" {
					t.Errorf("the template's rule is %q, want none", rows[1][i])
				}
			case "based on":
				if rows[1][i] != "historical" {
					t.Errorf("the template is based on %q, want historical", rows[1][i])
				}
			case "last turn":
				_ = f.SetCellInt(SheetScenarios, cell(i, 2), 14)
			case "turn dates":
				_ = f.SetCellStr(SheetScenarios, cell(i, 2), "13 1946-01-01 Jan I 1946; 14 1946-01-16")
			}
		}
	})
	res, err := read(t, b).Build(data.FS, "1994")
	if err != nil {
		t.Fatal(err)
	}
	var s model.Scenario
	if err := json.Unmarshal(res.Files["scenarios/my-variant.json"], &s); err != nil {
		t.Fatal(err)
	}
	if s.Rule != "" || s.BasedOn != "historical" || s.Turns.Last != 14 {
		t.Errorf("rule %q, based on %q, last turn %d", s.Rule, s.BasedOn, s.Turns.Last)
	}
	want := []model.TurnDate{{Turn: 13, Start: "1946-01-01", Label: "Jan I 1946", Src: s.Turns.Src}, {Turn: 14, Start: "1946-01-16", Src: s.Turns.Src}}
	if !slices.Equal(s.TurnDates, want) {
		t.Errorf("turn dates %+v, want %+v", s.TurnDates, want)
	}
	authored := 0
	for _, p := range s.Setup {
		if p.Src == model.AuthorSourceID {
			authored++
			if p.Counter != "13-us" || p.Where() != "2104" {
				t.Errorf("%s at %s cites the author", p.Counter, p.Where())
			}
		}
	}
	if _, ok := s.Sources.Find(model.AuthorSourceID); authored != 1 || !ok {
		t.Errorf("%d placements cite the author, want 13-us; sources %v", authored, s.Sources)
	}
}
