package tests

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"
)

// journeyWorkbook: two templates imported into one folder (the second
// keeps the first: the lost alpha.json), then a variant workbook
// with five moves and illegal placements, saved by LibreOffice as a
// spreadsheet program writes it: one import reports every illegal
// placement with its cell; fixed, it imports, checks legal, cites the
// author and its setup sheet says it is a variant.
func journeyWorkbook(t *testing.T) {
	office := soffice(t)
	work, root, ed := editionFolder(t)

	for i, id := range []string{"alpha", "beta"} {
		book := id + ".xlsx"
		must(t, work, "template", "scenario", "--edition", "1994", "--from", "historical", "--id", id, "--name", strings.ToUpper(id[:1])+id[1:], "--out", book)
		args := []string{"import", "xlsx", book, "--out", ed}
		if i > 0 {
			// the dry run says what the import would do and does nothing
			r := must(t, work, append(args, "--dry-run")...)
			if !lineWith(r.stdout+r.stderr, "add", "beta.json") || !lineWith(r.stdout+r.stderr, "list", "edition.json", "(+ scenarios/beta.json)") {
				t.Errorf("the dry run of beta does not list beta.json as added and listed in edition.json:\n%s%s", r.stdout, r.stderr)
			}
			if _, err := os.Stat(filepath.Join(ed, "scenarios", "beta.json")); err == nil {
				t.Error("the dry run wrote beta.json")
			}
		}
		// the second import only adds a scenario and lists it: no --force
		r := must(t, work, args...)
		if removes(r) {
			t.Errorf("import of %s removes files:\n%s%s", id, r.stdout, r.stderr)
		}
	}
	for _, id := range []string{"alpha", "beta"} {
		if _, err := os.Stat(filepath.Join(ed, "scenarios", id+".json")); err != nil || !listed(t, ed, id) {
			t.Fatalf("after importing alpha then beta into %s, %s is gone or not listed: %v", ed, id, err)
		}
	}

	// the variant: five moves and, on the same sheet, illegal placements
	must(t, work, "template", "scenario", "--edition", "1994", "--from", "historical", "--id", "variant", "--name", "My Variant", "--out", "variant.xlsx")
	good, bad := variantBooks(t, filepath.Join(work, "variant.xlsx"))

	convert(t, office, work, "xlsx", "saved", bad.file)
	saved := filepath.Join("saved", filepath.Base(bad.file))
	r := bfgdata(t, work, "import", "xlsx", saved, "--out", ed)
	if r.code != 1 {
		t.Fatalf("import of the workbook with illegal placements: exit %d, want 1\n%s", r.code, r.stderr)
	}
	t.Logf("one import of the workbook with illegal placements says:\n%s", r.stderr)
	for _, w := range bad.want {
		if !lineWith(r.stderr, w.cell, w.says) {
			t.Errorf("one import does not report %s at %s (%q); it said:\n%s", w.what, w.cell, w.says, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(ed, "scenarios", "variant.json")); err == nil {
		t.Error("an import with errors wrote the variant")
	}

	convert(t, office, work, "xlsx", "saved", good)
	must(t, work, "import", "xlsx", filepath.Join("saved", filepath.Base(good)), "--out", ed)
	for _, id := range []string{"alpha", "beta", "variant"} {
		if !listed(t, ed, id) {
			t.Errorf("edition.json does not list %s after the variant's import", id)
		}
	}
	checkLegal(t, work, root, "variant")
	checkCites(t, readScenario(t, ed, "variant"), journeyMoves)
	checkSheet(t, work, root, "variant", journeyMoves)
}

// badBook is a workbook with illegal placements and where each is to be
// reported.
type badBook struct {
	file string
	want []struct{ what, cell, says string }
}

// variantBooks writes two copies of the template: good.xlsx with the five
// moves, bad.xlsx with the moves and four illegal placements.
func variantBooks(t *testing.T, template string) (string, badBook) {
	t.Helper()
	dir := filepath.Dir(template)
	open := func() (*excelize.File, string, map[string]int, map[string]int) {
		f, err := excelize.OpenFile(template)
		if err != nil {
			t.Fatal(err)
		}
		sheet := setupSheet(t, f, "variant")
		rows, err := f.GetRows(sheet)
		if err != nil {
			t.Fatal(err)
		}
		cols, at := map[string]int{}, map[string]int{}
		for i, h := range rows[0] {
			cols[h] = i + 1
		}
		for i, r := range rows[1:] {
			if len(r) > 0 {
				at[r[0]] = i + 2
			}
		}
		for _, c := range []string{"counter", "hex", "src"} {
			if cols[c] == 0 {
				t.Fatalf("the template's sheet %s has no column %q: %q", sheet, c, rows[0])
			}
		}
		return f, sheet, cols, at
	}
	cell := func(col, row int) string {
		c, err := excelize.CoordinatesToCellName(col, row)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	move := func(f *excelize.File, sheet string, cols, at map[string]int) {
		for _, m := range journeyMoves {
			row := at[m.counter]
			if v, _ := f.GetCellValue(sheet, cell(cols["hex"], row)); v != m.from {
				t.Fatalf("the template has %s in %q, the journey moves it from %s", m.counter, v, m.from)
			}
			// the author types the new hex and leaves the source as it is
			if err := f.SetCellStr(sheet, cell(cols["hex"], row), m.to); err != nil {
				t.Fatal(err)
			}
		}
	}
	save := func(f *excelize.File, name string) string {
		p := filepath.Join(dir, name)
		if err := f.SaveAs(p); err != nil {
			t.Fatal(err)
		}
		f.Close()
		return p
	}

	f, sheet, cols, at := open()
	move(f, sheet, cols, at)
	good := save(f, "good.xlsx")

	f, sheet, cols, at = open()
	move(f, sheet, cols, at)
	b := badBook{}
	add := func(what, c, says string) {
		b.want = append(b.want, struct{ what, cell, says string }{what, sheet + "!" + c, says})
	}
	// 13-ss into 2005, which holds 1-ss and 2-ss
	set := func(counter, hex string) string {
		c := cell(cols["hex"], at[counter])
		if err := f.SetCellStr(sheet, c, hex); err != nil {
			t.Fatal(err)
		}
		return c
	}
	set("13-ss", "2005")
	// the unit the author moved in, not the last of the hex on the sheet
	add("the over-stacked hex", cell(cols["hex"], at["13-ss"]), "13-ss is one too many")
	add("the off-map hex", set("74", "9950"), "9950")
	// a date typed where the hex goes: the spreadsheet keeps a date
	dateCell := cell(cols["hex"], at["67"])
	if err := f.SetCellValue(sheet, dateCell, time.Date(1946, 12, 1, 0, 0, 0, 0, time.UTC)); err != nil {
		t.Fatal(err)
	}
	add("the date in a hex cell", dateCell, "date")
	// an unknown counter on a row of its own, below the last
	rows, _ := f.GetRows(sheet)
	last := len(rows) + 1
	for col, v := range map[string]string{"counter": "12-sss", "hex": "2403"} {
		if err := f.SetCellStr(sheet, cell(cols[col], last), v); err != nil {
			t.Fatal(err)
		}
	}
	add("the unknown counter", cell(cols["counter"], last), "12-sss")
	return good, badBook{file: save(f, "bad.xlsx"), want: b.want}
}

// setupSheet is the name of the scenario's setup sheet, as the Scenarios
// sheet gives it.
func setupSheet(t *testing.T, f *excelize.File, id string) string {
	t.Helper()
	rows, err := f.GetRows("Scenarios")
	if err != nil {
		t.Fatal(err)
	}
	scen, cols := byFirst(rows)
	i, ok := cols["sheet"]
	if !ok || scen[id] == nil {
		t.Fatalf("the Scenarios sheet has no row %s with a sheet: %q", id, rows)
	}
	name := cellAt(scen[id], i)
	if name == "" {
		t.Fatalf("scenario %s names no setup sheet", id)
	}
	return name
}
