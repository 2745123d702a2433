package tests

import (
	"bytes"
	"cmp"
	"context"
	"encoding/csv"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

// The printed documents are checked by a real client: headless Chromium
// prints them to PDF and poppler's tools read the PDF back.

// printTools finds the browser and poppler's tools, or skips the test
// saying what is missing.
func printTools(t *testing.T) string {
	t.Helper()
	var missing []string
	browser := ""
	for _, b := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(b); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		missing = append(missing, "chromium")
	}
	for _, tool := range []string{"pdfinfo", "pdftotext"} {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	if len(missing) > 0 {
		t.Skipf("SKIPPED: printing to PDF needs %s on the PATH (Debian: apt-get install chromium poppler-utils; .ci/run installs them)", strings.Join(missing, " and "))
	}
	return browser
}

// printPDF prints an HTML file to PDF with headless Chromium, with no
// header or footer of its own and at 100%.
func printPDF(t *testing.T, browser, html string) string {
	t.Helper()
	pdf := strings.TrimSuffix(html, filepath.Ext(html)) + ".pdf"
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	abs, err := filepath.Abs(html)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer",
		"--user-data-dir="+t.TempDir(), "--print-to-pdf="+pdf, "file://"+abs)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium: %v\n%s", err, stderr.String())
	}
	if fi, err := os.Stat(pdf); err != nil || fi.Size() == 0 {
		t.Fatalf("chromium wrote no PDF: %v\n%s", err, stderr.String())
	}
	return pdf
}

func runTool(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).Output()
	if err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return string(out)
}

// pdfPages returns the page count and the page size pdfinfo reports.
func pdfPages(t *testing.T, pdf string) (int, string) {
	t.Helper()
	info := runTool(t, "pdfinfo", pdf)
	pages := regexp.MustCompile(`(?m)^Pages:\s+(\d+)`).FindStringSubmatch(info)
	size := regexp.MustCompile(`(?m)^Page size:\s+(.+)$`).FindStringSubmatch(info)
	if pages == nil || size == nil {
		t.Fatalf("pdfinfo says:\n%s", info)
	}
	n, _ := strconv.Atoi(pages[1])
	return n, strings.TrimSpace(size[1])
}

// reportedPages reads the page count a render command reports.
func reportedPages(t *testing.T, stderr string) int {
	t.Helper()
	m := regexp.MustCompile(`(\d+) pages? of`).FindStringSubmatch(stderr)
	if m == nil {
		t.Fatalf("the command reports no page count: %q", stderr)
	}
	n, _ := strconv.Atoi(m[1])
	return n
}

// word is a word pdftotext found, with its box in points.
type word struct {
	page                     int
	left, top, width, height float64
	text                     string
}

func (w word) centreX() float64 { return w.left + w.width/2 }

// pdfWords lists the words of a PDF with their boxes (pdftotext -tsv).
func pdfWords(t *testing.T, pdf string, first, last int) []word {
	t.Helper()
	out := runTool(t, "pdftotext", "-tsv", "-f", strconv.Itoa(first), "-l", strconv.Itoa(last), pdf, "-")
	var words []word
	for _, line := range strings.Split(out, "\n")[1:] {
		f := strings.Split(line, "\t")
		if len(f) < 12 || f[0] != "5" {
			continue
		}
		num := func(i int) float64 { v, _ := strconv.ParseFloat(f[i], 64); return v }
		page, _ := strconv.Atoi(f[1])
		words = append(words, word{page: page, left: num(6), top: num(7), width: num(8), height: num(9), text: f[11]})
	}
	return words
}

// tokens counts the whitespace-separated words of a text.
func tokens(text string) map[string]int {
	n := map[string]int{}
	for _, f := range strings.Fields(text) {
		n[f]++
	}
	return n
}

// setupCSV reads a scenario's units: counter id, hex, zone; a unit set
// aside (a reason in the last column) is placed nowhere and left out.
func setupCSV(t *testing.T, edition, scenario string) [][]string {
	t.Helper()
	r := bfgdata(t, "", "setup", "--edition", edition, "--scenario", scenario, "--format", "csv")
	if r.code != 0 {
		t.Fatalf("setup: %s", r.stderr)
	}
	rows, err := csv.NewReader(strings.NewReader(r.stdout)).ReadAll()
	if err != nil || len(rows) < 2 {
		t.Fatalf("setup csv: %v", err)
	}
	var placed [][]string
	for _, row := range rows[1:] {
		if len(row) < 12 || row[11] == "" {
			placed = append(placed, row)
		}
	}
	return placed
}

