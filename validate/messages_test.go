package validate

import (
	"bytes"
	"flag"
	"github.com/bfgdata/bfgdata/internal/golden"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata")

// TestSchemaMessagesGolden pins the messages an author reads for the
// mistakes authors make, each in the mini edition's scenario meeting (or
// east-front): every line of the edition's report goes to a golden file
// (testdata/messages/<case>.txt; -update rewrites them), and none may show
// a regular expression, a schema keyword or a Go type.
func TestSchemaMessagesGolden(t *testing.T) {
	v := newValidator(t)
	replace := func(file, old, new string) func(dir string) {
		return func(dir string) {
			p := filepath.Join(dir, file)
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Contains(b, []byte(old)) {
				t.Fatalf("%s holds no %q", file, old)
			}
			if err := os.WriteFile(p, bytes.Replace(b, []byte(old), []byte(new), 1), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	meeting, eastFront := "scenarios/meeting.json", "scenarios/east-front.json"
	cases := []struct {
		name string
		edit func(dir string)
	}{
		{"empty-setup", func(dir string) {
			// The setup and setupFrom both gone, as an import of an empty
			// sheet leaves them; and an empty list.
			p := filepath.Join(dir, eastFront)
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			i := bytes.Index(b, []byte(`  "setup": [`))
			j := bytes.Index(b, []byte(`  "sources": [`))
			if i < 0 || j < i {
				t.Fatal("east-front.json has no setup before its sources")
			}
			if err := os.WriteFile(p, append(b[:i:i], b[j:]...), 0o644); err != nil {
				t.Fatal(err)
			}
			p = filepath.Join(dir, meeting)
			b, _ = os.ReadFile(p)
			i = bytes.Index(b, []byte(`"setup": [`))
			j = bytes.Index(b, []byte(`  "sources": [`))
			if err := os.WriteFile(p, append(append(b[:i:i], "\"setup\": [],\n"...), b[j:]...), 0o644); err != nil {
				t.Fatal(err)
			}
		}},
		{"empty-source", replace(meeting, `"hex": "0201",
      "stats": "6-6-7",
      "src": "deluxe-2020"`, `"hex": "0201",
      "stats": "6-6-7",
      "src": ""`)},
		{"unknown-rule-code", replace("edition.json", `"stacking.over-limit": `, `"stacking.overlimit": `)},
		{"wrong-rule", replace(meeting, `"rule": "12.0"`, `"rule": "rule twelve"`)},
		{"hex-not-an-id", replace(meeting, `"hex": "0204"`, `"hex": "02o4"`)},
		{"unknown-counter", replace(meeting, `"counter": "7-us"`, `"counter": "7-usa"`)},
		{"wrong-kinds", func(dir string) {
			replace(meeting, `"players": 2`, `"players": "2"`)(dir)
			replace(meeting, `"first": 1`, `"first": 0`)(dir)
			replace(meeting, `"last": 3`, `"last": "3"`)(dir)
			replace(meeting, `"kind": "victory-points"`, `"kind": "points"`)(dir)
		}},
		{"placement-shape", func(dir string) {
			replace(meeting, `"zone": "pocket"`, `"zone": "pocket", "box": "dead"`)(dir)
			replace(meeting, `"counter": "67",
      "hex": "0102"`, `"counter": "67", "colour": "red"`)(dir)
			replace(meeting, `"name": "Meeting",`, ``)(dir)
		}},
		{"other-files", func(dir string) {
			replace("trt.json", `"start": "1944-12-16"`, `"start": "16 Dec 1944"`)(dir)
			replace("map.json", `"0101": {
      "terrain": "broken"`, `"01o1": {
      "terrain": 5`)(dir)
			replace("counters.json", `"attack": 8`, `"attack": -1`)(dir)
			replace("counters.json", `"ss": false`, `"ss": "no"`)(dir)
			replace("counters.json", `"force": "soviet"`, `"force": "sovet"`)(dir)
		}},
		{"lists", func(dir string) {
			replace(meeting, `"hostile": [
    [
      "soviet",
      "east-german"
    ],`, `"hostile": [
    [
      "soviet",
      "east-german",
      "west-german"
    ],`)(dir)
			replace(meeting, `"last": 3,`, ``)(dir)
		}},
		{"both-setups", replace(meeting, `"setup": [`, `"setupFrom": "east-front", "setup": [`)},
	}
	program := regexp.MustCompile(`\^|\$'|\[0-9|oneOf|anyOf|additionalProperties|model\.|missing properties|expected \w+, but got`)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := miniEdition(t, "")
			tc.edit(dir)
			rep := v.Editions(os.DirFS(filepath.Dir(dir)), []string{filepath.Base(dir)}, "mini", Options{})
			var buf bytes.Buffer
			if err := rep.WriteText(&buf); err != nil {
				t.Fatal(err)
			}
			got := strings.ReplaceAll(buf.String(), "mini/"+filepath.Base(dir)+"/", "")
			for _, line := range strings.Split(got, "\n") {
				if program.MatchString(line) {
					t.Errorf("a message in the program's words: %s", line)
				}
			}
			golden.Check(t, filepath.Join("testdata", "messages", tc.name+".txt"), got, *update)
		})
	}
}
