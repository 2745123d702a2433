package tests

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"unicode/utf16"

	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// The project's own bad-input suite: every command and every data file
// kind, fed what a careless or hostile user might give it. Each case says
// the exit status and the diagnostic code (or message) it expects; none may
// print a stack trace, and none may leave a partial output file.

// dataCase breaks one file of a copy of the mini edition of ../testdata
// (see its README): the suite's edits are made on a small edition of its
// own, so that an edit of the bundled data never moves them.
type dataCase struct {
	name, file string
	// edit changes the file's bytes; old/new is the common string edit.
	old, new string
	edit     func([]byte) []byte
	code     string // the diagnostic code validate must report
}

func replaceOnce(old, new string) func([]byte) []byte {
	return func(b []byte) []byte { return bytes.Replace(b, []byte(old), []byte(new), 1) }
}

func toUTF16(b []byte) []byte {
	u := utf16.Encode([]rune(string(b)))
	out := []byte{0xFF, 0xFE}
	for _, c := range u {
		out = append(out, byte(c), byte(c>>8))
	}
	return out
}

var dataFiles = []string{"edition.json", "counters.json", "map.json", "crt.json", "tec.json", "trt.json", "scenarios/meeting.json"}

func dataCases() []dataCase {
	var cs []dataCase
	// Syntax and encodings, on every kind of file.
	for _, f := range dataFiles {
		cs = append(cs,
			dataCase{name: f + " cut short", file: f, edit: func(b []byte) []byte { return b[:len(b)/2] }, code: "json.syntax"},
			dataCase{name: f + " trailing comma", file: f, edit: func(b []byte) []byte { return bytes.Replace(b, []byte("\n}"), []byte(",\n}"), 1) }, code: "json.syntax"},
			dataCase{name: f + " trailing data", file: f, edit: func(b []byte) []byte { return append(b, []byte("{\"more\": 1}\n")...) }, code: "json.trailing-data"},
			dataCase{name: f + " empty", file: f, edit: func([]byte) []byte { return nil }, code: "json.empty"},
			dataCase{name: f + " an array", file: f, edit: func([]byte) []byte { return []byte("[]\n") }, code: "json.not-object"},
			dataCase{name: f + " byte order mark", file: f, edit: func(b []byte) []byte { return append([]byte{0xEF, 0xBB, 0xBF}, b...) }, code: "json.encoding"},
			dataCase{name: f + " UTF-16", file: f, edit: toUTF16, code: "json.encoding"},
			dataCase{name: f + " invalid UTF-8", file: f, edit: replaceOnce(`"$schema": "`, "\"$schema\": \"\xff"), code: "json.encoding"},
			dataCase{name: f + " nested too deep", file: f, edit: func(b []byte) []byte {
				return bytes.Replace(b, []byte("{"), []byte(`{"deep": `+strings.Repeat("[", jsonx.MaxDepth)+strings.Repeat("]", jsonx.MaxDepth)+`,`), 1)
			}, code: "json.too-deep"},
			dataCase{name: f + " a list too long", file: f, edit: func(b []byte) []byte {
				return bytes.Replace(b, []byte("{"), []byte(`{"long": [`+strings.Repeat("0,", jsonx.MaxEntries)+`0],`), 1)
			}, code: "json.too-long"},
			dataCase{name: f + " duplicate key", file: f, edit: replaceOnce(`"$schema": `, `"$schema": "x", "$schema": `), code: "json.duplicate-key"},
			dataCase{name: f + " unknown member", file: f, edit: replaceOnce(`"$schema": `, `"bogus": 1, "$schema": `), code: "schema.additional-properties"},
		)
	}
	cs = append(cs, []dataCase{
		// Types and ranges.
		{name: "die sides a string", file: "crt.json", old: `"sides": 6`, new: `"sides": "6"`, code: "schema.type"},
		{name: "a die of a billion sides", file: "crt.json", old: `"sides": 6`, new: `"sides": 999999999`, code: "schema.maximum"},
		{name: "a one-sided die", file: "crt.json", old: `"sides": 6`, new: `"sides": 1`, code: "schema.minimum"},
		{name: "rounding unknown", file: "crt.json", old: `"rounding": "defender"`, new: `"rounding": "nearest"`, code: "schema.enum"},
		{name: "odds column id", file: "crt.json", old: `"id": "1-4"`, new: `"id": "1:4"`, code: "schema.pattern"},
		{name: "result code undefined", file: "crt.json", old: `"code": "Ae"`, new: `"code": "Zz"`, code: "crt.result-unknown"},
		{name: "terrain cost negative", file: "tec.json", old: `"cost": 1`, new: `"cost": -1`, code: "schema.minimum"},
		{name: "terrain cost huge", file: "tec.json", old: `"cost": 1`, new: `"cost": 100000`, code: "schema.maximum"},
		{name: "multiplier a float", file: "tec.json", old: `"multiplier": 1`, new: `"multiplier": 1.5`, code: "schema.type"},
		{name: "duplicate TEC id", file: "tec.json", old: `"id": "clear"`, new: `"id": "broken"`, code: "tec.duplicate-id"},
		{name: "turn number skipped", file: "trt.json", old: `"turn": 1,`, new: `"turn": 2,`, code: "trt.turn-sequence"},
		{name: "turn number huge", file: "trt.json", old: `"turn": 1,`, new: `"turn": 1000,`, code: "schema.maximum"},
		{name: "a date that is not one", file: "trt.json", old: `"start": "1944-12-16"`, new: `"start": "1944-13-45"`, code: "trt.date"},
		{name: "replacements negative", file: "trt.json", old: `"units": 0`, new: `"units": -2`, code: "schema.minimum"},
		{name: "replacements huge", file: "trt.json", old: `"units": 0`, new: `"units": 5000`, code: "schema.maximum"},
		{name: "pieces miscounted", file: "counters.json", old: `"pieces": 9`, new: `"pieces": 8`, code: "counters.count"},
		{name: "pieces huge", file: "counters.json", old: `"pieces": 9`, new: `"pieces": 100000`, code: "schema.maximum"},
		{name: "german force unknown", file: "counters.json", old: `"germanForce": "printed"`, new: `"germanForce": "guessed"`, code: "schema.enum"},
		{name: "counter id twice", file: "counters.json", old: `"id": "2-belo"`, new: `"id": "1-belo"`, code: "counters.duplicate-id"},
		{name: "counter id not an id", file: "counters.json", old: `"id": "1-belo"`, new: `"id": "1 Belo"`, code: "schema.pattern"},
		{name: "attack a string", file: "counters.json", old: `"attack": 8,`, new: `"attack": "8",`, code: "schema.type"},
		{name: "nationality unknown", file: "counters.json", old: `"nationality": "soviet",`, new: `"nationality": "martian",`, code: "schema.enum"},
		{name: "edition id not an id", file: "edition.json", old: `"id": "mini"`, new: `"id": "mi ni"`, code: "schema.pattern"},
		{name: "rule ref to no code", file: "edition.json", old: `"stacking.over-limit": "6.1"`, new: `"stacking.overlimit": "6.1"`, code: "edition.rule-ref-unknown"},
		{name: "rule number malformed", file: "edition.json", old: `"stacking.over-limit": "6.1"`, new: `"stacking.over-limit": "6.1; 6"`, code: "schema.pattern"},
		{name: "edition lists a missing file", file: "edition.json", old: `"trt": "trt.json"`, new: `"trt": "nowhere.json"`, code: "file.missing"},
		{name: "edition lists a file outside", file: "edition.json", old: `"scenarios/meeting.json"`, new: `"scenarios/../../meeting.json"`, code: "edition.path-outside"},
		{name: "year a string", file: "edition.json", old: `"year": 1994`, new: `"year": "1994"`, code: "schema.type"},
		// References between files.
		{name: "unknown source", file: "tec.json", old: `"src": "deluxe-2020"`, new: `"src": "hearsay"`, code: "source.unknown"},
		{name: "unknown counter placed", file: "scenarios/meeting.json", old: `"counter": "67"`, new: `"counter": "99-lw"`, code: "setup.counter-unknown"},
		{name: "stats misprinted", file: "scenarios/meeting.json", old: `"stats": "3-5-4"`, new: `"stats": "3-6-4"`, code: "setup.stats-mismatch"},
		{name: "scenario turns off the track", file: "scenarios/meeting.json", old: `"last": 3,`, new: `"last": 17,`, code: "scenario.turns-off-track"},
		{name: "scenario turns past the schema", file: "scenarios/meeting.json", old: `"last": 3,`, new: `"last": 1000,`, code: "schema.maximum"},
		{name: "setupFrom to nowhere", file: "scenarios/rematch.json", old: `"setupFrom": "meeting"`, new: `"setupFrom": "hysterical"`, code: "scenario.setup-from-unknown"},
		{name: "setupFrom itself", file: "scenarios/rematch.json", old: `"setupFrom": "meeting"`, new: `"setupFrom": "rematch"`, code: "scenario.setup-from-self"},
		{name: "scenario id differs from file", file: "scenarios/meeting.json", old: `"id": "meeting"`, new: `"id": "meting"`, code: "scenario.id-file-mismatch"},
		{name: "effect unknown", file: "scenarios/rematch.json", old: `"specialRules": []`, new: `"specialRules": [{"id": "closed", "rule": "1.0", "summary": "Berlin is closed.", "effects": ["berlin-closed"]}]`, code: "schema.enum"},
		// The map.
		{name: "hexside between strangers", file: "map.json", old: `"0101/0102": {`, new: `"0101/0104": {`, code: "map.hexside-not-adjacent"},
		{name: "hexside key reversed", file: "map.json", old: `"0101/0102": {`, new: `"0102/0101": {`, code: "map.hexside-order"},
		{name: "hexside key malformed", file: "map.json", old: `"0101/0102": {`, new: `"0101-0102": {`, code: "map.hexside-key"},
		{name: "terrain the TEC lacks", file: "map.json", old: `"terrain": "clear",
      "city": {
        "name": "Berlin"`, new: `"terrain": "swamp",
      "city": {
        "name": "Berlin"`, code: "map.terrain-unknown"},
		{name: "VP huge", file: "map.json", old: `"vp": 10,`, new: `"vp": 1000,`, code: "schema.maximum"},
		{name: "zone hex off the map", file: "map.json", old: `"0303",
        "0304"`, new: `"9803",
        "0304"`, code: "map.zone-hex-unknown"},
		{name: "hex outside the grid", file: "map.json", old: `"0202": {`, new: `"6002": {`, code: "map.hex-outside-grid"},
		{name: "grid rows huge", file: "map.json", old: `"rows": 3`, new: `"rows": 100`, code: "schema.maximum"},
		// Setup legality.
		{name: "a German unit in Berlin", file: "scenarios/meeting.json", old: `"hex": "0102"`, new: `"hex": "0202"`, code: "setup.german-in-berlin"},
		{name: "a unit at sea", file: "scenarios/meeting.json", old: `"hex": "0102"`, new: `"hex": "0106"`, code: "setup.terrain-prohibited"},
		{name: "a unit off the map", file: "scenarios/meeting.json", old: `"hex": "0102"`, new: `"hex": "9901"`, code: "setup.hex-unknown"},
		{name: "a hex id of three digits", file: "scenarios/meeting.json", old: `"hex": "0102"`, new: `"hex": "252"`, code: "schema.pattern"},
		{name: "a West German unit east", file: "scenarios/meeting.json", old: `"hex": "0102"`, new: `"hex": "0305"`, code: "theater.wrong-side"},
		{name: "a zone the map lacks", file: "scenarios/meeting.json", old: `"zone": "pocket"`, new: `"zone": "lapland"`, code: "zone.unknown"},
	}...)
	return cs
}

