package jsonx

import (
	"encoding/json"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func locatorFor(src string, ptrs ...string) *Locator {
	l := NewLocator([]byte(src), true)
	l.Find(ptrs)
	return l
}

func TestPositions(t *testing.T) {
	src := "{\n  \"a\": 1,\n  \"bé\": [true, {\"c\": \"x\"}],\n  \"d/e\": null\n}\n"
	tests := []struct {
		ptr        string
		line, col  int
		keyL, keyC int
	}{
		{"", 1, 1, 1, 1},
		{"/a", 2, 8, 2, 3},
		{"/bé", 3, 9, 3, 3},
		{"/bé/0", 3, 10, 3, 10},
		{"/bé/1/c", 3, 22, 3, 17},
		{"/d~1e", 4, 10, 4, 3},
		{"/bé/1/missing", 3, 16, 3, 16}, // falls back to the parent object
	}
	for _, tt := range tests {
		// Each pointer alone, and all at once: one walk finds them all.
		for _, p := range []*Locator{locatorFor(src, tt.ptr), locatorFor(src, "/a", "/bé/1/c", "/d~1e", "/bé/0", tt.ptr)} {
			l, c := p.LineCol(p.Locate(tt.ptr))
			if l != tt.line || c != tt.col {
				t.Errorf("locate(%q) = %d:%d, want %d:%d", tt.ptr, l, c, tt.line, tt.col)
			}
			l, c = p.LineCol(p.LocateKey(tt.ptr))
			if l != tt.keyL || c != tt.keyC {
				t.Errorf("locateKey(%q) = %d:%d, want %d:%d", tt.ptr, l, c, tt.keyL, tt.keyC)
			}
		}
	}
}

// Keys written with escapes are found by their decoded name.
func TestPositionsOfEscapedKeys(t *testing.T) {
	src := `{"x": 0, "a\u002fb": {"c\u0064": [1, 2]}, "t~": 3}`
	for ptr, want := range map[string]int{"/a~1b": 21, "/a~1b/cd/1": 37, "/t~0": 48, "/a~1b/nope": 21} {
		if got := locatorFor(src, ptr).Locate(ptr); got != want {
			t.Errorf("locate(%q) = %d, want %d", ptr, got, want)
		}
	}
}

func TestDuplicateKeys(t *testing.T) {
	src := `{"hexes": {"0101": {"t": 1}, "0102": {}, "0101": {"t": 2}}, "x": 1, "x": 2, "a": [{"k": 1, "k": 2}]}`
	p := NewParser([]byte(src))
	v, _, err := p.Parse()
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Duplicates()) != 3 {
		t.Fatalf("found %d duplicates, want 3: %+v", len(p.Duplicates()), p.Duplicates())
	}
	if p.Duplicates()[0].Pointer != "/hexes/0101" || p.Duplicates()[1].Pointer != "/x" || p.Duplicates()[2].Pointer != "/a/0/k" {
		t.Errorf("duplicates = %+v", p.Duplicates())
	}
	if p.Duplicates()[0].Offset != 41 {
		t.Errorf("first duplicate at offset %d, want 41 (its key)", p.Duplicates()[0].Offset)
	}
	// like encoding/json, the value keeps the last
	if x := v.(map[string]any)["x"]; x != any(jsonNumber("2")) {
		t.Errorf("x = %v, want 2", x)
	}
	// the first occurrence keeps its position
	l := locatorFor(src, "/hexes/0101/t")
	if line, c := l.LineCol(l.Locate("/hexes/0101/t")); line != 1 || c != 26 {
		t.Errorf("first /hexes/0101/t at %d:%d, want 1:26", line, c)
	}
}

