package rules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/internal/suggest"
	"github.com/bfgdata/bfgdata/model"
)

// DidYouMean is the hint for a name that is not one of known: `; did you
// mean "x"?` for the one known name nearest to it (suggest.Nearest), or "".
func DidYouMean(name string, known []string) string {
	return suggest.Hint(name, known)
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
