package model

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// encDataDir is the bundled data, read from disk.
const encDataDir = "../data"

var encEditions = []string{"1975", "1994"}

// encFile is one data file of an edition and the typed value it decodes to.
type encFile struct {
	path string
	typ  func() any
}

// encEditionFiles lists every file an edition's edition.json names, with
// the model type each decodes to.
func encEditionFiles(t testing.TB, edition string) []encFile {
	t.Helper()
	dir := filepath.Join(encDataDir, edition)
	var info EditionInfo
	encDecodeStrict(t, filepath.Join(dir, EditionFile), &info)
	files := []encFile{
		{EditionFile, func() any { return &EditionInfo{} }},
		{info.Files.CRT, func() any { return &CRT{} }},
		{info.Files.TEC, func() any { return &TEC{} }},
		{info.Files.TRT, func() any { return &TRT{} }},
	}
	if info.Files.Map != "" {
		files = append(files, encFile{info.Files.Map, func() any { return &Map{} }})
	}
	if info.Files.Counters != "" {
		files = append(files, encFile{info.Files.Counters, func() any { return &CounterSet{} }})
	}
	for _, s := range info.Files.Scenarios {
		files = append(files, encFile{s, func() any { return &Scenario{} }})
	}
	for i := range files {
		files[i].path = filepath.Join(dir, files[i].path)
	}
	return files
}

func encDecodeStrict(t testing.TB, path string, v any) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return b
}

// TestEncodeRoundTripsData decodes every bundled file into its model type
// and checks that encoding the typed value gives the file's canonical
// bytes: the types keep every field, and Encode and Canonical agree. The
// bundled files must already be canonical.
func TestEncodeRoundTripsData(t *testing.T) {
	n := 0
	for _, ed := range encEditions {
		for _, f := range encEditionFiles(t, ed) {
			t.Run(filepath.ToSlash(f.path), func(t *testing.T) {
				v := f.typ()
				raw := encDecodeStrict(t, f.path, v)
				want, err := Canonical(raw)
				if err != nil {
					t.Fatal(err)
				}
				got, err := Encode(v)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got, want) {
					t.Errorf("Encode(%T) differs from Canonical(file) at %s", v, encFirstDiff(got, want))
				}
				if !bytes.Equal(raw, want) {
					t.Errorf("file is not canonical (run: go run ./cmd/bfgdata fmt data); first difference at %s", encFirstDiff(raw, want))
				}
			})
			n++
		}
	}
	if n < 20 {
		t.Fatalf("only %d files found through edition.json", n)
	}
}

// encFirstDiff describes where two documents first differ.
func encFirstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	line, col := jsonx.LineCol(a, i)
	lo, hi := max(0, i-40), min(len(a), i+40)
	blo, bhi := max(0, i-40), min(len(b), i+40)
	return strings.Join([]string{
		"line " + strconv.Itoa(line) + " col " + strconv.Itoa(col),
		"got:  …" + string(a[lo:hi]) + "…",
		"want: …" + string(b[blo:bhi]) + "…",
	}, "\n")
}

// encTransform rewrites a parsed document without changing its meaning.
type encTransform struct {
	name string
	// members reorders an object's members in place.
	members func(ms []member)
	// indent is passed to json.Indent; "" leaves the output compact.
	indent string
	// escapeHTML writes strings with <, > and & escaped.
	escapeHTML bool
}

func encTransforms() []encTransform {
	return []encTransform{
		{name: "compact"},
		{name: "reversed", members: func(ms []member) {
			for i, j := 0, len(ms)-1; i < j; i, j = i+1, j-1 {
				ms[i], ms[j] = ms[j], ms[i]
			}
		}, indent: "\t"},
		{name: "shuffled", members: func() func([]member) {
			r := rand.New(rand.NewPCG(1, 2))
			return func(ms []member) { r.Shuffle(len(ms), func(i, j int) { ms[i], ms[j] = ms[j], ms[i] }) }
		}(), indent: "    "},
		{name: "html-escaped", escapeHTML: true, indent: " "},
	}
}

// encWrite writes n compactly after applying tr.
func encWrite(buf *bytes.Buffer, n *node, tr encTransform) {
	switch n.kind {
	case kindNull:
		buf.WriteString("null")
	case kindBool, kindNumber:
		buf.WriteString(n.str)
	case kindString:
		var s bytes.Buffer
		enc := json.NewEncoder(&s)
		enc.SetEscapeHTML(tr.escapeHTML)
		_ = enc.Encode(n.str)
		buf.Write(bytes.TrimSpace(s.Bytes()))
	case kindArray:
		buf.WriteByte('[')
		for i, el := range n.elems {
			if i > 0 {
				buf.WriteByte(',')
			}
			encWrite(buf, el, tr)
		}
		buf.WriteByte(']')
	case kindObject:
		ms := append([]member(nil), n.members...)
		if tr.members != nil {
			tr.members(ms)
		}
		buf.WriteByte('{')
		for i, m := range ms {
			if i > 0 {
				buf.WriteByte(',')
			}
			encWrite(buf, &node{kind: kindString, str: m.key}, tr)
			buf.WriteByte(':')
			encWrite(buf, m.val, tr)
		}
		buf.WriteByte('}')
	}
}

