package suggest

import "testing"

func TestNearest(t *testing.T) {
	scenarios := []string{"historical", "expanded-historical", "ed-variant", "red-star-white-star"}
	counters := []string{"5-us", "7-us", "19-us", "hg", "gd", "1-belo", "63"}
	editions := []string{"1975", "1994"}
	for _, c := range []struct {
		typed string
		known []string
		want  string // "" for no suggestion
	}{
		{"ed-varient", scenarios, "ed-variant"},
		{"historcal", scenarios, "historical"},
		{"Historical", scenarios, "historical"},
		{"historical", scenarios, ""}, // known: nothing to suggest
		{"red-star", scenarios, ""},
		{"nosuch", scenarios, ""},
		{"5us", counters, "5-us"},
		{"5 US", counters, "5-us"},
		{"HG", counters, "hg"},
		{"6-us", counters, ""}, // 5-us and 7-us are as near: no guess
		{"1-bleo", counters, "1-belo"},
		{"zz", counters, ""},
		{"1949", editions, "1994"},
		{"1995", editions, ""}, // 1975 and 1994 are as near
		{"2020", editions, ""},
		{"", editions, ""},
	} {
		got, ok := Nearest(c.typed, c.known)
		if got != c.want || ok != (c.want != "") {
			t.Errorf("Nearest(%q) = %q %v, want %q", c.typed, got, ok, c.want)
		}
	}
	if h := Hint("ed-varient", scenarios); h != `; did you mean "ed-variant"?` {
		t.Errorf("Hint = %q", h)
	}
	if h := Hint("zzz", scenarios); h != "" {
		t.Errorf("Hint of nothing near = %q", h)
	}
}

func FuzzNearest(f *testing.F) {
	f.Add("ed-varient")
	f.Add("5 US")
	f.Fuzz(func(t *testing.T, typed string) {
		w, ok := Nearest(typed, []string{"historical", "5-us", "hg"})
		if ok && w == "" || !ok && w != "" || ok && w == typed {
			t.Fatalf("%q: %q %v", typed, w, ok)
		}
	})
}
