package zonemap

import "math"

// pt is a position in user units, y growing down the page.
type pt struct{ X, Y float64 }

func (p pt) sub(q pt) pt             { return pt{p.X - q.X, p.Y - q.Y} }
func (p pt) add(q pt) pt             { return pt{p.X + q.X, p.Y + q.Y} }
func (p pt) scale(f float64) pt      { return pt{p.X * f, p.Y * f} }
func (p pt) dot(q pt) float64        { return p.X*q.X + p.Y*q.Y }
func (p pt) dist(q pt) float64       { return math.Hypot(p.X-q.X, p.Y-q.Y) }
func (p pt) lerp(q pt, f float64) pt { return p.add(q.sub(p).scale(f)) }

// cell is the Voronoi cell of sites[i] clipped to the box (w by h): the
// points nearer to sites[i] than to any other site.
func cell(sites []pt, i int, w, h float64) []pt {
	poly := []pt{{0, 0}, {w, 0}, {w, h}, {0, h}}
	s := sites[i]
	for j, o := range sites {
		if j == i || o == s {
			continue
		}
		// keep p with p·(o−s) ≤ (|o|²−|s|²)/2: nearer s than o
		n := o.sub(s)
		c := (o.dot(o) - s.dot(s)) / 2
		poly = clip(poly, n, c)
		if len(poly) == 0 {
			break
		}
	}
	return poly
}

// within clips the convex polygon to the 24-sided polygon of radius r
// round c, so that an outer zone's cell does not run to the map's edge.
func within(poly []pt, c pt, r float64) []pt {
	for k := range 24 {
		a := float64(k) * math.Pi / 12
		u := pt{math.Cos(a), math.Sin(a)}
		poly = clip(poly, u, c.dot(u)+r)
	}
	return poly
}

// clip keeps the part of the convex polygon where p·n ≤ c
// (Sutherland–Hodgman against one half-plane).
func clip(poly []pt, n pt, c float64) []pt {
	var out []pt
	for k, cur := range poly {
		prev := poly[(k+len(poly)-1)%len(poly)]
		dc, dp := cur.dot(n)-c, prev.dot(n)-c
		if dc <= 0 {
			if dp > 0 {
				out = append(out, prev.lerp(cur, dp/(dp-dc)))
			}
			out = append(out, cur)
		} else if dp <= 0 {
			out = append(out, prev.lerp(cur, dp/(dp-dc)))
		}
	}
	return out
}

// sharedEdge is the part of cell a (of site sa) lying on the bisector of
// sa and sb: the boundary the two cells share, if they touch along a line.
func sharedEdge(a []pt, sa, sb pt) (pt, pt, bool) {
	tol := 1e-6 * (1 + sa.dist(sb))
	on := func(p pt) bool { return math.Abs(p.dist(sa)-p.dist(sb)) < tol*100 }
	for k, p := range a {
		q := a[(k+1)%len(a)]
		if on(p) && on(q) && p.dist(q) > 1e-6 {
			return p, q, true
		}
	}
	return pt{}, pt{}, false
}