func encReformat(t *testing.T, doc []byte, tr encTransform) []byte {
	t.Helper()
	n, err := parseJSON(doc)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	encWrite(&buf, n, tr)
	if tr.indent == "" {
		return buf.Bytes()
	}
	var out bytes.Buffer
	if err := json.Indent(&out, buf.Bytes(), "", tr.indent); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

// TestCanonicalRestoresReformattedData checks that Canonical is idempotent
// on every bundled file and brings reformatted copies (compact, members
// reversed or shuffled, hexes in reverse order, other indents, escaped
// HTML characters) back to identical bytes.
func TestCanonicalRestoresReformattedData(t *testing.T) {
	for _, ed := range encEditions {
		for _, f := range encEditionFiles(t, ed) {
			raw, err := os.ReadFile(f.path)
			if err != nil {
				t.Fatal(err)
			}
			want, err := Canonical(raw)
			if err != nil {
				t.Fatalf("%s: %v", f.path, err)
			}
			again, err := Canonical(want)
			if err != nil || !bytes.Equal(again, want) {
				t.Errorf("%s: Canonical is not idempotent (%v)", f.path, err)
			}
			for _, tr := range encTransforms() {
				t.Run(filepath.ToSlash(f.path)+"/"+tr.name, func(t *testing.T) {
					in := encReformat(t, raw, tr)
					if bytes.Equal(in, want) {
						t.Fatal("the transform changed nothing")
					}
					got, err := Canonical(in)
					if err != nil {
						t.Fatal(err)
					}
					if !bytes.Equal(got, want) {
						t.Errorf("differs at %s", encFirstDiff(got, want))
					}
				})
			}
		}
	}
}

func TestCanonicalOrder(t *testing.T) {
	const mapRef = `"$schema": "../../schema/map.schema.json"`
	tests := []struct {
		name, in, want string
	}{
		{
			name: "schema order, then unknown members sorted",
			in:   `{"zeta": 1, "id": "x", "$schema": "crt.schema.json", "alpha": true, "rule": "6.0"}`,
			want: "{\n  \"$schema\": \"crt.schema.json\",\n  \"id\": \"x\",\n  \"rule\": \"6.0\",\n  \"alpha\": true,\n  \"zeta\": 1\n}\n",
		},
		{
			name: "map entries sorted by key, hex members in schema order",
			in: `{` + mapRef + `, "hexes": {"2106": {"src": "a", "terrain": "clear"}, "0101": {"regions": {"theater": "east", "country": "poland"}, "terrain": "sea", "src": "b"}},
				"hexsides": {"2105/2106": {"src": "s", "type": "river"}, "0101/0102": {"type": "lake", "src": "s"}}, "edition": "1994"}`,
			want: `{
  "$schema": "../../schema/map.schema.json",
  "edition": "1994",
  "hexes": {
    "0101": {
      "terrain": "sea",
      "regions": {
        "country": "poland",
        "theater": "east"
      },
      "src": "b"
    },
    "2106": {
      "terrain": "clear",
      "src": "a"
    }
  },
  "hexsides": {
    "0101/0102": {
      "type": "lake",
      "src": "s"
    },
    "2105/2106": {
      "type": "river",
      "src": "s"
    }
  }
}
`,
		},
		{
			name: "refs into common.schema.json order sources and notes",
			in:   `{"notes": [{"text": "t", "sources": ["a"], "kind": "info", "id": "n"}], "sources": [{"trust": "high", "title": "T", "kind": "rulebook", "id": "a"}], "$schema": "trt.schema.json"}`,
			want: `{
  "$schema": "trt.schema.json",
  "sources": [
    {
      "id": "a",
      "kind": "rulebook",
      "title": "T",
      "trust": "high"
    }
  ],
  "notes": [
    {
      "id": "n",
      "kind": "info",
      "text": "t",
      "sources": [
        "a"
      ]
    }
  ]
}
`,
		},
		{
			name: "fixed-key object inside items: replacements in schema order",
			in:   `{"$schema": "trt.schema.json", "turns": [{"replacements": {"west-german": {"src": "s", "units": 0}, "soviet": {"units": 2, "src": "s"}}, "turn": 1}]}`,
			want: `{
  "$schema": "trt.schema.json",
  "turns": [
    {
      "turn": 1,
      "replacements": {
        "soviet": {
          "units": 2,
          "src": "s"
        },
        "west-german": {
          "units": 0,
          "src": "s"
        }
      }
    }
  ]
}
`,
		},
		{
			name: "numbers kept as written, strings re-encoded without HTML escaping",
			in:   `{"$schema":"edition.schema.json","mapSize":{"heightIn":34.50,"widthIn":2.2e1},"title":"A \u0026 B <\u0043>","year":1994,"x":[-0,1E+2,"\u2028\t"]}`,
			want: "{\n  \"$schema\": \"edition.schema.json\",\n  \"title\": \"A & B <C>\",\n  \"year\": 1994,\n  \"mapSize\": {\n    \"widthIn\": 2.2e1,\n    \"heightIn\": 34.50\n  },\n  \"x\": [\n    -0,\n    1E+2,\n    \"\\u2028\\t\"\n  ]\n}\n",
		},
		{
			name: "empty object and array, null, a $schema given as a URL",
			in:   `{"setup":[],"$schema":"https://example.org/x/scenario.schema.json","victory":{},"setupFrom":null}`,
			want: "{\n  \"$schema\": \"https://example.org/x/scenario.schema.json\",\n  \"victory\": {},\n  \"setupFrom\": null,\n  \"setup\": []\n}\n",
		},
		{
			name: "prefixItems: hostile pairs keep their order",
			in:   `{"$schema":"scenario.schema.json","hostile":[["west-german","soviet"]]}`,
			want: "{\n  \"$schema\": \"scenario.schema.json\",\n  \"hostile\": [\n    [\n      \"west-german\",\n      \"soviet\"\n    ]\n  ]\n}\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Canonical([]byte(tt.in))
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
			again, err := Canonical(got)
			if err != nil || !bytes.Equal(again, got) {
				t.Errorf("not idempotent: %v\n%s", err, again)
			}
		})
	}
}