// Paper sizes as pdfinfo names them, in points.
var (
	letterSize = paperSize{"letter", 612, 792}
	a4Size     = paperSize{"A4", 595.276, 841.89}
)

type paperSize struct {
	name string
	w, h float64
}

// is reports whether pdfinfo's page size is this paper: its name, and
// its size within a point (Chromium rounds A4 to its own device units).
func (p paperSize) is(s string) bool {
	var w, h float64
	var name string
	if _, err := fmt.Sscanf(s, "%f x %f pts (%s", &w, &h, &name); err != nil {
		return false
	}
	return strings.TrimSuffix(name, ")") == p.name && math.Abs(w-p.w) < 1 && math.Abs(h-p.h) < 1
}

// Every scenario of both editions: the sheet prints to the pages it
// reports, on the paper asked for, and the PDF's text holds every starting
// unit's id (printed after #) exactly once and every starting hex (the
// list names it once, render checks; the locators number hexes
// too); hex 0101 is numbered on each force's locator; in 1994 Historical
// the Courland units are listed under their zone.
func TestPrintSetupSheets(t *testing.T) {
	endToEnd(t)
	browser := printTools(t)
	dir := t.TempDir()
	r := bfgdata(t, "", "scenarios", "--format", "json")
	for _, m := range regexp.MustCompile(`"edition": "(\w+)",\s+"id": "([\w-]+)"`).FindAllStringSubmatch(r.stdout, -1) {
		edition, scenario := m[1], m[2]
		for _, paper := range []string{"letter", "a4"} {
			if paper == "a4" && (edition != "1994" || scenario != "historical") {
				continue
			}
			t.Run(edition+"/"+scenario+"/"+paper, func(t *testing.T) {
				html := filepath.Join(dir, edition+"-"+scenario+"-"+paper+".html")
				r := bfgdata(t, dir, "render", "setup", "--edition", edition, "--scenario", scenario, "--paper", paper, "--out", html)
				if r.code != 0 {
					t.Fatalf("exit %d: %s", r.code, r.stderr)
				}
				pdf := printPDF(t, browser, html)
				pages, size := pdfPages(t, pdf)
				want := map[string]paperSize{"letter": letterSize, "a4": a4Size}[paper]
				if pages != reportedPages(t, r.stderr) || !want.is(size) {
					t.Errorf("the PDF has %d pages of %s; the sheet reported %d, want %s", pages, size, reportedPages(t, r.stderr), want.name)
				}
				text := runTool(t, "pdftotext", pdf, "-")
				count := tokens(text)
				units := setupCSV(t, edition, scenario)
				hexes := map[string]bool{}
				var zone []string
				for _, u := range units {
					if n := count["#"+u[0]]; n != 1 {
						t.Errorf("unit %s: its id is in the PDF's text %d times", u[0], n)
					}
					if u[7] != "" {
						hexes[u[7]] = true
					}
					if u[8] == "courland" {
						zone = append(zone, u[0])
					}
				}
				for h := range hexes {
					if count[h] < 1 {
						t.Errorf("hex %s is not in the PDF's text", h)
					}
				}
				if forces := strings.Count(text, "Where the "); count["0101"] < forces || forces == 0 {
					t.Errorf("hex 0101 is numbered %d times on %d locators", count["0101"], forces)
				}
				if edition == "1994" && scenario == "historical" {
					if len(units) != 119 || len(zone) != 4 {
						t.Fatalf("%d units, %d in Courland; want 119 and 4", len(units), len(zone))
					}
					// the units in zones stand below the heading "In zones
					// and boxes" and the zone's name, Courland
					words := pdfWords(t, pdf, 1, pages)
					var head, name word
					for i, w := range words {
						if w.text == "boxes" && i >= 3 && words[i-3].text == "In" && words[i-2].text == "zones" {
							head = w
						}
						if head.page != 0 && name.page == 0 && w.page == head.page && w.text == "Courland" && w.top > head.top {
							name = w
						}
					}
					if head.page == 0 || name.page == 0 {
						t.Fatal("no page lists Courland under the units in zones")
					}
					for _, id := range zone {
						found := false
						for _, w := range words {
							if w.text == "#"+id && w.page == name.page && w.top >= name.top {
								found = true
							}
						}
						if !found {
							t.Errorf("%s is not listed under Courland on page %d", id, name.page)
						}
					}
				}
			})
		}
	}
}

