package tests

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/xuri/excelize/v2"

	"github.com/bfgdata/bfgdata/model"
)

// soffice finds LibreOffice, or skips the test saying why.
func soffice(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"soffice", "libreoffice"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("LibreOffice (soffice) is not on the PATH, so the workbook is not checked in a real spreadsheet program; install libreoffice-calc-nogui (.ci/run does)")
	return ""
}

// convert runs LibreOffice headless on a workbook, with a profile of its
// own (it needs a writable one), converting it to the given filter.
func convert(t *testing.T, bin, dir, filter, outdir, book string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	profile := "file://" + filepath.ToSlash(filepath.Join(t.TempDir(), "profile"))
	cmd := exec.CommandContext(ctx, bin, "-env:UserInstallation="+profile, "--headless", "--norestore",
		"--convert-to", filter, "--outdir", outdir, book)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("soffice --convert-to %s: %v\n%s", filter, err, out)
	}
}

// csvAllSheets is LibreOffice's CSV filter writing every sheet (the last
// option, -1) as UTF-8 with the cells' values rather than as shown.
const csvAllSheets = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1"

func readCSVFile(t *testing.T, p string) [][]string {
	t.Helper()
	f, err := os.Open(p)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	return trim(rows)
}

// trim drops empty cells at the ends of rows and empty rows at the end.
func trim(rows [][]string) [][]string {
	for i, r := range rows {
		for len(r) > 0 && r[len(r)-1] == "" {
			r = r[:len(r)-1]
		}
		rows[i] = r
	}
	for len(rows) > 0 && len(rows[len(rows)-1]) == 0 {
		rows = rows[:len(rows)-1]
	}
	return rows
}

// byFirst indexes a sheet's rows by their first cell, with the header's
// column positions.
func byFirst(rows [][]string) (map[string][]string, map[string]int) {
	cols := map[string]int{}
	for i, h := range rows[0] {
		cols[h] = i
	}
	out := map[string][]string{}
	for _, r := range rows[1:] {
		if len(r) > 0 {
			out[r[0]] = r
		}
	}
	return out, cols
}

func cellAt(r []string, i int) string {
	if i < len(r) {
		return r[i]
	}
	return ""
}

// TestLibreOffice opens each exported workbook in LibreOffice: every sheet
// converted to CSV shows the values the workbook holds and the JSON says
// (counters, setups, map, CRT), and the workbook saved again by
// LibreOffice imports to the same JSON files, byte for byte.
func TestLibreOffice(t *testing.T) {
	endToEnd(t)
	bin := soffice(t)
	for _, id := range []string{"1994", "1975"} {
		t.Run(id, func(t *testing.T) {
			dir := t.TempDir()
			if r := bfgdata(t, dir, "export", "xlsx", "--edition", id, "--out", "book.xlsx"); r.code != 0 {
				t.Fatalf("export: %s", r.stderr)
			}
			convert(t, bin, dir, csvAllSheets, "csv", "book.xlsx")
			f, err := excelize.OpenFile(filepath.Join(dir, "book.xlsx"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			sheets := map[string][][]string{}
			for _, name := range f.GetSheetList() {
				got := readCSVFile(t, filepath.Join(dir, "csv", "book-"+name+".csv"))
				want, err := f.GetRows(name)
				if err != nil {
					t.Fatal(err)
				}
				want = trim(want)
				if len(got) != len(want) {
					t.Errorf("%s: LibreOffice shows %d rows, the workbook has %d", name, len(got), len(want))
				}
				for r := range min(len(got), len(want)) {
					if strings.Join(got[r], "\x1f") != strings.Join(want[r], "\x1f") {
						t.Errorf("%s row %d: LibreOffice shows %q, the workbook holds %q", name, r+1, got[r], want[r])
						break
					}
				}
				sheets[name] = got
			}
			checkAgainstJSON(t, id, sheets)

			convert(t, bin, dir, "xlsx", "resaved", "book.xlsx")
			r := bfgdata(t, dir, "import", "xlsx", filepath.Join("resaved", "book.xlsx"), "--out", "out")
			if r.code != 0 {
				t.Fatalf("import of the workbook LibreOffice saved: exit %d:\n%.3000s", r.code, r.stderr)
			}
			sameFolder(t, filepath.Join(dir, "out"), filepath.Join(repoRoot(t), "data", id))
		})
	}
}

// checkAgainstJSON compares what LibreOffice shows with the JSON files.
func checkAgainstJSON(t *testing.T, id string, sheets map[string][][]string) {
	ed := loadEdition(t, id)
	counters, cols := byFirst(sheets["Counters"])
	for _, c := range ed.Counters.Counters {
		r, ok := counters[c.ID]
		if !ok {
			t.Errorf("Counters: no row %s", c.ID)
			continue
		}
		want := []string{c.Label, string(c.Kind)}
		got := []string{cellAt(r, cols["label"]), cellAt(r, cols["kind"])}
		if c.IsUnit() {
			want = append(want, strconv.Itoa(c.Attack), strconv.Itoa(c.Defense), strconv.Itoa(c.Movement))
			got = append(got, cellAt(r, cols["attack"]), cellAt(r, cols["defense"]), cellAt(r, cols["movement"]))
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("Counters %s: %v, counters.json has %v", c.ID, got, want)
		}
	}
	scen, scols := byFirst(sheets["Scenarios"])
	for _, s := range ed.Scenarios {
		name := cellAt(scen[s.ID], scols["sheet"])
		setup := sheets[name]
		if setup == nil {
			t.Errorf("scenario %s: no sheet %q", s.ID, name)
			continue
		}
		head := map[string]int{}
		for i, h := range setup[0] {
			head[h] = i
		}
		placed := 0
		for _, r := range setup[1:] {
			if cellAt(r, head["set aside"]) != "" {
				continue
			}
			p := s.Setup[placed]
			where := model.Placement{Counter: cellAt(r, head["counter"]), Zone: cellAt(r, head["zone"]), Box: cellAt(r, head["box"])}
			if h := cellAt(r, head["hex"]); h != "" {
				hex, err := model.ParseHex(h)
				if err != nil {
					t.Errorf("%s: %v", name, err)
				}
				where.Hex = &hex
			}
			if where.Counter != p.Counter || where.Where() != p.Where() {
				t.Errorf("%s row %d: %s at %s, the JSON places %s at %s", name, placed+2, where.Counter, where.Where(), p.Counter, p.Where())
			}
			placed++
		}
		if placed != len(s.Setup) {
			t.Errorf("%s: %d placements, the JSON has %d", name, placed, len(s.Setup))
		}
	}
	hexes, mcols := byFirst(sheets["Map"])
	for h, info := range ed.Map.Hexes {
		r := hexes[h.String()]
		got := []string{cellAt(r, mcols["terrain"]), cellAt(r, mcols["city"]), cellAt(r, mcols["vp"])}
		want := []string{info.Terrain, "", ""}
		if info.City != nil {
			want[1], want[2] = info.City.Name, strconv.Itoa(info.City.VP)
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("Map %s: %v, map.json has %v", h, got, want)
		}
	}
	crt := sheets["CRT"]
	for i, row := range ed.CRT.Rows {
		got := crt[3+i]
		want := append([]string{strconv.Itoa(row.Die)}, row.Results...)
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("CRT die %d: %v, crt.json has %v", row.Die, got, want)
		}
	}
}
