package tests

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// The author's journey of issue 21, played in each path an author has: a
// variant of the 1994 Historical scenario with five West German units
// moved, made with the CLI, a workbook saved by LibreOffice, a setup CSV
// and the editor in Chromium. Each path ends where an author would: the
// scenario checks legal, the moved units cite the author, the others keep
// their rulebook source, and the setup sheet says it is a variant.

// journeyMove is one of the five moves of the variant: a West German unit
// of Historical from its hex to an empty clear hex next to it, where
// nothing of the setup rules forbids it (check says so below).
type journeyMove struct{ counter, from, to string }

var journeyMoves = []journeyMove{
	{"63", "1506", "1507"},
	{"64", "1606", "1607"},
	{"73", "0712", "0811"},
	{"75", "0609", "0709"},
	{"14", "0611", "0710"},
}

// rulebookSource is what Historical's placements cite.
const rulebookSource = "deluxe-2020"

// must runs the binary and fails, showing what it said, unless it exits 0.
func must(t *testing.T, dir string, args ...string) result {
	t.Helper()
	r := bfgdata(t, dir, args...)
	if r.code != 0 {
		t.Fatalf("bfgdata %s: exit %d\nstdout:\n%.3000s\nstderr:\n%.3000s", strings.Join(args, " "), r.code, r.stdout, r.stderr)
	}
	return r
}

// editionFolder is where a path's edition lives: a folder of editions
// (root, for --data) holding the edition 1994 the author builds.
func editionFolder(t *testing.T) (work, root, ed string) {
	work = t.TempDir()
	root = filepath.Join(work, "editions")
	return work, root, filepath.Join(root, "1994")
}

// readScenario reads a scenario file the author's folder holds.
func readScenario(t *testing.T, ed, id string) model.Scenario {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(ed, "scenarios", id+".json"))
	if err != nil {
		t.Fatalf("scenario %s: %v", id, err)
	}
	var s model.Scenario
	if err := json.Unmarshal(b, &s); err != nil {
		t.Fatalf("scenario %s: %v", id, err)
	}
	return s
}

// listed says whether edition.json lists the scenario's file.
func listed(t *testing.T, ed, id string) bool {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(ed, "edition.json"))
	if err != nil {
		t.Fatal(err)
	}
	return strings.Contains(string(b), `"scenarios/`+id+`.json"`)
}

// checkLegal runs bfgdata check on the author's scenario.
func checkLegal(t *testing.T, work, root, id string) {
	t.Helper()
	r := must(t, work, "--data", root, "check", "--edition", "1994", "--scenario", id)
	if !strings.Contains(r.stdout, "setup legal") {
		t.Errorf("check of %s: %q, want a legal setup", id, r.stdout)
	}
}

// checkCites checks the provenance of a variant: the moved placements are
// where the moves put them and cite the author, every other placement
// cites the rulebook as Historical does.
func checkCites(t *testing.T, s model.Scenario, moves []journeyMove) {
	t.Helper()
	if _, ok := s.Sources.Find(model.AuthorSourceID); !ok {
		t.Errorf("scenario %s has no %q source", s.ID, model.AuthorSourceID)
	}
	moved := map[string]string{}
	for _, m := range moves {
		moved[m.counter] = m.to
	}
	seen := map[string]bool{}
	for _, p := range s.Setup {
		to, ok := moved[p.Counter]
		switch {
		case ok:
			seen[p.Counter] = true
			if p.Where() != to || p.Src != model.AuthorSourceID {
				t.Errorf("moved %s: in %s citing %q, want %s citing %q", p.Counter, p.Where(), p.Src, to, model.AuthorSourceID)
			}
		case p.Src != rulebookSource:
			t.Errorf("%s was not moved but cites %q, want %q", p.Counter, p.Src, rulebookSource)
		}
	}
	for _, m := range moves {
		if !seen[m.counter] {
			t.Errorf("moved %s is not in the setup of %s", m.counter, s.ID)
		}
	}
}

// sheetText is the words of an HTML setup sheet as a reader sees them:
// no styles, drawings or tags, entities decoded, spaces collapsed.
func sheetText(t *testing.T, file string) string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	s := regexp.MustCompile(`(?s)<style.*?</style>|<svg.*?</svg>|<script.*?</script>`).ReplaceAllString(string(b), " ")
	s = html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(s, " "))
	return strings.Join(strings.Fields(s), " ")
}