// The compact setup sheet of 1994 Historical prints to at most four
// Letter pages (the layout makes two, a page per player) and as many as it
// reports; its text holds every unit's id once and every starting hex; on
// each page the hexes of a column run in order.
func TestPrintCompactSetupSheet(t *testing.T) {
	endToEnd(t)
	browser := printTools(t)
	dir := t.TempDir()
	html := filepath.Join(dir, "compact.html")
	r := bfgdata(t, dir, "render", "setup", "--edition", "1994", "--scenario", "historical", "--compact", "--out", html)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	pdf := printPDF(t, browser, html)
	pages, size := pdfPages(t, pdf)
	if pages > 4 || pages != reportedPages(t, r.stderr) || !letterSize.is(size) {
		t.Fatalf("%d pages of %s (reported %d); want at most 4 of Letter", pages, size, reportedPages(t, r.stderr))
	}
	count := tokens(runTool(t, "pdftotext", pdf, "-"))
	units := setupCSV(t, "1994", "historical")
	if len(units) != 119 {
		t.Fatalf("%d units, want 119", len(units))
	}
	for _, u := range units {
		if n := count["#"+u[0]]; n != 1 {
			t.Errorf("unit %s: its id is in the PDF's text %d times", u[0], n)
		}
		if u[7] != "" && count[u[7]] < 1 {
			t.Errorf("unit %s: its hex %s is not in the PDF's text", u[0], u[7])
		}
		if u[8] == "courland" && count["Courland"] < 4 {
			t.Errorf("unit %s: its zone is not named", u[0])
		}
	}
	hexID := regexp.MustCompile(`^\d{4}$`)
	lines := 0
	for page := 1; page <= pages; page++ {
		words := pdfWords(t, pdf, page, page)
		for _, col := range []func(w word) bool{
			func(w word) bool { return w.left < letterSize.w/2 },
			func(w word) bool { return w.left >= letterSize.w/2 },
		} {
			var hexes []word
			for _, w := range words {
				// a hex starts its line, in the place column's bold
				if hexID.MatchString(w.text) && col(w) && (w.left < 50 || (w.left > letterSize.w/2 && w.left < letterSize.w/2+25)) {
					hexes = append(hexes, w)
				}
			}
			slices.SortFunc(hexes, func(a, b word) int { return cmp.Compare(a.top, b.top) })
			lines += len(hexes)
			for i := 1; i < len(hexes); i++ {
				// a force's heading starts the order again
				if hexes[i].text < hexes[i-1].text && hexes[i].top-hexes[i-1].top < 30 {
					t.Errorf("page %d: hex %s listed under %s", page, hexes[i].text, hexes[i-1].text)
				}
			}
		}
	}
	if onMap := 119 - 4; lines != onMap {
		t.Errorf("%d lines start with a hex, want one per unit in a hex (%d)", lines, onMap)
	}
}

// rowsOf groups words by line: words whose tops are within half a point.
func rowsOf(words []word) [][]word {
	var rows [][]word
	for _, w := range words {
		placed := false
		for i := range rows {
			if rows[i][0].page == w.page && math.Abs(rows[i][0].top-w.top) < 0.5 {
				rows[i] = append(rows[i], w)
				placed = true
				break
			}
		}
		if !placed {
			rows = append(rows, []word{w})
		}
	}
	return rows
}

// The counter sheets print every piece on the paper asked for, and the
// counters measure their size on paper: the values of neighbouring
// counters in a row stand one counter apart.
func TestPrintCounterSheets(t *testing.T) {
	endToEnd(t)
	browser := printTools(t)
	dir := t.TempDir()
	stats := regexp.MustCompile(`^\d+-\d+-\d+$`)
	for _, tt := range []struct {
		edition, size, paper string
		pageSize             paperSize
		pitch                float64 // points
	}{
		{"1994", "0.5in", "letter", letterSize, 36},
		{"1975", "5/8in", "a4", a4Size, 45},
	} {
		t.Run(tt.edition, func(t *testing.T) {
			html := filepath.Join(dir, "counters-"+tt.edition+".html")
			r := bfgdata(t, dir, "render", "counters", "--edition", tt.edition, "--size", tt.size, "--paper", tt.paper, "--out", html)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			pdf := printPDF(t, browser, html)
			pages, size := pdfPages(t, pdf)
			if pages != reportedPages(t, r.stderr) || !tt.pageSize.is(size) {
				t.Errorf("%d pages of %s; reported %d, want %s", pages, size, reportedPages(t, r.stderr), tt.pageSize.name)
			}
			var values []word
			for _, w := range pdfWords(t, pdf, 1, pages) {
				if stats.MatchString(w.text) {
					values = append(values, w)
				}
			}
			// values of neighbours that touch read as one word and are
			// left out: what is measured stands a whole number of counters
			// apart, and most pairs are next to each other
			gaps := 0
			for _, row := range rowsOf(values) {
				slices.SortFunc(row, func(a, b word) int { return cmp.Compare(a.left, b.left) })
				for i := 1; i < len(row); i++ {
					gap := row[i].centreX() - row[i-1].centreX()
					k := math.Round(gap / tt.pitch)
					if k < 1 || math.Abs(gap-k*tt.pitch) > 0.3 {
						t.Errorf("page %d: counters %.2f pt apart, want a multiple of %.0f", row[i].page, gap, tt.pitch)
					}
					if k == 1 {
						gaps++
					}
				}
			}
			if gaps < 20 {
				t.Errorf("only %d neighbouring counters measured", gaps)
			}
		})
	}
}

