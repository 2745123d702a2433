// Package suggest is the one place that finds, for a word a person typed
// that names nothing (a scenario, counter, edition, rule or code id), the
// known word they most likely meant, so that every refusal of an unknown
// id says "did you mean …?" the same way.
package suggest

import (
	"fmt"
	"strings"
)

// Hint is `; did you mean "x"?` for the known word nearest to typed
// (Nearest), to end a refusal that names typed, or "" when none is near.
func Hint(typed string, known []string) string {
	if w, ok := Nearest(typed, known); ok {
		return fmt.Sprintf("; did you mean %q?", w)
	}
	return ""
}

// Nearest is the one word of known nearest to typed by edit distance
// (insertions, deletions, changes and swaps of two neighbouring letters),
// compared without case and without the separators people drop or add
// (5us, 5 US for 5-us; HG for hg), when it is near enough to be the word
// meant: at most one edit in four letters, and at least one. ok is false
// when typed is itself known, when none is near, or when two are equally
// near, since a wrong guess misleads more than none.
func Nearest(typed string, known []string) (word string, ok bool) {
	t := []rune(fold(typed))
	if len(t) == 0 || len(t) > 200 {
		return "", false
	}
	limit := max(1, len(t)/4)
	best, bestDist, ties := "", limit+1, 0
	for _, k := range known {
		if k == typed {
			return "", false
		}
		d := distance(t, []rune(fold(k)), bestDist)
		switch {
		case d < bestDist:
			best, bestDist, ties = k, d, 0
		case d == bestDist && k != best:
			ties++
		}
	}
	if best == "" || ties > 0 {
		return "", false
	}
	return best, true
}

// fold is a word as compared: lower case, without hyphens, spaces,
// underscores or dots.
func fold(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', ' ', '_', '.':
			return -1
		}
		return r
	}, strings.ToLower(s))
}

// distance is the optimal string alignment distance of a and b, or a
// number above limit once it is sure to exceed it.
func distance(a, b []rune, limit int) int {
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