// tooLongForm is three lists of zeros, each just under MaxEntries long.
var tooLongForm = strings.TrimSuffix(strings.Repeat("["+strings.Repeat("0,", MaxEntries-2)+"0],", 3), ",")

func TestCanonicalRefuses(t *testing.T) {
	nest := func(n int) string {
		return `{"$schema":"crt.schema.json","x":` + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + `}`
	}
	tests := []struct {
		name, in string
		is       error
		syntax   string // the SyntaxError's text, if it is one
		large    bool   // builds an input of many megabytes: skipped under -short
	}{
		{name: "empty", in: "", syntax: "line 1, column 1: not valid JSON: empty document"},
		{name: "blank", in: " \n ", syntax: "line 2, column 2: not valid JSON: empty document"},
		{name: "bad token", in: "{\n  \"a\": tru\n}", syntax: "line 2, column 11: not valid JSON: invalid character '\\n' in literal true (expecting 'e')"},
		{name: "truncated", in: "{\"$schema\": \"crt.schema.json\",\n \"id\": [1, 2", syntax: "line 2, column 13: not valid JSON: unexpected end of JSON input"},
		{name: "trailing data", in: `{"$schema":"crt.schema.json"} {}`, syntax: "line 1, column 31: not valid JSON: invalid character '{' after top-level value"},
		{name: "duplicate member", in: "{\"$schema\":\"crt.schema.json\",\n  \"id\":1, \"id\":2}", syntax: `line 2, column 11: member "id" given twice`},
		{name: "not an object", in: `["$schema"]`, is: ErrNoSchema},
		{name: "no $schema", in: `{"id":"x"}`, is: ErrNoSchema},
		{name: "$schema not a string", in: `{"$schema": 3}`, is: ErrNoSchema},
		{name: "unknown schema", in: `{"$schema": "https://json-schema.org/draft/2020-12/schema"}`, is: ErrNoSchema},
		{name: "too deep", in: nest(MaxDepth + 1), is: ErrTooDeep},
		{name: "list too long", in: `{"$schema":"crt.schema.json","x":[` + strings.Repeat("0,", MaxEntries) + `0]}`, is: ErrTooLarge,
			syntax: fmt.Sprintf("line 1, column %d: document too large: more than %d entries in one list or object", len(`{"$schema":"crt.schema.json","x":[`)+2*MaxEntries, MaxEntries)},
		// Deep in, each entry's line is indented some 400 spaces: three
		// lists just under MaxEntries make a canonical form over the
		// limit from a document well under it.
		{name: "canonical form too large", in: `{"$schema":"crt.schema.json","x":` + strings.Repeat("[", MaxDepth-3) + tooLongForm + strings.Repeat("]", MaxDepth-3) + `}`, is: ErrTooLarge, large: true},
		{name: "too large", in: `{"$schema":"crt.schema.json","x":"` + strings.Repeat("a", MaxDocumentSize) + `"}`, is: ErrTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.large && testing.Short() {
				t.Skip("large input; skipped under -short, the full run (go test ./...) does it")
			}
			out, err := Canonical([]byte(tt.in))
			if err == nil {
				t.Fatalf("no error; got %q", out)
			}
			if tt.is != nil && !errors.Is(err, tt.is) {
				t.Errorf("error %v is not %v", err, tt.is)
			}
			if tt.syntax != "" {
				var se *SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("error %v is not a *SyntaxError", err)
				}
				if se.Error() != tt.syntax {
					t.Errorf("error %q, want %q", se.Error(), tt.syntax)
				}
			}
		})
	}
	if _, err := Canonical([]byte(nest(MaxDepth))); err != nil {
		t.Errorf("nesting of exactly MaxDepth refused: %v", err)
	}
}