func TestBadDataFiles(t *testing.T) {
	endToEnd(t)
	cases := dataCases()
	base := t.TempDir()
	clean := filepath.Join(base, "clean")
	copyDir(t, filepath.Join(repoRoot(t), "testdata", "editions", "mini"), clean)
	for i, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(base, "case", strings.Repeat("x", 0)+string(rune('a'+i%26))+filepath.Base(t.Name()))
			copyDir(t, clean, dir)
			p := filepath.Join(dir, filepath.FromSlash(tc.file))
			b, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			edit := tc.edit
			if edit == nil {
				if !bytes.Contains(b, []byte(tc.old)) {
					t.Fatalf("%s lacks %q", tc.file, tc.old)
				}
				edit = replaceOnce(tc.old, tc.new)
			}
			nb := edit(b)
			if bytes.Equal(nb, b) {
				t.Fatalf("the edit left %s unchanged", tc.file)
			}
			if err := os.WriteFile(p, nb, 0o644); err != nil {
				t.Fatal(err)
			}
			r := bfgdata(t, "", "validate", dir)
			noCrash(t, r)
			if r.code != 1 || !strings.Contains(r.stdout, " "+tc.code+": ") {
				t.Errorf("exit %d, want 1 with %s:\n%.1500s%s", r.code, tc.code, r.stdout, r.stderr)
			}
			os.RemoveAll(dir)
		})
	}
	if len(cases) < 100 {
		t.Errorf("only %d data cases", len(cases))
	}
}

