package validate

import (
	"encoding/json"
	"errors"
	"io/fs"
	"reflect"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// modelTargets are the model types data files decode into.
var modelTargets = []func() any{
	func() any { return newTyped("edition") }, func() any { return newTyped("crt") }, func() any { return newTyped("tec") },
	func() any { return newTyped("trt") }, func() any { return newTyped("map") }, func() any { return newTyped("counters") },
	func() any { return newTyped("scenario") },
}

// compareFill decodes b into a fresh value of each model type twice, with
// json.Unmarshal and with fill from the parser's generic value, and
// reports any difference in success or in the value.
func compareFill(t *testing.T, b []byte) {
	p := jsonx.NewParser(b)
	g, end, err := p.Parse()
	if err != nil || len(p.Duplicates()) > 0 || strings.TrimSpace(string(b[end:])) != "" {
		return // not decoded: the syntax error or duplicate key is reported instead
	}
	for _, target := range modelTargets {
		want, got := target(), target()
		werr := json.Unmarshal(b, want)
		gerr := fill(reflect.ValueOf(got).Elem(), g)
		if errors.Is(gerr, errNeedsText) {
			continue // decoded from the text, by json.Unmarshal itself
		}
		if (werr == nil) != (gerr == nil) {
			t.Fatalf("%T from %.200q: json.Unmarshal error %v, fill error %v", want, b, werr, gerr)
		}
		if werr == nil && !reflect.DeepEqual(got, want) {
			t.Fatalf("%T from %.200q: fill gives %+v, json.Unmarshal %+v", want, b, got, want)
		}
	}
}

func TestFillMatchesUnmarshalOnBundledData(t *testing.T) {
	err := fs.WalkDir(data.FS, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") {
			return err
		}
		b, err := fs.ReadFile(data.FS, p)
		if err != nil {
			return err
		}
		compareFill(t, b)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, src := range []string{
		`{"id": 5}`, `{"grid": "x"}`, `{"counters": [{"attack": 1.5}]}`, `{"counters": [{"attack": 1e2}]}`, `{"counters": {"a": 1}}`,
		`{"counters": [{"Attack": 3, "attack": 4}]}`, `{"hostile": [["soviet"], ["a", "b", "c"]]}`, `{"hexes": {"0101": null}}`,
		`{"hexes": {"x": {}}}`, `{"hexsides": {"0101/0102": {}}}`, `{"hexsides": {"bad": {}}}`, `{"hexsides": null}`,
		`{"setup": [{"hex": 2105}]}`, `{"setup": [{"hex": "2105"}, null]}`, `{"pieces": -1}`, `{"pieces": 99999999999999999999}`,
	} {
		compareFill(t, []byte(src))
	}
}

// FuzzFillMatchesUnmarshal holds fill to json.Unmarshal on every model
// type: the same successes and the same values.
func FuzzFillMatchesUnmarshal(f *testing.F) {
	for _, name := range []string{"1994/counters.json", "1975/scenarios/historical.json", "1994/edition.json", "1975/crt.json", "1994/tec.json", "1994/trt.json"} {
		b, err := fs.ReadFile(data.FS, name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Add([]byte(`{"grid": {"rows": 2, "columns": 2}, "hexes": {"0101": {"terrain": "clear"}}, "hexsides": {"0101/0102": {"river": true}}}`))
	f.Fuzz(func(t *testing.T, b []byte) { compareFill(t, b) })
}
