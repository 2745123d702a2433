package explain

import (
	"strings"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/model"
)

// Rule is one code of the catalogue with the rule each edition's rulebook
// gives it.
type Rule struct {
	catalog.Entry
	// Rules maps an edition id to its rule number; editions whose rulebook
	// has no such rule are left out.
	Rules map[string]string `json:"rules"`
}

// Catalogue is the rules catalogue joined with the rule numbers of the
// given editions.
type Catalogue struct {
	Editions []string `json:"editions"`
	Rules    []Rule   `json:"rules"`
}

// CatalogueOf joins the catalogue with the editions' ruleRefs.
func CatalogueOf(editions []*model.EditionInfo) Catalogue {
	c := Catalogue{Editions: []string{}}
	for _, e := range editions {
		c.Editions = append(c.Editions, e.ID)
	}
	for _, entry := range catalog.All() {
		r := Rule{Entry: entry, Rules: map[string]string{}}
		for _, e := range editions {
			if n := e.RuleRefs[entry.Code]; n != "" {
				r.Rules[e.ID] = n
			}
		}
		c.Rules = append(c.Rules, r)
	}
	return c
}

// Filter keeps the codes whose code starts with query (a code or a group,
// "stacking"), or — when query is a rule number such as 5.1 — the codes
// that rule number (or a sub-rule of it, 5.1.x) stands behind in edition
// (every edition when edition is "").
func (c Catalogue) Filter(query, edition string) Catalogue {
	out := Catalogue{Editions: c.Editions, Rules: []Rule{}}
	for _, r := range c.Rules {
		if matchesRule(r, query, edition) {
			out.Rules = append(out.Rules, r)
		}
	}
	return out
}

func matchesRule(r Rule, query, edition string) bool {
	if query == "" {
		return edition == "" || r.Rules[edition] != ""
	}
	if r.Code == query || r.Group() == query {
		return edition == "" || r.Rules[edition] != ""
	}
	for ed, n := range r.Rules {
		if edition != "" && ed != edition {
			continue
		}
		if n == query || strings.HasPrefix(n, query+".") || strings.HasPrefix(n, query+" ") {
			return true
		}
	}
	return false
}

// LibraryCatalogue joins the catalogue with the rule numbers of every
// edition of a library.
func LibraryCatalogue(l *model.Library) (Catalogue, error) {
	infos := make([]*model.EditionInfo, 0, len(l.IDs()))
	for _, id := range l.IDs() {
		ed, err := l.Load(id)
		if err != nil {
			return Catalogue{}, err
		}
		infos = append(infos, &ed.Info)
	}
	return CatalogueOf(infos), nil
}