// The 1994 map at 0.75 in on Letter prints to 13 pages, the count the
// layout predicts: the assembly key and 3 rows by 4 columns. Neighbouring
// hexes stand 0.75 in apart on paper, and a hex on the band two pages
// share stands in the same place relative to the band's targets on both.
func TestPrintMapPages(t *testing.T) {
	endToEnd(t)
	browser := printTools(t)
	dir := t.TempDir()
	html := filepath.Join(dir, "map.html")
	r := bfgdata(t, dir, "render", "map", "--edition", "1994", "--scenario", "historical", "--pages", "letter", "--out", html)
	if r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	pdf := printPDF(t, browser, html)
	pages, size := pdfPages(t, pdf)
	if pages != 13 || reportedPages(t, r.stderr) != 13 || !letterSize.is(size) {
		t.Fatalf("%d pages of %s (reported %d); the layout predicts 13 of Letter", pages, size, reportedPages(t, r.stderr))
	}
	words := pdfWords(t, pdf, 2, 13)
	// a hex id: rows 01 to 39, columns 01 to 26 (not a year in the legend)
	hexID := regexp.MustCompile(`^([0-2]\d|3[0-9])(0[1-9]|1\d|2[0-6])$`)
	// hex ids of one row, side by side: 0.75 in = 54 pt between neighbours
	measured := 0
	for _, row := range rowsOf(words) {
		byCol := map[int]word{}
		for _, w := range row {
			if hexID.MatchString(w.text) {
				byCol[atoi(w.text[2:])] = w
			}
		}
		for col, w := range byCol {
			if next, ok := byCol[col+1]; ok && next.text[:2] == w.text[:2] {
				if gap := next.centreX() - w.centreX(); math.Abs(gap-54) > 0.3 {
					t.Errorf("page %d: hexes %s and %s are %.2f pt apart, want 54", w.page, w.text, next.text, gap)
				}
				measured++
			}
		}
	}
	if measured < 100 {
		t.Errorf("only %d pairs of neighbouring hexes measured", measured)
	}
	// pages 2 and 3 are A1 and A2; their band's middle target is A1/A2-2
	onPage := func(page int, text string) (word, bool) {
		for _, w := range words {
			if w.page == page && w.text == text {
				return w, true
			}
		}
		return word{}, false
	}
	for _, band := range []struct {
		a, b int
		mark string
	}{{2, 3, "A1/A2-2"}, {7, 8, "B2/B3-2"}, {6, 7, "B1/B2-2"}} { // across a band 0.5 in wide, hex ids fall on both pages
		ma, okA := onPage(band.a, band.mark)
		mb, okB := onPage(band.b, band.mark)
		if !okA || !okB {
			t.Errorf("target %s is not on pages %d and %d", band.mark, band.a, band.b)
			continue
		}
		shared := 0
		for _, w := range words {
			if w.page != band.a || !hexID.MatchString(w.text) {
				continue
			}
			other, ok := onPage(band.b, w.text)
			if !ok {
				continue
			}
			dx := (w.left - ma.left) - (other.left - mb.left)
			dy := (w.top - ma.top) - (other.top - mb.top)
			if math.Hypot(dx, dy) > 0.5 {
				t.Errorf("hex %s: %.2f,%.2f pt off between pages %d and %d", w.text, dx, dy, band.a, band.b)
			}
			shared++
		}
		if shared < 5 {
			t.Errorf("pages %d and %d share %d hex ids; the band should hold more", band.a, band.b, shared)
		}
	}
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