// TestEncodeWithoutSchemaMember orders a typed value with an empty Schema
// by the schema its type implies.
func TestEncodeWithoutSchemaMember(t *testing.T) {
	m := &Map{Edition: "1994", Grid: NewGrid(2, 3), Hexes: map[Hex]HexInfo{
		MustHex("0102"): {Terrain: "clear", Src: "geo"},
		MustHex("0101"): {Terrain: "sea", Src: "geo", Srcs: map[string]string{FactTheater: "a", FactCity: "b"}},
	}}
	got, err := Encode(m)
	if err != nil {
		t.Fatal(err)
	}
	want := `{
  "edition": "1994",
  "grid": {
    "rows": 2,
    "columns": 3,
    "numbering": "RRCC",
    "origin": "south-west",
    "stagger": "even-rows-east"
  },
  "sources": null,
  "hexes": {
    "0101": {
      "terrain": "sea",
      "src": "geo",
      "srcs": {
        "city": "b",
        "theater": "a"
      }
    },
    "0102": {
      "terrain": "clear",
      "src": "geo"
    }
  }
}
`
	if string(got) != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if _, err := Encode(struct{ A int }{1}); !errors.Is(err, ErrNoSchema) {
		t.Errorf("Encode of an unknown type without $schema: %v, want ErrNoSchema", err)
	}
}

// FuzzCanonical feeds Canonical arbitrary bytes: it must never panic, and
// whatever it accepts it must give back unchanged when run again.
func FuzzCanonical(f *testing.F) {
	for _, ed := range encEditions {
		for _, name := range []string{"edition.json", "crt.json", "scenarios/four-player.json"} {
			b, err := os.ReadFile(filepath.Join(encDataDir, ed, name))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	for _, s := range []string{
		`{"$schema":"map.schema.json","hexes":{"0102":{"terrain":"clear","src":"a"},"0101":{"src":"b","terrain":"sea"}}}`,
		`{"$schema":"scenario.schema.json","hostile":[["soviet","west-german"]],"setup":[{"src":"s","hex":"2105","counter":"x"}]}`,
		`{"$schema":"trt.schema.json","turns":[{"replacements":{"soviet":{"units":1e2,"src":"s"}}}]}`,
		`{"$schema":"edition.schema.json","title":"\u003c\ud800\u2028"}`,
		`{"a":1}`, `[]`, `{"$schema":"crt.schema.json","x":[[[[{}]]]]}`, `{"$schema":"crt.schema.json","id":1,"id":2}`, "",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, in []byte) {
		out, err := Canonical(in)
		if err != nil {
			return
		}
		if !json.Valid(out) {
			t.Fatalf("output is not valid JSON:\n%s", out)
		}
		again, err := Canonical(out)
		if err != nil {
			t.Fatalf("output refused: %v\n%s", err, out)
		}
		if !bytes.Equal(again, out) {
			t.Fatalf("not idempotent:\n%s\n---\n%s", out, again)
		}
	})
}

// TestTECMoveKeepsStatedExtra: a chart's "extra": 0 survives a round trip
// through TECMove, and a move built in code writes extra only when not 0.
func TestTECMoveKeepsStatedExtra(t *testing.T) {
	two := 2
	tests := []struct {
		name string
		in   string // decoded into a TECMove first, unless empty
		move TECMove
		want string
	}{
		{name: "stated zero", in: `{"extra":0}`, want: `{"extra":0}`},
		{name: "stated one", in: `{"extra":1,"prohibitedFor":["soviet"]}`, want: `{"extra":1,"prohibitedFor":["soviet"]}`},
		{name: "absent", in: `{"cost":2}`, want: `{"cost":2}`},
		{name: "built, zero", move: TECMove{Cost: &two}, want: `{"cost":2}`},
		{name: "built, one", move: TECMove{Extra: 1, Prohibited: true}, want: `{"extra":1,"prohibited":true}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := tt.move
			if tt.in != "" {
				if err := json.Unmarshal([]byte(tt.in), &m); err != nil {
					t.Fatal(err)
				}
			}
			got, err := json.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}
