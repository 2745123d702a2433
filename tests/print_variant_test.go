package tests

import (
	"bytes"
	"encoding/json"
	"errors"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// boxWord is a word pdftotext -bbox found: its page, its box in points
// from the page's top left, and the page's size.
type boxWord struct {
	page                   int
	xMin, yMin, xMax, yMax float64
	pageW, pageH           float64
	text                   string
}

var (
	bboxPage = regexp.MustCompile(`<page width="([0-9.]+)" height="([0-9.]+)">`)
	bboxWord = regexp.MustCompile(`<word xMin="([0-9.-]+)" yMin="([0-9.-]+)" xMax="([0-9.-]+)" yMax="([0-9.-]+)">(.*)</word>`)
)

// bboxWords reads every word of a PDF with its box (pdftotext -bbox), in
// pdftotext's reading order.
func bboxWords(t *testing.T, pdf string) []boxWord {
	t.Helper()
	out := runTool(t, "pdftotext", "-bbox", pdf, "-")
	var words []boxWord
	page, w, h := 0, 0.0, 0.0
	num := func(s string) float64 { v, _ := strconv.ParseFloat(s, 64); return v }
	for _, line := range strings.Split(out, "\n") {
		if m := bboxPage.FindStringSubmatch(line); m != nil {
			page, w, h = page+1, num(m[1]), num(m[2])
			continue
		}
		if m := bboxWord.FindStringSubmatch(line); m != nil {
			words = append(words, boxWord{page, num(m[1]), num(m[2]), num(m[3]), num(m[4]), w, h, html.UnescapeString(m[5])})
		}
	}
	if len(words) == 0 {
		t.Fatalf("pdftotext -bbox read no words from %s", pdf)
	}
	return words
}

// phrase finds the words of text, one after another in reading order, on
// page, from word from on, and returns the index of its first word.
func phrase(words []boxWord, page, from int, text string) (int, bool) {
	want := strings.Fields(text)
	for i := from; i+len(want) <= len(words); i++ {
		ok := true
		for k, f := range want {
			if words[i+k].page != page || words[i+k].text != f {
				ok = false
				break
			}
		}
		if ok {
			return i, true
		}
	}
	return 0, false
}

// runIn runs the built binary in dir with stdin.
func runIn(t *testing.T, dir, stdin string, args ...string) result {
	t.Helper()
	cmd := exec.Command(endToEnd(t), args...)
	cmd.Dir, cmd.Stdin = dir, strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	var ee *exec.ExitError
	switch {
	case errors.As(err, &ee):
		return result{ee.ExitCode(), out.String(), errb.String()}
	case err != nil:
		t.Fatal(err)
	}
	return result{0, out.String(), errb.String()}
}

// editJSON changes a scenario file as an author does by hand.
func editJSON(t *testing.T, path string, edit func(doc map[string]any)) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	edit(doc)
	if b, err = json.MarshalIndent(doc, "", "  "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A variant's setup sheet, printed by Chromium, says on its first page
// who made the variant, everything it changes and the rules it plays by,
// in that order, and nothing of any page is cut off at its edge: checked
// on the PDF, where the browser's layout, not the HTML, decides.
func TestPrintVariantSetupSheet(t *testing.T) {
	endToEnd(t)
	browser := printTools(t)
	dir := t.TempDir()
	must := func(r result) {
		t.Helper()
		if r.code != 0 {
			t.Fatalf("exit %d: %s%s", r.code, r.stdout, r.stderr)
		}
	}
	must(bfgdata(t, dir, "new", "scenario", "--edition", "1994", "--id", "spring-variant", "--name", "Editor Variant: Spring Thaw",
		"--from", "historical", "--author", "Anna Autorin", "--dir", "my-1994"))
	// five units moved and one set aside from the command line, the
	// turns and a rule of the author's own by hand
	moves := "1-balt 3525\n1-belo 2625\n1-ukr 2225\n2-ukr 1423\n1-gds 1925\n13-us aside held back for the spring\n"
	must(runIn(t, dir, moves, "move", "-", "--scenario", "spring-variant", "--dir", "my-1994", "--force"))
	editJSON(t, filepath.Join(dir, "my-1994", "scenarios", "spring-variant.json"), func(doc map[string]any) {
		turns := doc["turns"].(map[string]any)
		turns["first"], turns["last"], turns["src"] = 2, 9, "author"
		doc["specialRules"] = append(doc["specialRules"].([]any), map[string]any{
			"id": "mud-season", "rule": "V1", "summary": "Every unit moves at half its allowance on turn 2.", "src": "author"})
	})
	must(bfgdata(t, dir, "--data", "my-1994", "check", "--scenario", "spring-variant"))

	for _, sheet := range []struct {
		name string
		args []string
	}{
		{"sheet", []string{"render", "setup"}},
		{"compact", []string{"render", "setup", "--compact"}},
		{"counters", []string{"render", "counters"}},
	} {
		t.Run(sheet.name, func(t *testing.T) {
			html := filepath.Join(dir, sheet.name+".html")
			args := append([]string{"--data", "my-1994"}, sheet.args...)
			must(bfgdata(t, dir, append(args, "--scenario", "spring-variant", "--out", html)...))
			pdf := printPDF(t, browser, html)
			words := bboxWords(t, pdf)
			noneClipped(t, words)
			switch sheet.name {
			case "sheet":
				firstPageInOrder(t, words)
				asideOnForcePage(t, words, "13-us")
			case "compact":
				headingsClear(t, words)
			}
		})
	}
}

// asideOnForcePage checks that a unit set aside is listed on its force's
// pages (after the cover), under "Set aside", with why.
func asideOnForcePage(t *testing.T, words []boxWord, id string) {
	t.Helper()
	for _, w := range words {
		if w.page > 1 && w.text == "#"+id {
			if _, ok := phrase(words, w.page, 0, "Set aside"); !ok {
				t.Errorf("%s is on page %d, which has no Set aside heading", id, w.page)
			}
			if _, ok := phrase(words, w.page, 0, id+": held back"); !ok {
				t.Errorf("page %d lists %s without why it is set aside", w.page, id)
			}
			return
		}
	}
	t.Errorf("no force page lists #%s, which the scenario sets aside", id)
}

// headingsClear checks that on each page of a compact sheet the heading
// (the player, and the line under it) stands above the columns' heads,
// clear of the rule between them.
func headingsClear(t *testing.T, words []boxWord) {
	t.Helper()
	for page := 1; page <= words[len(words)-1].page; page++ {
		head, ok := phrase(words, page, 0, "Hex Id")
		if !ok {
			t.Errorf("page %d has no column heads", page)
			continue
		}
		for _, w := range words[:head] {
			if w.page == page && w.yMax > words[head].yMin-3 {
				t.Errorf("page %d: %q of the heading reaches %.1f pt, into the rule above the column heads at %.1f pt", page, w.text, w.yMax, words[head].yMin)
			}
		}
	}
}

// firstPageInOrder checks that page 1 names the author, then lists every
// change from the base, then starts the special rules with the
// rulebook's; the author's own rule is listed among them (on whatever
// page the list reaches), numbered in the author's namespace and marked
// as the author's, never printed as a rule of the rulebook.
func firstPageInOrder(t *testing.T, words []boxWord) {
	t.Helper()
	at := 0
	for _, want := range []string{
		"Author Anna Autorin",
		"Changes from",
		"turns 1–10 → 2–9",
		"special rule added: V1 Mud season",
		"1-balt 3524 → 3525",
		"1-belo 2624 → 2625",
		"1-ukr 2224 → 2225",
		"2-ukr 1422 → 1423",
		"1-gds 1926 → 1925",
		"set aside 13-us",
		"Special rules",
		"12.2 Hitler west offensive:",
	} {
		i, ok := phrase(words, 1, at, want)
		if !ok {
			t.Errorf("page 1 does not say %q after %q", want, words[at].text)
			continue
		}
		if words[i].yMin < words[at].yMin-1 {
			t.Errorf("%q stands above %q on page 1", want, words[at].text)
		}
		at = i
	}
	own := "V1 Mud season (the author's rule):"
	for page := 1; page <= words[len(words)-1].page; page++ {
		if i, ok := phrase(words, page, 0, own); ok {
			if page > 1 && words[i].yMin > words[i].pageH/3 {
				t.Errorf("the author's rule stands on page %d, well below the top: the list of rules is broken up", page)
			}
			t.Logf("the author's rule %q is on page %d", own, page)
			return
		}
	}
	t.Errorf("no page lists the author's rule as %q", own)
}

// noneClipped checks that every word of every page lies inside the page,
// with a margin a printer keeps (0.2 in): a word past it is cut off on
// paper.
func noneClipped(t *testing.T, words []boxWord) {
	t.Helper()
	const margin = 14.4
	bad := 0
	for _, w := range words {
		if w.xMin < margin || w.yMin < margin || w.xMax > w.pageW-margin || w.yMax > w.pageH-margin {
			if bad++; bad <= 5 {
				t.Errorf("page %d: %q at %.1f,%.1f-%.1f,%.1f is cut off the %.0f×%.0f pt page", w.page, w.text, w.xMin, w.yMin, w.xMax, w.yMax, w.pageW, w.pageH)
			}
		}
	}
}