// checkSheet renders the variant's setup sheet, full and compact, and
// reads that it is a variant of Historical by the author and lists the
// moves (a copy with none lists no changes).
func checkSheet(t *testing.T, work, root, id string, moves []journeyMove) {
	t.Helper()
	must(t, work, "--data", root, "render", "setup", "--edition", "1994", "--scenario", id, "--out", id+".html")
	text := sheetText(t, filepath.Join(work, id+".html"))
	wants := []string{"Variant of Historical Scenario", "Author not named"} // no path of this journey names one
	if len(moves) > 0 {
		wants = append(wants, "Changes from Historical Scenario")
	}
	for _, want := range wants {
		if !strings.Contains(text, want) {
			t.Errorf("the setup sheet of %s does not say %q", id, want)
		}
	}
	for _, m := range moves {
		if want := fmt.Sprintf("%s %s → %s", m.counter, m.from, m.to); !strings.Contains(text, want) {
			t.Errorf("the setup sheet of %s does not list the move %q", id, want)
		}
	}
	if t.Failed() {
		i := strings.Index(text, "Setup source")
		t.Logf("the sheet's cover says: %.1200s", text[max(i, 0):])
	}
	must(t, work, "--data", root, "render", "setup", "--compact", "--edition", "1994", "--scenario", id, "--out", id+"-compact.html")
	compact := sheetText(t, filepath.Join(work, id+"-compact.html"))
	for _, m := range moves {
		if !regexp.MustCompile(`\b` + m.to + `\b`).MatchString(compact) {
			t.Errorf("the compact sheet of %s does not show hex %s of %s", id, m.to, m.counter)
		}
	}
}

// TestAuthorJourney plays issue 21's journey in each path.
func TestAuthorJourney(t *testing.T) {
	endToEnd(t)
	t.Run("cli", journeyCLI)
	t.Run("workbook", journeyWorkbook)
	t.Run("csv", journeyCSV)
	t.Run("editor", journeyEditor)
}

// journeyCLI: two scenarios made with bfgdata new scenario into one
// folder; the second keeps the first.
func journeyCLI(t *testing.T) {
	work, root, ed := editionFolder(t)
	for _, s := range []struct{ id, name string }{{"alpha", "Alpha"}, {"beta", "Beta"}} {
		r := must(t, work, "new", "scenario", "--edition", "1994", "--id", s.id, "--name", s.name, "--from", "historical", "--dir", ed)
		if removes(r) {
			t.Errorf("new scenario %s removes something:\n%s%s", s.id, r.stdout, r.stderr)
		}
	}
	for _, id := range []string{"alpha", "beta"} {
		if !listed(t, ed, id) {
			t.Errorf("edition.json does not list %s after both were made", id)
		}
		s := readScenario(t, ed, id)
		if _, ok := s.Sources.Find(model.AuthorSourceID); !ok {
			t.Errorf("new scenario %s has no author source", id)
		}
		checkLegal(t, work, root, id)
	}
	// a copy of Historical as it is: a variant with no changes yet
	checkSheet(t, work, root, "alpha", nil)
	// the same again is refused or changes nothing: alpha is the author's
	r := bfgdata(t, work, "new", "scenario", "--edition", "1994", "--id", "alpha", "--name", "Again", "--dir", ed)
	if s := readScenario(t, ed, "alpha"); s.Name != "Alpha" {
		t.Errorf("a second new scenario alpha replaced the first (exit %d): name %q\n%s", r.code, s.Name, r.stderr)
	}
}

// csvRows reads a setup CSV as bfgdata setup --format csv writes it.
func csvRows(t *testing.T, text string) [][]string {
	t.Helper()
	r := csv.NewReader(strings.NewReader(text))
	r.FieldsPerRecord = -1
	rows, err := r.ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}

