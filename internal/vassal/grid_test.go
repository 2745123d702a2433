package vassal

import (
	"strings"
	"testing"
)

// TestGridNumbers pins the grid's attributes for both maps, and a hex
// centre worked out by hand as VASSAL truncates it: 2105 is column 5 of an
// odd row, 18 rows below the top one, so its centre is x = 65 + 4×72 and
// y = (int)(70 + 18×62.35383) = 1192, not the 1193 rounding would give.
func TestGridNumbers(t *testing.T) {
	for _, tc := range []struct {
		ed                 string
		rows, x0, y0, hOff int
		hex                string
		x, y               int
	}{
		{"1994", 39, 70, 65, -1, "2105", 353, 1192},
		{"1975", 35, 70, 65, -1, "0101", 65, 2190}, // (65, (int)(70 + 34×62.35383))
	} {
		ed := edition(t, tc.ed)
		_, _, hpx, err := BoardSVG(ed.Map, ed.TEC, &ed.Info)
		if err != nil {
			t.Fatal(err)
		}
		g, err := GridOf(ed.Map, hpx)
		if err != nil {
			t.Fatal(err)
		}
		if g.Rows != tc.rows || g.X0 != tc.x0 || g.Y0 != tc.y0 || g.HOff != tc.hOff || g.Dy != 72 {
			t.Errorf("%s: rows %d x0 %d y0 %d hOff %d dy %v", tc.ed, g.Rows, g.X0, g.Y0, g.HOff, g.Dy)
		}
		if x, y, ok := g.Pixel(tc.hex); !ok || x != tc.x || y != tc.y {
			t.Errorf("%s: %s at (%d, %d), want (%d, %d)", tc.ed, tc.hex, x, y, tc.x, tc.y)
		}
	}
}

func TestOutline(t *testing.T) {
	g := Grid{HexWidth: 72, Centres: map[string][2]float64{
		"a": {100, 100}, "b": {172, 100}, "c": {136, 162.35}, "far": {500, 500},
	}}
	for _, tc := range []struct {
		ids     []string
		corners int
		err     string
	}{
		{[]string{"a"}, 6, ""},
		{[]string{"a", "b"}, 10, ""},
		{[]string{"a", "b", "c"}, 12, ""},
		{[]string{"a", "far"}, 0, "not one piece"},
		{[]string{"a", "nowhere"}, 0, "not on the map"},
	} {
		path, err := g.Outline(tc.ids)
		switch {
		case tc.err != "":
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("%v: error %v, want %q", tc.ids, err, tc.err)
			}
		case err != nil:
			t.Errorf("%v: %v", tc.ids, err)
		case strings.Count(path, ";")+1 != tc.corners:
			t.Errorf("%v: path %s has %d corners, want %d", tc.ids, path, strings.Count(path, ";")+1, tc.corners)
		}
	}
}
