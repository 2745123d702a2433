package render

import (
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// drawBordersLayer draws the Theater Boundary and the Yugoslav border. Both
// come from the model's derivation from region tags, never from data of
// their own, so the line on the page is the line the rules engine uses.
// Segments are chained into continuous lines so the dashes keep their
// rhythm around corners instead of restarting at every hexside.
func drawBordersLayer(c *canvas, l *layout, m *model.Map) {
	c.Layer("borders")
	for _, b := range []struct {
		class string
		sides []model.Hexside
	}{
		{"theater-boundary", m.TheaterBoundary()},
		{"yugoslav-border", m.YugoslavBorder()},
	} {
		if len(b.sides) == 0 {
			continue
		}
		segs := make([][2]point, len(b.sides))
		for i, s := range b.sides {
			p, q := l.hexsideEnds(s.A, s.B)
			segs[i] = [2]point{p, q}
		}
		c.Path(markup.PathData(false, chainSegments(segs)...), markup.Class(b.class), markup.Attr("data-hexsides", markup.Itoa(len(b.sides))))
	}
	// Berlin stands on the boundary: the line runs around it, so its hex is
	// ringed in the boundary's colour.
	for _, h := range m.HexIDs() {
		if m.Hexes[h].Regions.Theater == model.TheaterBoundary {
			p := l.centre(h)
			c.Use(p.X, p.Y, "#hex-inset", markup.Class("boundary-hex"), markup.Attr("data-hex", h.String()))
		}
	}
	c.Gend()
}

// chainSegments joins segments that share end points into polylines. It
// starts at loose ends (points where an odd number of segments meet) so an
// open line is drawn in one piece from end to end, then closes any loops
// that remain. The walk follows the segments' given order, so the result is
// deterministic.
func chainSegments(segs [][2]point) [][]point {
	at := map[point][]int{}
	for i, s := range segs {
		at[s[0]] = append(at[s[0]], i)
		at[s[1]] = append(at[s[1]], i)
	}
	used := make([]bool, len(segs))
	walk := func(start point) []point {
		line := []point{start}
		cur := start
		for {
			next := -1
			for _, i := range at[cur] {
				if !used[i] {
					next = i
					break
				}
			}
			if next < 0 {
				return line
			}
			used[next] = true
			if segs[next][0] == cur {
				cur = segs[next][1]
			} else {
				cur = segs[next][0]
			}
			line = append(line, cur)
		}
	}
	var out [][]point
	for _, looseOnly := range []bool{true, false} {
		for i, s := range segs {
			if used[i] {
				continue
			}
			for _, e := range s {
				if used[i] {
					break
				}
				if looseOnly && len(at[e])%2 == 0 {
					continue
				}
				out = append(out, walk(e))
			}
		}
	}
	return out
}
