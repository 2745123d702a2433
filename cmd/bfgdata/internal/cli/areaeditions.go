package cli

import (
	"slices"
	"strings"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/suggest"
	"github.com/bfgdata/bfgdata/model/area"
)

// areaEditions lists the editions of the area kind in use (bundled or
// --data's): validate and scenarios show them beside the hex ones, which
// the other commands do not read yet.
func (a *app) areaEditions() []string { return area.IDs(a.data) }

// allEditions is the hex editions, then the area ones; with edition set,
// that one alone once it is known to be either.
func (a *app) allEditions(edition string) ([]string, error) {
	if edition == "" {
		return append(a.editions(), a.areaEditions()...), nil
	}
	all := append(a.editions(), a.areaEditions()...)
	if !slices.Contains(all, edition) {
		return nil, usagef("--edition %q: want one of %s%s", edition, strings.Join(all, ", "), suggest.Hint(edition, all))
	}
	return []string{edition}, nil
}

// areaScenarios lists the scenarios of the area editions among ids.
func (a *app) areaScenarios(ids []string) (explain.ScenarioList, error) {
	rows := explain.ScenarioList{}
	for _, id := range ids {
		if !slices.Contains(a.areaEditions(), id) {
			continue
		}
		ed, err := area.LoadDir(a.data, id)
		if err != nil {
			return nil, err
		}
		rows = append(rows, explain.AreaScenarios(ed)...)
	}
	return rows, nil
}
