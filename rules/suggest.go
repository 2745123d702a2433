package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// DidYouMean is the hint for a name that is not one of known: `; did you
// mean "x"?` for the one known name closest to it, or "" when none is close
// (at most one edit in four letters, at least one) or two are equally close,
// since a wrong guess misleads more than none.
func DidYouMean(name string, known []string) string {
	if best, ok := Closest(name, known); ok {
		return fmt.Sprintf("; did you mean %q?", best)
	}
	return ""
}

// Closest is the one name of known nearest to name by edit distance
// (insertions, deletions, changes and swaps of two neighbouring letters),
// if it is near enough to be the name meant.
func Closest(name string, known []string) (string, bool) {
	limit := max(1, len(name)/4)
	best, bestDist, ties := "", limit+1, 0
	for _, k := range known {
		if k == name {
			return "", false
		}
		d := editDistance(name, k, bestDist)
		switch {
		case d < bestDist:
			best, bestDist, ties = k, d, 0
		case d == bestDist && k != best:
			ties++
		}
	}
	return best, best != "" && ties == 0
}

// editDistance is the optimal string alignment distance of a and b, or a
// number above limit once it is sure to exceed it.
func editDistance(a, b string, limit int) int {
	if d := len(a) - len(b); d > limit || -d > limit {
		return limit + 1
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		low := cur[0]
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
			low = min(low, cur[j])
		}
		if low > limit {
			return limit + 1
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)]
}

// hexHint is the "did you mean" of a hex that is not on the board's map.
// The slips an author makes with a hex id are row and column the wrong
// way round (0521 for 2105) and two digits swapped (2015): a hex of the
// map that one of them makes, if only one does, is the hint; else the one
// hex nearest by edit distance, if it is alone.
func (b *Board) hexHint(h model.Hex) string {
	s := h.String()
	var found []string
	seen := map[string]bool{}
	try := func(t string) {
		if hx, err := model.ParseHex(t); err == nil && !seen[t] && t != s {
			if _, ok := b.Map.Hexes[hx]; ok {
				seen[t] = true
				found = append(found, t)
			}
		}
	}
	try(s[2:] + s[:2])
	for i := 0; i+1 < len(s); i++ {
		r := []byte(s)
		r[i], r[i+1] = r[i+1], r[i]
		try(string(r))
	}
	if len(found) == 1 {
		return fmt.Sprintf("; did you mean %q?", found[0])
	}
	ids := make([]string, 0, len(b.Map.Hexes))
	for k := range b.Map.Hexes {
		ids = append(ids, k.String())
	}
	slices.Sort(ids) // the same hint every run, whatever the map's order
	return DidYouMean(s, ids)
}
