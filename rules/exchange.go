package rules

// ExchangeSatisfied reports whether attacking units with the given printed
// attack strengths pay for an Ex against defenders whose printed defense
// strengths total defense (1975 6.62; Deluxe 6.2): the attacker loses units
// whose printed attack totals at least the defenders' printed defense, not
// the terrain-multiplied defense.
func ExchangeSatisfied(lostAttack []int, defense int) bool {
	return sum(lostAttack) >= defense
}

// ExchangeChoices lists every minimal set of attackers (as indices into
// attack) whose printed attack strengths satisfy an Ex against defense:
// each set satisfies it and no unit can be dropped from it. If all the
// attackers together fall short, the only choice is all of them.
// Sets come in a stable order: by size, then lexicographically.
func ExchangeChoices(attack []int, defense int) [][]int {
	n := len(attack)
	if sum(attack) < defense || n == 0 {
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		return [][]int{all}
	}
	var out [][]int
	for size := 1; size <= n; size++ {
		forEachCombination(n, size, func(idx []int) {
			var s []int
			for _, i := range idx {
				s = append(s, attack[i])
			}
			if sum(s) < defense {
				return
			}
			// minimal: dropping any one unit must fall short
			for _, i := range idx {
				if sum(s)-attack[i] >= defense {
					return
				}
			}
			out = append(out, append([]int(nil), idx...))
		})
	}
	return out
}

func forEachCombination(n, k int, f func([]int)) {
	idx := make([]int, k)
	var rec func(start, depth int)
	rec = func(start, depth int) {
		if depth == k {
			f(idx)
			return
		}
		for i := start; i <= n-(k-depth); i++ {
			idx[depth] = i
			rec(i+1, depth+1)
		}
	}
	rec(0, 0)
}

func sum(xs []int) int {
	s := 0
	for _, x := range xs {
		s += x
	}
	return s
}
