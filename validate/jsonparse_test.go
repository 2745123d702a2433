package validate

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"testing"
)

// parseAll parses b as one JSON document with nothing but whitespace after
// it, as json.Unmarshal does.
func parseAll(b []byte) (any, error) {
	v, end, err := newParser(b, 0).parseDocument()
	if err != nil {
		return nil, err
	}
	if len(bytes.Trim(b[end:], " \t\r\n")) > 0 {
		return nil, errSyntax
	}
	return v, nil
}

// parseDeferred parses b as parseAll does, but with the top-level arrays
// deferred and then decoded element by element.
func parseDeferred(b []byte) (any, error) {
	p := newParser(b, 0)
	p.deferArrays = true
	v, end, err := p.parseDocument()
	if err != nil {
		return nil, err
	}
	if len(bytes.Trim(b[end:], " \t\r\n")) > 0 {
		return nil, errSyntax
	}
	root, ok := v.(map[string]any)
	if !ok {
		return v, nil
	}
	for k, x := range root {
		if arr, ok := x.(*deferredArray); ok {
			elems := []any{}
			for i := range arr.spans {
				e, err := p.element(arr, i)
				if err != nil {
					return nil, err
				}
				elems = append(elems, e)
			}
			root[k] = elems
		}
	}
	return root, nil
}

// stdDecode is encoding/json's reading of b as the schema validator takes it.
func stdDecode(b []byte) (any, error) {
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("data after the value: %v", err)
	}
	return v, nil
}

func TestParserMatchesEncodingJSON(t *testing.T) {
	for _, src := range []string{
		`{}`, `[]`, `{"a": [1, -0, 0.5, 1e3, -2E-2, true, false, null, "x"]}`,
		`"\u00e9\ud83d\ude00\ud800x\u0041\n\t\/\\\""`, `"\ud800\ud800"`, `"\udc00"`,
		"\"caf\xc3\xa9\"", "\"bad \xff byte\"", `{"a":1,"a":2}`, ` 7 `,
		`01`, `1.`, `.5`, `-`, `1e`, `+1`, `[1,]`, `{"a":1,}`, `{"a" 1}`, `{a:1}`, `[1 2]`,
		`{"a": [[1, {"b": "\u00e9"}], "x\"", -1.5e-3, {"c": [true]}], "d": []}`, `{"a": [1,]}`, `{"a": [{"b" 1}]}`, `{"a": ["\q"]}`, `{"a": [01]}`,
		`"\x"`, `"\u12"`, "\"tab\there\"", `tru`, `nul`, `[`, `{"a":`, `1 2`, `{} x`,
	} {
		want, werr := stdDecode([]byte(src))
		for _, parse := range []func([]byte) (any, error){parseAll, parseDeferred} {
			got, gerr := parse([]byte(src))
			if (gerr == nil) != (werr == nil) {
				t.Errorf("%q: parser error %v, encoding/json error %v", src, gerr, werr)
				continue
			}
			if gerr == nil && !reflect.DeepEqual(got, want) {
				t.Errorf("%q: parser gives %#v, encoding/json %#v", src, got, want)
			}
		}
	}
}

// FuzzParserMatchesEncodingJSON holds the parser to encoding/json: the same
// inputs accepted, the same values.
func FuzzParserMatchesEncodingJSON(f *testing.F) {
	for _, s := range []string{`{"a": [[1, {"b": "\u00e9"}], "x\"", -1.5e-3, {"c": [true]}], "d": []}`, `{"a": [1,]}`, `{"a": [{"b" 1}]}`, `{"a": [1, 2.5e3, "x\u00e9", true, null], "b": {"c": {}}}`, `"\ud83d\ude00"`, `[1,2`, `{"a":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		want, werr := stdDecode(b)
		for _, parse := range []func([]byte) (any, error){parseAll, parseDeferred} {
			got, gerr := parse(b)
			if (gerr == nil) != (werr == nil) {
				t.Fatalf("%q: parser error %v, encoding/json error %v", b, gerr, werr)
			}
			if gerr == nil && !reflect.DeepEqual(got, want) {
				t.Fatalf("%q: parser gives %#v, encoding/json %#v", b, got, want)
			}
		}
	})
}
