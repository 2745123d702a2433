package model

import (
	"errors"
	"strings"
	"testing"
)

func TestParseHex(t *testing.T) {
	tests := []struct {
		in      string
		want    Hex
		wantErr string
	}{
		{in: "2105", want: Hex{21, 5}},
		{in: "0926", want: Hex{9, 26}},
		{in: "3924", want: Hex{39, 24}},
		{in: "352", wantErr: "too short"},
		{in: "35-24", wantErr: `character '-' at position 3`},
		{in: "35245", wantErr: "too long"},
		{in: "", wantErr: "empty"},
		{in: "0012", wantErr: "row 00"},
		{in: "1200", wantErr: "column 00"},
		{in: "２１05", wantErr: "not a digit"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			got, err := ParseHex(tt.in)
			if tt.wantErr != "" {
				var he *HexError
				if !errors.As(err, &he) || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("ParseHex(%q) error = %v, want HexError containing %q", tt.in, err, tt.wantErr)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Fatalf("ParseHex(%q) = %v, %v; want %v", tt.in, got, err, tt.want)
			}
			if got.String() != tt.in {
				t.Errorf("String() = %q, want %q", got.String(), tt.in)
			}
		})
	}
}

func hexList(hs []Hex) string {
	s := make([]string, len(hs))
	for i, h := range hs {
		s[i] = h.String()
	}
	return strings.Join(s, " ")
}

// The parity rule is fixed by the rulebooks' combat examples: Deluxe 6.1 has
// 2105 attacked from 2004, 2104 and 2204; the Courland example of Deluxe 18.1
// attacks 3823 from 3723 and 3724.
func TestNeighbours(t *testing.T) {
	tests := []struct{ hex, want string }{
		{"2105", "2004 2005 2104 2106 2204 2205"}, // odd row
		{"3823", "3723 3724 3822 3824 3923 3924"}, // even row
		{"0101", "0102 0201"},                     // corner: odd row, so 0200 is off the grid
		{"0201", "0101 0102 0202 0301 0302"},
	}
	for _, tt := range tests {
		t.Run(tt.hex, func(t *testing.T) {
			if got := hexList(MustHex(tt.hex).Neighbours()); got != tt.want {
				t.Errorf("Neighbours(%s) = %s, want %s", tt.hex, got, tt.want)
			}
		})
	}
}

func TestNeighboursAreSymmetricAndAtDistanceOne(t *testing.T) {
	for r := 1; r <= 39; r++ {
		for c := 1; c <= 26; c++ {
			h := Hex{r, c}
			for _, n := range h.Neighbours() {
				if Distance(h, n) != 1 {
					t.Fatalf("Distance(%s,%s) = %d, want 1", h, n, Distance(h, n))
				}
				found := false
				for _, m := range n.Neighbours() {
					found = found || m == h
				}
				if !found {
					t.Fatalf("%s lists %s as neighbour but not the reverse", h, n)
				}
			}
		}
	}
}

func TestDistance(t *testing.T) {
	tests := []struct {
		a, b string
		want int
	}{
		{"2105", "2105", 0},
		{"2105", "2106", 1},
		{"2105", "2305", 2}, // straight north through 2204 or 2205
		{"2105", "2304", 2},
		{"2105", "2306", 2},
		{"2105", "2307", 3},
		{"0101", "0126", 25},
		{"0101", "3901", 38}, // zig-zag north along the west edge: column drifts east only every other row
		{"2613", "2623", 10},
	}
	for _, tt := range tests {
		got := Distance(MustHex(tt.a), MustHex(tt.b))
		if got != tt.want {
			t.Errorf("Distance(%s,%s) = %d, want %d", tt.a, tt.b, got, tt.want)
		}
		if back := Distance(MustHex(tt.b), MustHex(tt.a)); back != got {
			t.Errorf("Distance not symmetric for %s,%s", tt.a, tt.b)
		}
	}
}

func TestHexside(t *testing.T) {
	s, err := NewHexside(MustHex("2106"), MustHex("2105"))
	if err != nil || s.String() != "2105/2106" {
		t.Fatalf("NewHexside = %v, %v; want 2105/2106", s, err)
	}
	if _, err := NewHexside(MustHex("2105"), MustHex("2107")); err == nil {
		t.Error("NewHexside of non-adjacent hexes succeeded")
	}
	tests := []struct{ in, wantErr string }{
		{"2105/2106", ""},
		{"2106/2105", "not canonical"},
		{"2105/2107", "not adjacent"},
		{"2105-2106", `joined by "/"`},
		{"210/2106", "too short"},
	}
	for _, tt := range tests {
		_, err := ParseHexside(tt.in)
		if (err == nil) != (tt.wantErr == "") || (err != nil && !strings.Contains(err.Error(), tt.wantErr)) {
			t.Errorf("ParseHexside(%q) error = %v, want %q", tt.in, err, tt.wantErr)
		}
	}
	var keys []string
	for _, s := range MustHex("2105").Hexsides() {
		keys = append(keys, s.String())
	}
	if got := strings.Join(keys, " "); got != "2105/2106 2005/2105 2004/2105 2104/2105 2105/2204 2105/2205" {
		t.Errorf("Hexsides(2105) = %s", got)
	}
}

func TestParseHexRange(t *testing.T) {
	tests := []struct{ in, want, wantErr string }{
		{"1601-2301", "1601 1701 1801 1901 2001 2101 2201 2301", ""},
		{"0112-0117", "0112 0113 0114 0115 0116 0117", ""},
		{"0117-0112", "0112 0113 0114 0115 0116 0117", ""},
		{"0926-3526", "", ""},
		{"1601-2302", "", "neither a row nor a column"},
		{"1601", "", `joined by "-"`},
	}
	for _, tt := range tests {
		got, err := ParseHexRange(tt.in)
		if tt.wantErr != "" {
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("ParseHexRange(%q) error = %v, want %q", tt.in, err, tt.wantErr)
			}
			continue
		}
		if err != nil {
			t.Errorf("ParseHexRange(%q): %v", tt.in, err)
			continue
		}
		if tt.want != "" && hexList(got) != tt.want {
			t.Errorf("ParseHexRange(%q) = %s, want %s", tt.in, hexList(got), tt.want)
		}
		if tt.in == "0926-3526" && len(got) != 27 {
			t.Errorf("east edge range has %d hexes, want 27", len(got))
		}
	}
}

func TestHexString(t *testing.T) {
	for _, tt := range []struct {
		h    Hex
		want string
	}{{Hex{1, 1}, "0101"}, {Hex{21, 5}, "2105"}, {Hex{99, 99}, "9999"}, {Hex{0, 7}, "0007"}, {Hex{100, 3}, "10003"}, {Hex{-1, 2}, "-102"}} {
		if got := tt.h.String(); got != tt.want {
			t.Errorf("%+v.String() = %q, want %q", tt.h, got, tt.want)
		}
	}
}

func TestJoinHexes(t *testing.T) {
	hs := []Hex{MustHex("2104"), MustHex("0926"), {Row: 3, Col: 7}}
	if got := JoinHexes(hs, ", "); got != "2104, 0926, 0307" {
		t.Errorf("JoinHexes = %q", got)
	}
	if got := JoinHexes(nil, " "); got != "" {
		t.Errorf("no hexes = %q", got)
	}
}
