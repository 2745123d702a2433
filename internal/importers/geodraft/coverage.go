package geodraft

import (
	"github.com/bfgdata/bfgdata/model"
)

// sampler measures how much of each hex a set of polygons covers, by the
// share of a hex's sample points that fall inside them.
type sampler struct {
	offsets []Pt
}

func newSampler(n int) sampler {
	return sampler{offsets: sampleOffsets(n)}
}

// coverage returns, for every hex, the fraction of its area inside the
// union of the polygons. Only polygons whose bounds meet the hex's bounds
// are tested. Hexes with no coverage are left out of the result.
func (s sampler) coverage(hexes []model.Hex, pgs []*polygon) map[model.Hex]float64 {
	out := make(map[model.Hex]float64)
	var near []*polygon
	for _, h := range hexes {
		hb := hexBox(h)
		near = near[:0]
		for _, pg := range pgs {
			if pg.bounds.overlaps(hb) {
				near = append(near, pg)
			}
		}
		if len(near) == 0 {
			continue
		}
		c := Centre(h)
		in := 0
		for _, d := range s.offsets {
			if insideAny(near, Pt{c.X + d.X, c.Y + d.Y}) {
				in++
			}
		}
		if in > 0 {
			out[h] = float64(in) / float64(len(s.offsets))
		}
	}
	return out
}
