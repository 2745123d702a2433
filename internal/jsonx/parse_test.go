package jsonx

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
)

// parseAll parses b as one JSON document with nothing but whitespace after
// it, as json.Unmarshal does.
func parseAll(b []byte) (any, error) {
	v, end, err := NewParser(b).Parse()
	if err != nil {
		return nil, err
	}
	if len(bytes.Trim(b[end:], " \t\r\n")) > 0 {
		return nil, ErrSyntax
	}
	return v, nil
}

// parseDeferred parses b as parseAll does, but with the top-level arrays
// deferred and then decoded element by element.
func parseDeferred(b []byte) (any, error) {
	p := NewParser(b)
	p.DeferArrays = true
	v, end, err := p.Parse()
	if err != nil {
		return nil, err
	}
	if len(bytes.Trim(b[end:], " \t\r\n")) > 0 {
		return nil, ErrSyntax
	}
	root, ok := v.(map[string]any)
	if !ok {
		return v, nil
	}
	for k, x := range root {
		if arr, ok := x.(*DeferredArray); ok {
			elems := []any{}
			for i := range arr.Spans {
				e, err := p.Element(arr, i)
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
		strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth), strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1),
		`{"a": ` + strings.Repeat("[", MaxDepth) + strings.Repeat("]", MaxDepth) + `}`, `{"a": [` + strings.Repeat("0,", MaxEntries) + `0]}`, `[` + strings.Repeat("0,", MaxEntries-1) + `0]`,
		`{"a": [` + strings.Repeat(`{"b": 0},`, MaxEntries-1) + `{"b": 0}]}`, manyKeys(MaxEntries), manyKeys(MaxEntries + 1),
	} {
		if testing.Short() && len(src) > 1<<16 {
			continue // the documents at the limits are for the full run
		}
		if msg := matchEncodingJSON([]byte(src)); msg != "" {
			t.Error(msg)
		}
	}
}

// matchEncodingJSON says how the parses of b, plain, deferred and ordered,
// differ from encoding/json's: "" if they do not. Past a limit, the
// parses must refuse b with the limit's OffsetError where CheckLimits does.
func matchEncodingJSON(b []byte) string {
	limit := CheckLimits(b)
	want, werr := stdDecode(b)
	for _, parse := range []func([]byte) (any, error){parseAll, parseDeferred, parseOrdered} {
		got, gerr := parse(b)
		var prob *OffsetError
		switch {
		case limit != nil && werr == nil:
			if !errors.As(gerr, &prob) || *prob != *limit {
				return fmt.Sprintf("%.60q: over a limit (%+v), the parser gives %v", b, *limit, gerr)
			}
		case errors.As(gerr, &prob):
			return fmt.Sprintf("%.60q: the parser refuses a limit (%v) CheckLimits does not", b, gerr)
		case (gerr == nil) != (werr == nil):
			return fmt.Sprintf("%q: parser error %v, encoding/json error %v", b, gerr, werr)
		case gerr == nil && !reflect.DeepEqual(got, want):
			return fmt.Sprintf("%q: parser gives %#v, encoding/json %#v", b, got, want)
		}
	}
	return ""
}

// parseOrdered parses b as parseAll does, with objects kept in order and
// a duplicate key refused; the objects are then made maps, the last of
// duplicates winning, for encoding/json's value to compare with.
func parseOrdered(b []byte) (any, error) {
	p := NewParser(b)
	p.Ordered = true
	v, end, err := p.Parse()
	var dup *DuplicateKeyError
	if errors.As(err, &dup) {
		// the same bytes, unordered, parse with the duplicate noted there
		q := NewParser(b)
		if _, _, err := q.Parse(); err == nil && (len(q.Duplicates()) == 0 || q.Duplicates()[0].Offset != dup.Off) {
			return nil, fmt.Errorf("ordered parse refuses a duplicate at %d, the plain one does not", dup.Off)
		}
		return parseAll(b)
	}
	if err != nil {
		return nil, err
	}
	if len(bytes.Trim(b[end:], " \t\r\n")) > 0 {
		return nil, ErrSyntax
	}
	return unorder(v), nil
}

func unorder(v any) any {
	switch v := v.(type) {
	case Object:
		m := map[string]any{}
		for _, x := range v {
			m[x.Key] = unorder(x.Value)
		}
		return m
	case []any:
		for i, x := range v {
			v[i] = unorder(x)
		}
	}
	return v
}

// FuzzParserMatchesEncodingJSON holds the parser to encoding/json: the same
// inputs accepted, the same values.
func FuzzParserMatchesEncodingJSON(f *testing.F) {
	for _, s := range []string{`{"a": [[1, {"b": "\u00e9"}], "x\"", -1.5e-3, {"c": [true]}], "d": []}`, `{"a": [1,]}`, `{"a": [{"b" 1}]}`, `{"a": [1, 2.5e3, "x\u00e9", true, null], "b": {"c": {}}}`, `"\ud83d\ude00"`, `[1,2`, `{"a":1,"a":2}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if msg := matchEncodingJSON(b); msg != "" {
			t.Fatal(msg)
		}
	})
}

// manyKeys is an object of n members, each its own key.
func manyKeys(n int) string {
	var b strings.Builder
	b.WriteString(`{"a": {`)
	for i := range n {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, `"k%d": 0`, i)
	}
	b.WriteString("}}")
	return b.String()
}
