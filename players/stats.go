package players

import "math"

// z95 is the standard normal quantile for a two-sided 95% interval.
const z95 = 1.959963984540054

// Share is how many of Of games came out one way (Count), with the 95%
// Wilson score interval of the share [Low, High]: unlike the textbook
// p ± 1.96·sqrt(p(1-p)/n), it stays within 0 and 1 and is not empty when
// a side won all games or none, which a playtest of a lopsided scenario
// gives often.
type Share struct {
	Count int     `json:"count"`
	Of    int     `json:"of"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// NewShare is count of n with its interval; with n 0 the interval is the
// whole of [0, 1], nothing being known.
func NewShare(count, n int) Share {
	s := Share{Count: count, Of: n, Low: 0, High: 1}
	if n == 0 {
		return s
	}
	p, nf, z2 := float64(count)/float64(n), float64(n), z95*z95
	centre := (p + z2/(2*nf)) / (1 + z2/nf)
	half := z95 / (1 + z2/nf) * math.Sqrt(p*(1-p)/nf+z2/(4*nf*nf))
	s.Low, s.High = max(0, centre-half), min(1, centre+half)
	return s
}

// Spread is the mean of a figure over the games and its standard
// deviation (the sample's, n-1 in the denominator; 0 for one game).
type Spread struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
}

// NewSpread is the mean and standard deviation of xs, summed in their
// order so that the same figures give the same bytes.
func NewSpread(xs []int) Spread {
	if len(xs) == 0 {
		return Spread{}
	}
	sum := 0.0
	for _, x := range xs {
		sum += float64(x)
	}
	mean := sum / float64(len(xs))
	if len(xs) == 1 {
		return Spread{Mean: mean}
	}
	ss := 0.0
	for _, x := range xs {
		d := float64(x) - mean
		ss += d * d
	}
	return Spread{Mean: mean, SD: math.Sqrt(ss / float64(len(xs)-1))}
}