func TestPositionsOnBrokenJSON(t *testing.T) {
	type at struct{ line, col int }
	tests := []struct {
		src string
		// Locate("/a/1"), LocateKey("/a"), LocateKey("/b/c")
		a1, keyA, keyBC at
	}{
		{"", at{1, 1}, at{1, 1}, at{1, 1}},
		{"{", at{1, 1}, at{1, 1}, at{1, 1}},
		{`{"a": [1, 2`, at{1, 11}, at{1, 2}, at{1, 1}},        // cut short after /a/1
		{`{"a" 1}`, at{1, 1}, at{1, 1}, at{1, 1}},             // no colon: /a is not recorded
		{"[]", at{1, 1}, at{1, 1}, at{1, 1}},                  // an array: no members
		{`"x"`, at{1, 1}, at{1, 1}, at{1, 1}},                 // a string: no members
		{"{\"a\":\xff}", at{1, 6}, at{1, 2}, at{1, 1}},        // /a at the bad byte, one character
		{`{"a": "unterminated`, at{1, 7}, at{1, 2}, at{1, 1}}, // /a/1 falls back to /a
		{`{1: 2}`, at{1, 1}, at{1, 1}, at{1, 1}},
		{`{"a": [1, 2]]]]}`, at{1, 11}, at{1, 2}, at{1, 1}},                   // what precedes the fault is found
		{"{\n \"a\": [\n  1,\n  2", at{4, 3}, at{2, 2}, at{1, 1}},             // lines counted in a cut document
		{"{\"a\": [1, 2],\n \"b\": {\"c\" 3}", at{1, 11}, at{1, 2}, at{2, 7}}, // /b/c's key unread: /b's value
	}
	for _, tt := range tests {
		p := locatorFor(tt.src, "/a/1", "/a", "/b/c")
		for _, c := range []struct {
			what string
			off  int
			want at
		}{{"Locate(/a/1)", p.Locate("/a/1"), tt.a1}, {"LocateKey(/a)", p.LocateKey("/a"), tt.keyA}, {"LocateKey(/b/c)", p.LocateKey("/b/c"), tt.keyBC}} {
			if l, col := p.LineCol(c.off); l != c.want.line || col != c.want.col {
				t.Errorf("%q: %s = %d:%d, want %d:%d", tt.src, c.what, l, col, c.want.line, c.want.col)
			}
		}
	}
}

func jsonNumber(s string) json.Number { return json.Number(s) }

// FuzzLocatorFindsValues holds the positions walk to the parse: in a
// document without duplicate keys, every value's pointer is found at an
// offset where the parse reads that same value, and its key, when it has
// one, at an offset where the key is written.
func FuzzLocatorFindsValues(f *testing.F) {
	for _, s := range []string{`{"a": [1, {"b/c": "x", "d~": [true, null]}], "e": {}}`, `[[], [0, [1]], "s"]`, `{"\u0061": {"x\"y": 2}}`, `7`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if Check(b) != nil {
			return
		}
		p := NewParser(b)
		v, end, err := p.Parse()
		if err != nil || len(p.Duplicates()) > 0 || SpaceEnd(b, end) != len(b) {
			return
		}
		want := map[string]any{}
		var walk func(ptr string, v any)
		walk = func(ptr string, v any) {
			want[ptr] = v
			switch v := v.(type) {
			case map[string]any:
				for k, x := range v {
					walk(ptr+"/"+EscapePointer(k), x)
				}
			case []any:
				for i, x := range v {
					walk(ptr+"/"+strconv.Itoa(i), x)
				}
			}
		}
		walk("", v)
		ptrs := make([]string, 0, len(want))
		for ptr := range want {
			ptrs = append(ptrs, ptr)
		}
		l := NewLocator(b, true)
		l.Find(ptrs)
		for ptr, x := range want {
			q := NewParser(b[l.Locate(ptr):])
			got, _, err := q.Parse()
			if err != nil || !reflect.DeepEqual(got, x) {
				t.Fatalf("%q: at the offset of %q the parse reads %#v (%v), want %#v", b, ptr, got, err, x)
			}
			if ptr != "" {
				if off := l.LocateKey(ptr); off != l.Locate(ptr) && b[off] != '"' {
					t.Fatalf("%q: the key of %q is at %d, not a string", b, ptr, off)
				}
			}
		}
	})
}

// TestLineColsAgree: the one-off LineCol and a Locator's indexed one give
// the same line and column for every offset, and past either end.
func TestLineColsAgree(t *testing.T) {
	for _, src := range []string{"", "\n", "{\n  \"bé\": 1,\n\n  \"c\": [\n]}\n", "no newline at the end", "\n\nx"} {
		l := NewLocator([]byte(src), true)
		for off := -2; off <= len(src)+2; off++ {
			line, col := LineCol([]byte(src), off)
			if l2, c2 := l.LineCol(off); l2 != line || c2 != col {
				t.Errorf("%q at %d: LineCol %d:%d, the Locator %d:%d", src, off, line, col, l2, c2)
			}
		}
	}
	if line, col := LineCol([]byte("ab\ncdé f"), 9); line != 2 || col != 6 {
		t.Errorf("got %d:%d, want 2:6 (columns count characters)", line, col)
	}
}

func TestPointerEscapeRoundTrip(t *testing.T) {
	for _, key := range []string{"", "id", "2105/2106", "a~b", "~1", "~/~0/"} {
		tok := EscapePointer(key)
		if strings.Contains(tok, "/") {
			t.Errorf("EscapePointer(%q) = %q holds a slash", key, tok)
		}
		if got := UnescapePointer(tok); got != key {
			t.Errorf("UnescapePointer(EscapePointer(%q)) = %q", key, got)
		}
	}
}
