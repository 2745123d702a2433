package validate

import "testing"

func TestPositions(t *testing.T) {
	src := "{\n  \"a\": 1,\n  \"bé\": [true, {\"c\": \"x\"}],\n  \"d/e\": null\n}\n"
	p := indexPositions([]byte(src))
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

func TestDuplicateKeys(t *testing.T) {
	p := indexPositions([]byte(`{"hexes": {"0101": {"t": 1}, "0102": {}, "0101": {"t": 2}}, "x": 1, "x": 2}`))
	if len(p.dups) != 2 {
		t.Fatalf("found %d duplicates, want 2: %+v", len(p.dups), p.dups)
	}
	if p.dups[0].pointer != "/hexes/0101" || p.dups[1].pointer != "/x" {
		t.Errorf("duplicates = %+v", p.dups)
	}
	// the first occurrence keeps its position
	if l, c := p.lineCol(p.locate("/hexes/0101/t")); l != 1 || c != 26 {
		t.Errorf("first /hexes/0101/t at %d:%d, want 1:26", l, c)
	}
}

func TestPositionsOnBrokenJSON(t *testing.T) {
	for _, src := range []string{"", "{", `{"a": [1, 2`, `{"a" 1}`, "[]", `"x"`, "{\"a\":\xff}"} {
		p := indexPositions([]byte(src))
		p.lineCol(p.locate("/a/1")) // must not panic
	}
}
