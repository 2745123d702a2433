package explain

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// CounterList is every piece of an edition's counter set, grouped as a
// counter sheet prints them: by force in the rulebooks' order, then by
// nationality; units whose force a scenario gives (the 1975 German units)
// next; markers last.
type CounterList struct {
	Edition EditionRef     `json:"edition"`
	Set     string         `json:"set"`
	Title   string         `json:"title"`
	Pieces  int            `json:"pieces"`
	Groups  []CounterGroup `json:"groups"`
}

// CounterGroup is the counters of one force and nationality, in the order
// of the counter set. Force is empty for units whose force the scenario
// gives; Markers is set on the group of markers.
type CounterGroup struct {
	Force       model.Force       `json:"force,omitempty"`
	Nationality model.Nationality `json:"nationality,omitempty"`
	Markers     bool              `json:"markers,omitempty"`
	Counters    []model.Counter   `json:"counters"`
}

// Count is the number of counters in the list.
func (l CounterList) Count() int {
	n := 0
	for _, g := range l.Groups {
		n += len(g.Counters)
	}
	return n
}

// CountersOf lists an edition's counters for a counter sheet.
func CountersOf(ed *model.Edition) (CounterList, error) {
	if ed.Counters == nil {
		return CounterList{}, requestError("edition.no-counters", "edition %s lists no counters file (files.counters in its edition.json), so there are no counters to print", ed.Info.ID)
	}
	set := ed.Counters
	l := CounterList{Edition: editionRef(ed.Info), Set: set.ID, Title: set.Title, Pieces: set.Pieces, Groups: []CounterGroup{}}
	type key struct {
		force   model.Force
		nation  model.Nationality
		markers bool
	}
	var keys []key
	members := map[key][]model.Counter{}
	for _, c := range set.Counters {
		k := key{force: c.Force, nation: c.Nationality, markers: !c.IsUnit()}
		if k.markers {
			k.force, k.nation = "", ""
		}
		if _, seen := members[k]; !seen {
			keys = append(keys, k)
		}
		members[k] = append(members[k], c)
	}
	rank := func(k key) int {
		switch {
		case k.markers:
			return len(forceOrder) + 1
		case k.force == "":
			return len(forceOrder)
		}
		if r, ok := forceOrder[k.force]; ok {
			return r
		}
		return len(forceOrder)
	}
	// a stable sort keeps the nationalities of a force in set order
	slices.SortStableFunc(keys, func(a, b key) int { return rank(a) - rank(b) })
	for _, k := range keys {
		l.Groups = append(l.Groups, CounterGroup{Force: k.force, Nationality: k.nation, Markers: k.markers, Counters: members[k]})
	}
	return l, nil
}