func noCrash(t *testing.T, r result) {
	t.Helper()
	for _, s := range []string{r.stdout, r.stderr} {
		if strings.Contains(s, "goroutine ") || strings.Contains(s, "panic:") {
			t.Fatalf("a crash:\n%s", s)
		}
	}
}

// cliCase is one command line with what it must answer.
type cliCase struct {
	name string
	args []string
	code int
	want string // in stdout or stderr
	// out is a file the command must not leave behind (relative to its dir).
	out string
	// prepare makes files in the command's folder first.
	prepare func(t *testing.T, dir string)
}

func writeIn(name, content string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func fifoIn(name string) func(*testing.T, string) {
	return func(t *testing.T, dir string) {
		if err := syscall.Mkfifo(filepath.Join(dir, name), 0o644); err != nil {
			t.Skipf("no named pipes here: %v", err)
		}
	}
}

func cliCases() []cliCase {
	hist := []string{"--scenario", "historical"}
	cs := []cliCase{
		// Numbers on the command line.
		{name: "odds attack near int64", args: []string{"odds", "9223372036854775807", "6"}, code: 2, want: "from 1 to"},
		{name: "odds attack past int64", args: []string{"odds", "99999999999999999999", "6"}, code: 2, want: "from 1 to"},
		{name: "odds defense zero", args: []string{"odds", "19", "0"}, code: 2, want: "from 1 to"},
		{name: "odds defense negative", args: []string{"odds", "19", "-6"}, code: 2},
		{name: "odds attack a word", args: []string{"odds", "many", "6"}, code: 2, want: "whole number"},
		{name: "odds attack a float", args: []string{"odds", "1.5", "6"}, code: 2, want: "whole number"},
		{name: "odds one argument", args: []string{"odds", "19"}, code: 2, want: "ATTACK DEFENSE"},
		{name: "odds die zero", args: []string{"odds", "19", "6", "--die", "0"}, code: 2, want: "sides"},
		{name: "odds die seven", args: []string{"odds", "19", "6", "--die", "7"}, code: 2, want: "sides"},
		{name: "odds die huge", args: []string{"odds", "19", "6", "--die", "99999999999"}, code: 2},
		{name: "odds multiplier zero", args: []string{"odds", "19", "6", "--multiplier", "0"}, code: 2, want: "want 1 to"},
		{name: "odds multiplier huge", args: []string{"odds", "19", "6", "--multiplier", "1000"}, code: 2, want: "want 1 to"},
		{name: "odds multiplier and terrain", args: []string{"odds", "19", "6", "--multiplier", "2", "--terrain", "broken"}, code: 2, want: "not both"},
		{name: "odds defense times multiplier too big", args: []string{"odds", "5", "999999", "--multiplier", "100"}, code: 2, want: "out of range"},
		{name: "odds terrain unknown", args: []string{"odds", "19", "6", "--terrain", "swamp"}, code: 2, want: "no entry"},
		{name: "odds terrain sea", args: []string{"odds", "19", "6", "--terrain", "sea"}, code: 2, want: "no defense effect"},
		{name: "odds format unknown", args: []string{"odds", "19", "6", "--format", "xml"}, code: 2, want: "want one of"},
		{name: "reach allowance huge", args: append([]string{"reach", "--unit", "5-us", "--allowance", "2000000000"}, hist...), code: 2, want: "want 0 to"},
		{name: "reach allowance negative", args: append([]string{"reach", "--unit", "5-us", "--allowance", "-1"}, hist...), code: 2, want: "want 0 to"},
		{name: "reach allowance a word", args: append([]string{"reach", "--unit", "5-us", "--allowance", "lots"}, hist...), code: 2},
		{name: "reach unknown unit", args: append([]string{"reach", "--unit", "99-us"}, hist...), code: 2, want: "no unit"},
		{name: "reach unit in a zone", args: append([]string{"reach", "--unit", "3-ss"}, hist...), code: 2, want: "zone"},
		{name: "reach no unit", args: append([]string{"reach"}, hist...), code: 2, want: "--unit"},
		{name: "combat no attackers", args: append([]string{"combat", "--defender", "2105"}, hist...), code: 2, want: "--attackers"},
		{name: "combat defender not a hex", args: append([]string{"combat", "--attackers", "5-us", "--defender", "21-05"}, hist...), code: 2},
		{name: "combat empty hex", args: append([]string{"combat", "--attackers", "5-us", "--defender", "2001"}, hist...), code: 2},
		{name: "combat not adjacent", args: append([]string{"combat", "--attackers", "1-belo", "--defender", "2105"}, hist...), code: 2, want: "not adjacent"},
		{name: "combat attacker twice", args: append([]string{"combat", "--attackers", "5-us,5-us", "--defender", "2105"}, hist...), code: 2, want: "once per combat phase"},
		{name: "combat friendly defender", args: append([]string{"combat", "--attackers", "5-us", "--defender", "2104"}, hist...), code: 2},
		{name: "combat die zero", args: append([]string{"combat", "--attackers", "5-us", "--defender", "2105", "--die", "0"}, hist...), code: 2},
		{name: "combat die nine", args: append([]string{"combat", "--attackers", "5-us", "--defender", "2105", "--die", "9"}, hist...), code: 2, want: "sides"},
		{name: "hex three digits", args: []string{"hex", "352"}, code: 2, want: "too short"},
		{name: "hex with a dash", args: []string{"hex", "35-24"}, code: 2},
		{name: "hex zero row", args: []string{"hex", "0012"}, code: 2},
		{name: "hex five digits", args: []string{"hex", "21055"}, code: 2},
		{name: "hex no argument", args: []string{"hex"}, code: 2, want: "ID"},
		{name: "hex 9999 lists only hex ids", args: []string{"hex", "9999", "--format", "json"}, code: 0, want: `"9898"`},
		// Names the tool does not know.
		{name: "edition unknown", args: []string{"setup", "--edition", "2001", "--scenario", "historical"}, code: 2, want: "want one of"},
		{name: "scenario unknown", args: []string{"setup", "--scenario", "hysterical"}, code: 2, want: "no scenario"},
		{name: "scenario missing", args: []string{"setup"}, code: 2, want: "--scenario is required"},
		{name: "check optional unknown", args: append([]string{"check", "--optional", "bogus"}, hist...), code: 2, want: "offers no optional rule"},
		{name: "check optional of the other edition", args: []string{"check", "--edition", "1975", "--scenario", "historical", "--optional", "stacking-groups"}, code: 2, want: "offers no optional rule"},
		{name: "completion tcsh", args: []string{"completion", "tcsh"}, code: 2, want: "no script for shell"},
		{name: "completion no shell", args: []string{"completion"}, code: 2},
		{name: "unknown command", args: []string{"frobnicate"}, code: 2, want: "unknown command"},
		{name: "unknown flag", args: []string{"validate", "--frob"}, code: 2, want: "unknown flag"},
		{name: "format unknown on setup", args: append([]string{"setup", "--format", "yaml"}, hist...), code: 2, want: "want one of"},
		{name: "rules no match", args: []string{"rules", "99.9"}, code: 2, want: "no code matches"},
		{name: "rules two arguments", args: []string{"rules", "5.1", "6.1"}, code: 2},
		{name: "schema unknown", args: []string{"schema", "nope"}, code: 2},
		{name: "validate edition and path", args: []string{"validate", "--edition", "1994", "."}, code: 2, want: "not both"},
		{name: "validate max size zero", args: []string{"validate", "--max-file-size", "0"}, code: 2, want: "want 1 to"},
		{name: "data folder missing", args: []string{"--data", "nowhere", "validate"}, code: 2, want: "--data"},
		{name: "data folder empty", args: []string{"--data", ".", "validate"}, code: 2, want: "holds no edition"},
		{name: "render hex size zero", args: []string{"render", "map", "--hex-size", "0in"}, code: 2, want: "positive length"},
		{name: "render hex size huge", args: []string{"render", "map", "--hex-size", "75"}, code: 2, want: "at most"},
		{name: "render hex size a word", args: []string{"render", "map", "--hex-size", "big"}, code: 2},
		{name: "render scenario unknown", args: []string{"render", "map", "--scenario", "hysterical", "--out", "m.svg"}, code: 2, out: "m.svg"},
		// Files that are not files, and output targets.
		{name: "validate a pipe", args: []string{"validate", "pipe.json"}, code: 2, want: "not a regular file", prepare: fifoIn("pipe.json")},
		{name: "validate a missing file", args: []string{"validate", "missing.json"}, code: 2},
		{name: "validate an empty folder", args: []string{"validate", "empty"}, code: 2, prepare: func(t *testing.T, dir string) { os.Mkdir(filepath.Join(dir, "empty"), 0o755) }},
		{name: "validate a file over the limit", args: []string{"validate", "--max-file-size", "1", "big.json"}, code: 1, want: "file.too-large",
			prepare: writeIn("big.json", `{"$schema": "crt.schema.json", "pad": "`+strings.Repeat("x", 2<<20)+`"}`)},
		{name: "validate a file with no schema", args: []string{"validate", "x.json"}, code: 1, want: "schema.missing-ref", prepare: writeIn("x.json", `{"a": 1}`)},
		{name: "validate a file naming no schema", args: []string{"validate", "x.json"}, code: 1, want: "schema.unknown-ref", prepare: writeIn("x.json", `{"$schema": "zzz.schema.json"}`)},
		{name: "validate a 100000-deep file", args: []string{"validate", "deep.json"}, code: 1, want: "json.too-deep",
			prepare: writeIn("deep.json", strings.Repeat("[", 100000)+strings.Repeat("]", 100000))},
		{name: "validate a file of a million numbers", args: []string{"validate", "long.json"}, code: 1, want: "long.json:1:200046: error json.too-long",
			prepare: writeIn("long.json", `{"$schema": "counters.schema.json", "notes": [`+strings.Repeat("1,", 1_000_000)+`1]}`)},
		{name: "render over a device", args: []string{"render", "map", "--out", "/dev/full", "--force"}, code: 2, want: "not a regular file"},
		{name: "render over an existing file", args: []string{"render", "map", "--out", "m.svg"}, code: 2, want: "--force", prepare: writeIn("m.svg", "keep")},
		{name: "render into a missing folder", args: []string{"render", "map", "--out", "no/such/m.svg"}, code: 2, out: "no/such/m.svg"},
		{name: "render onto a folder", args: []string{"render", "map", "--out", "d", "--force"}, code: 2, prepare: func(t *testing.T, dir string) { os.Mkdir(filepath.Join(dir, "d"), 0o755) }},
		{name: "fmt a pipe", args: []string{"fmt", "pipe.json"}, code: 2, prepare: fifoIn("pipe.json")},
		{name: "fmt invalid JSON", args: []string{"fmt", "x.json"}, code: 1, want: "x.json:1:", prepare: writeIn("x.json", `{"$schema": "crt.schema.json",}`)},
		{name: "fmt check not canonical", args: []string{"fmt", "--check", "x.json"}, code: 1, want: "x.json", prepare: writeIn("x.json", `{"id":"x","$schema":"crt.schema.json"}`)},
		{name: "fmt a missing path", args: []string{"fmt", "nowhere"}, code: 2},
		// The map draft's config and GeoJSON.
		{name: "draft without config", args: []string{"map", "draft", "--geo", "."}, code: 2, want: "--config"},
		{name: "draft config missing", args: []string{"map", "draft", "--config", "none.json", "--geo", "."}, code: 2},
		{name: "draft config a pipe", args: []string{"map", "draft", "--config", "c.json", "--geo", "."}, code: 2, want: "not a regular file", prepare: fifoIn("c.json")},
		{name: "draft config not JSON", args: []string{"map", "draft", "--config", "c.json", "--geo", "."}, code: 2, prepare: writeIn("c.json", "grid: 39x26")},
		{name: "draft config unknown member", args: []string{"map", "draft", "--config", "c.json", "--geo", "."}, code: 2, want: "unknown", prepare: writeIn("c.json", `{"edition": "x", "colour": "red"}`)},
		{name: "draft corrections missing", args: []string{"map", "draft", "--config", "c.json", "--geo", ".", "--corrections", "none.json"}, code: 2, prepare: writeIn("c.json", `{}`)},
		{name: "draft out exists", args: []string{"map", "draft", "--config", "c.json", "--geo", ".", "--out", "m.json"}, code: 2, want: "--force", prepare: writeIn("m.json", "keep")},
	}
	return cs
}

func TestBadCommandLines(t *testing.T) {
	endToEnd(t)
	cases := cliCases()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if tc.prepare != nil {
				tc.prepare(t, dir)
			}
			r := bfgdata(t, dir, tc.args...)
			noCrash(t, r)
			if r.code != tc.code || !strings.Contains(r.stdout+r.stderr, tc.want) {
				t.Errorf("%v: exit %d, want %d with %q:\n%.600s%.600s", tc.args, r.code, tc.code, tc.want, r.stdout, r.stderr)
			}
			if tc.code != 0 && strings.Count(strings.TrimSpace(r.stderr), "\n") > 3 {
				t.Errorf("the refusal runs over several lines:\n%s", r.stderr)
			}
			if tc.out != "" {
				if _, err := os.Stat(filepath.Join(dir, tc.out)); err == nil {
					t.Errorf("%s was written", tc.out)
				}
			}
			if b, err := os.ReadFile(filepath.Join(dir, "m.svg")); err == nil && string(b) != "keep" && tc.code != 0 {
				t.Errorf("m.svg was replaced")
			}
			// No temporary file is left behind.
			entries, err := os.ReadDir(dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range entries {
				if strings.HasSuffix(e.Name(), ".tmp") {
					t.Errorf("left %s behind", e.Name())
				}
			}
		})
	}
	if n := len(cases) + len(dataCases()); n < 150 {
		t.Errorf("the suite has %d cases, want at least 150", n)
	}
}
