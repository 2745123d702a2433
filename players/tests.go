package players

import "math"

// TwoProportionP is the two-sided p-value of the two-proportion z-test
// that x1 of n1 and x2 of n2 come from one share: z is the difference of
// the shares over its standard error under the pooled share. ok is false
// when either count has no trials; with the pooled share 0 or 1 (both
// series all one way) the shares cannot differ and p is 1.
func TwoProportionP(x1, n1, x2, n2 int) (p float64, ok bool) {
	if n1 == 0 || n2 == 0 {
		return 0, false
	}
	p1, p2 := float64(x1)/float64(n1), float64(x2)/float64(n2)
	pool := float64(x1+x2) / float64(n1+n2)
	se := math.Sqrt(pool * (1 - pool) * (1/float64(n1) + 1/float64(n2)))
	if se == 0 {
		return 1, true
	}
	z := math.Abs(p1-p2) / se
	return math.Erfc(z / math.Sqrt2), true
}

// WelchP is the two-sided p-value of Welch's t-test that two samples,
// given by their means, standard deviations and sizes, have one mean: it
// does not assume the two spreads equal, which a variant that changes
// the game need not keep. ok is false when a sample has fewer than two
// values. With both spreads 0 the means either are equal (p 1) or differ
// beyond doubt (p 0).
func WelchP(a Spread, n1 int, b Spread, n2 int) (p float64, ok bool) {
	if n1 < 2 || n2 < 2 {
		return 0, false
	}
	v1, v2 := a.SD*a.SD/float64(n1), b.SD*b.SD/float64(n2)
	if v1+v2 == 0 {
		if a.Mean == b.Mean {
			return 1, true
		}
		return 0, true
	}
	t := (a.Mean - b.Mean) / math.Sqrt(v1+v2)
	df := (v1 + v2) * (v1 + v2) / (v1*v1/float64(n1-1) + v2*v2/float64(n2-1))
	return studentTwoSided(t, df), true
}

// studentTwoSided is P(|T| > |t|) for Student's t with df degrees of
// freedom: the regularized incomplete beta I_x(df/2, 1/2) at
// x = df/(df+t²).
func studentTwoSided(t, df float64) float64 {
	return incompleteBeta(df/2, 0.5, df/(df+t*t))
}

// incompleteBeta is the regularized incomplete beta function I_x(a, b),
// by its continued fraction (evaluated by the modified Lentz method) on
// the side of x where it converges fast.
func incompleteBeta(a, b, x float64) float64 {
	switch {
	case x <= 0:
		return 0
	case x >= 1:
		return 1
	}
	la, _ := math.Lgamma(a + b)
	lb, _ := math.Lgamma(a)
	lc, _ := math.Lgamma(b)
	front := math.Exp(la - lb - lc + a*math.Log(x) + b*math.Log(1-x))
	if x < (a+1)/(a+b+2) {
		return front * betaFraction(a, b, x) / a
	}
	return 1 - front*betaFraction(b, a, 1-x)/b
}

// betaFraction is the continued fraction of the incomplete beta function.
func betaFraction(a, b, x float64) float64 {
	const tiny, eps = 1e-300, 1e-15
	c, d := 1.0, 1-(a+b)*x/(a+1)
	if math.Abs(d) < tiny {
		d = tiny
	}
	d = 1 / d
	h := d
	for m := 1; m <= 300; m++ {
		mf := float64(m)
		// the even step, then the odd
		for _, num := range []float64{
			mf * (b - mf) * x / ((a + 2*mf - 1) * (a + 2*mf)),
			-(a + mf) * (a + b + mf) * x / ((a + 2*mf) * (a + 2*mf + 1)),
		} {
			d = 1 + num*d
			if math.Abs(d) < tiny {
				d = tiny
			}
			c = 1 + num/c
			if math.Abs(c) < tiny {
				c = tiny
			}
			d = 1 / d
			h *= d * c
		}
		if math.Abs(d*c-1) < eps {
			break
		}
	}
	return h
}
