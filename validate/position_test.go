package validate

import (
	"encoding/json"
	"testing"
)

func locatorFor(src string, ptrs ...string) *locator {
	l := &locator{data: []byte(src), walk: true}
	l.find(ptrs)
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
		for _, p := range []*locator{locatorFor(src, tt.ptr), locatorFor(src, "/a", "/bé/1/c", "/d~1e", "/bé/0", tt.ptr)} {
			l, c := p.lineCol(p.locate(tt.ptr))
			if l != tt.line || c != tt.col {
				t.Errorf("locate(%q) = %d:%d, want %d:%d", tt.ptr, l, c, tt.line, tt.col)
			}
			l, c = p.lineCol(p.locateKey(tt.ptr))
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
		if got := locatorFor(src, ptr).locate(ptr); got != want {
			t.Errorf("locate(%q) = %d, want %d", ptr, got, want)
		}
	}
}

func TestDuplicateKeys(t *testing.T) {
	src := `{"hexes": {"0101": {"t": 1}, "0102": {}, "0101": {"t": 2}}, "x": 1, "x": 2, "a": [{"k": 1, "k": 2}]}`
	p := newParser([]byte(src), 0)
	v, _, err := p.parseDocument()
	if err != nil {
		t.Fatal(err)
	}
	if len(p.dups) != 3 {
		t.Fatalf("found %d duplicates, want 3: %+v", len(p.dups), p.dups)
	}
	if p.dups[0].pointer != "/hexes/0101" || p.dups[1].pointer != "/x" || p.dups[2].pointer != "/a/0/k" {
		t.Errorf("duplicates = %+v", p.dups)
	}
	if p.dups[0].offset != 41 {
		t.Errorf("first duplicate at offset %d, want 41 (its key)", p.dups[0].offset)
	}
	// like encoding/json, the value keeps the last
	if x := v.(map[string]any)["x"]; x != any(jsonNumber("2")) {
		t.Errorf("x = %v, want 2", x)
	}
	// the first occurrence keeps its position
	l := locatorFor(src, "/hexes/0101/t")
	if line, c := l.lineCol(l.locate("/hexes/0101/t")); line != 1 || c != 26 {
		t.Errorf("first /hexes/0101/t at %d:%d, want 1:26", line, c)
	}
}

// TestPositionsOnBrokenJSON: on a document that does not parse, the walk
// records what it read before the fault, and a pointer it did not reach is
// placed at its nearest ancestor found, or at 1:1; never a panic.
func TestPositionsOnBrokenJSON(t *testing.T) {
	type at struct{ line, col int }
	tests := []struct {
		src string
		// locate("/a/1"), locateKey("/a"), locateKey("/b/c")
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
		}{{"locate(/a/1)", p.locate("/a/1"), tt.a1}, {"locateKey(/a)", p.locateKey("/a"), tt.keyA}, {"locateKey(/b/c)", p.locateKey("/b/c"), tt.keyBC}} {
			if l, col := p.lineCol(c.off); l != c.want.line || col != c.want.col {
				t.Errorf("%q: %s = %d:%d, want %d:%d", tt.src, c.what, l, col, c.want.line, c.want.col)
			}
		}
	}
}

func jsonNumber(s string) json.Number { return json.Number(s) }
