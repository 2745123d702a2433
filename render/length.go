package render

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Lengths as people write them for print: what a front end reads from its
// user before it asks for a map or a counter sheet. The errors quote the
// value but name no flag or field; the caller says where it came from.

// maxLengthInput bounds what ParseLength reads: no length needs more.
const maxLengthInput = 64

// maxLengthInches bounds any length ParseLength returns.
const maxLengthInches = 1000

// ParseLength reads a length — a number or a fraction such as 5/8, then
// in, mm, cm or pt (inches when none) — and returns inches.
func ParseLength(s string) (float64, error) {
	if len(s) > maxLengthInput {
		return 0, fmt.Errorf("length %.20q… is too long", s)
	}
	units := []struct {
		suffix  string
		perInch float64
	}{{"in", 1}, {"mm", 25.4}, {"cm", 2.54}, {"pt", 72}}
	t := strings.TrimSpace(strings.ToLower(s))
	perInch := 1.0
	for _, u := range units {
		if strings.HasSuffix(t, u.suffix) {
			t, perInch = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.perInch
			break
		}
	}
	num, den := t, "1"
	if a, b, ok := strings.Cut(t, "/"); ok {
		num, den = strings.TrimSpace(a), strings.TrimSpace(b)
	}
	n, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("length %q: %q is not a number", s, num)
	}
	d, err := strconv.ParseFloat(den, 64)
	if err != nil || d == 0 {
		return 0, fmt.Errorf("length %q: %q is not a divisor", s, den)
	}
	v := n / d / perInch
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("length %q is not a finite number", s)
	}
	// Nothing printed is a thousand inches long; the bound keeps every
	// size computed from a length far from overflow.
	if math.Abs(v) > maxLengthInches {
		return 0, fmt.Errorf("length %q is over %d inches", s, maxLengthInches)
	}
	return v, nil
}

// ParseHexSize reads a hex size across the flats, such as "0.75in", "19mm",
// "1.9cm" or "54pt" (a bare number is inches), and returns inches. A size
// over MaxHexSize is refused as the likely slip of millimetres without
// their unit.
func ParseHexSize(s string) (float64, error) {
	inches, err := ParseLength(s)
	if err != nil || inches <= 0 {
		return 0, fmt.Errorf("%q: want a positive length such as 0.75in, 19mm, 1.9cm or 54pt", s)
	}
	if inches > MaxHexSize {
		return 0, fmt.Errorf("%q is %.2f inches across; want at most %v (did you mean mm?)", s, inches, MaxHexSize)
	}
	return inches, nil
}

// ParseCounterSize reads a counter's side, such as "0.5in", "5/8in" or
// "16mm", and returns inches, from MinCounterSize to MaxCounterSize.
func ParseCounterSize(s string) (float64, error) {
	length, err := ParseLength(s)
	if err != nil || length < MinCounterSize || length > MaxCounterSize {
		return 0, fmt.Errorf("%q: want a counter side from %vin to %vin, such as 0.5in, 5/8in or 16mm", s, MinCounterSize, MaxCounterSize)
	}
	return length, nil
}
