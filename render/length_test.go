package render

import (
	"strings"
	"testing"
)

func TestParseLength(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
		ok   bool
	}{
		{"0.5in", 0.5, true}, {"5/8in", 0.625, true}, {" 5 / 8 IN ", 0.625, true}, {"16mm", 16 / 25.4, true},
		{"1.27cm", 0.5, true}, {"36pt", 0.5, true}, {"0.75", 0.75, true}, {"3/4", 0.75, true},
		{"5/0in", 0, false}, {"in", 0, false}, {"a/b", 0, false}, {"1e400in", 0, false}, {"NaN", 0, false}, {strings.Repeat("1", 100), 0, false},
	} {
		got, err := ParseLength(tt.in)
		if (err == nil) != tt.ok || (tt.ok && (got < tt.want-1e-9 || got > tt.want+1e-9)) {
			t.Errorf("ParseLength(%q) = %v, %v; want %v (ok %v)", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func FuzzParseLength(f *testing.F) {
	for _, s := range []string{"0.5in", "5/8in", "16mm", "1/0", "-3pt", "NaN", "Inf", "1e308/1e-308"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := ParseLength(s)
		if err == nil && (v != v || v > maxLengthInches || v < -maxLengthInches) {
			t.Errorf("ParseLength(%q) = %v without an error", s, v)
		}
	})
}

func TestParseHexSize(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want float64
	}{
		{"0.75in", 0.75}, {"0.75", 0.75}, {" 1 IN ", 1}, {"25.4mm", 1}, {"2.54cm", 1}, {"54pt", 0.75},
	} {
		got, err := ParseHexSize(tt.in)
		if err != nil || got < tt.want-1e-9 || got > tt.want+1e-9 {
			t.Errorf("ParseHexSize(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
		}
	}
}

// A size a hex or a counter cannot have is refused, and the refusal quotes
// what was given so that the caller only adds where it came from.
func TestParseSizesRefuse(t *testing.T) {
	for _, tt := range []struct {
		parse func(string) (float64, error)
		in    string
		want  string
	}{
		{ParseHexSize, "19", `"19" is 19.00 inches across; want at most 4 (did you mean mm?)`},
		{ParseHexSize, "0in", `"0in": want a positive length`},
		{ParseHexSize, "abc", `"abc": want a positive length`},
		{ParseCounterSize, "2in", `"2in": want a counter side from 0.3in to 1.5in`},
		{ParseCounterSize, "1/0", `"1/0": want a counter side`},
	} {
		if v, err := tt.parse(tt.in); err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%q: %v, %v; want an error starting %q", tt.in, v, err, tt.want)
		}
	}
	if v, err := ParseCounterSize("5/8in"); err != nil || v != 0.625 {
		t.Errorf("ParseCounterSize(5/8in) = %v, %v; want 0.625", v, err)
	}
}