func writeCSV(t *testing.T, file string, rows [][]string) {
	t.Helper()
	var b strings.Builder
	w := csv.NewWriter(&b)
	if err := w.WriteAll(rows); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// columnOf is the index of a header in the first row.
func columnOf(t *testing.T, rows [][]string, name string) int {
	t.Helper()
	i := slices.Index(rows[0], name)
	if i < 0 {
		t.Fatalf("no column %q in %q", name, rows[0])
	}
	return i
}

// journeyCSV: Historical's setup as CSV, five rows moved and illegal
// rows added, imported as a new scenario: every problem in one pass with
// its line and column; fixed, it imports, checks legal and cites the
// author.
func journeyCSV(t *testing.T) {
	work, root, ed := editionFolder(t)
	rows := csvRows(t, must(t, work, "setup", "--edition", "1994", "--scenario", "historical", "--format", "csv").stdout)
	counter, hex := columnOf(t, rows, "counter"), columnOf(t, rows, "hex")
	lineOf := map[string]int{}
	for i, r := range rows {
		lineOf[r[counter]] = i + 1
	}
	for _, m := range journeyMoves {
		r := rows[lineOf[m.counter]-1]
		if r[hex] != m.from {
			t.Fatalf("Historical's CSV has %s in %q, the journey moves it from %s", m.counter, r[hex], m.from)
		}
		r[hex] = m.to
	}
	good := clone2(rows)

	// the illegal placements: an over-stacked hex (13-ss into 2005, which
	// holds 1-ss and 2-ss), an off-map hex, an unknown counter on a line
	// of its own and a date typed in a hex cell, all reported by one
	// import.
	args := []string{"import", "csv", "gamma.csv", "--edition", "1994", "--scenario", "historical", "--id", "gamma", "--name", "Gamma", "--dir", ed}
	bad := clone2(good)
	bad[lineOf["13-ss"]-1][hex] = "2005"
	bad[lineOf["74"]-1][hex] = "9950"
	bad[lineOf["67"]-1][hex] = "12/1/46"
	unknown := slices.Clone(bad[lineOf["12-ss"]-1])
	unknown[counter], unknown[hex] = "12-sss", "2403"
	bad = append(bad, unknown)
	writeCSV(t, filepath.Join(work, "gamma.csv"), bad)
	r := bfgdata(t, work, args...)
	if r.code != 1 {
		t.Fatalf("import of the CSV with illegal rows: exit %d, want 1\n%s", r.code, r.stderr)
	}
	t.Logf("one import of the CSV with illegal rows says:\n%s", r.stderr)
	for _, w := range []struct{ what, at, says string }{
		// the unit the author moved in, not the last of the hex in the file
		{"the over-stacked hex", fmt.Sprintf("gamma.csv:%d:%d:", lineOf["13-ss"], hexColumn(rows[lineOf["13-ss"]-1], hex)), "13-ss is one too many"},
		{"the off-map hex", fmt.Sprintf("gamma.csv:%d:%d:", lineOf["74"], hexColumn(rows[lineOf["74"]-1], hex)), "9950"},
		{"the unknown counter", fmt.Sprintf("gamma.csv:%d:1:", len(bad)), `did you mean "12-ss"`},
		{"the date in a hex cell", fmt.Sprintf("gamma.csv:%d:%d:", lineOf["67"], hexColumn(rows[lineOf["67"]-1], hex)), "a date (12/1/46) where a hex id like 2105 is wanted"},
	} {
		if !lineWith(r.stderr, w.at, w.says) {
			t.Errorf("one import does not report %s at %s (%s); it said:\n%s", w.what, w.at, w.says, r.stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(ed, "scenarios", "gamma.json")); err == nil {
		t.Fatal("an import with errors wrote the scenario")
	}

	writeCSV(t, filepath.Join(work, "gamma.csv"), good)
	must(t, work, args...)
	if !listed(t, ed, "gamma") {
		t.Error("edition.json does not list gamma")
	}
	checkLegal(t, work, root, "gamma")
	checkCites(t, readScenario(t, ed, "gamma"), journeyMoves)
	checkSheet(t, work, root, "gamma", journeyMoves)
}

// hexColumn is the column, counted in bytes from 1, where a CSV line
// written by encoding/csv holds its hex cell (no cell before it is quoted).
func hexColumn(row []string, hex int) int {
	return len(strings.Join(row[:hex], ",")) + 2
}

// removes says whether a command's list of changed files removes one.
func removes(r result) bool {
	for _, l := range strings.Split(r.stdout+r.stderr, "\n") {
		if strings.HasPrefix(l, "remove") {
			return true
		}
	}
	return false
}

// lineWith says whether one line of out holds all the parts.
func lineWith(out string, parts ...string) bool {
	for _, l := range strings.Split(out, "\n") {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(l, p)
		}
		if ok {
			return true
		}
	}
	return false
}

func clone2(rows [][]string) [][]string {
	out := make([][]string, len(rows))
	for i, r := range rows {
		out[i] = slices.Clone(r)
	}
	return out
}
