package model

import "slices"

// CiteAuthor makes what an author added to or changed in a scenario's own
// setup cite the author source, and adds that source when anything cites
// it. before is the setup the author started from (the scenario as saved,
// or the scenario it is based on) and beforeAside its set-aside list; a
// placement before holds at the same hex, zone, box and force keeps its
// source (or, citing the author, takes back the one it had there), and so
// does a set-aside entry before holds. beforeSources are the sources the
// author started from: an author source they lack is dropped again when
// nothing cites it any more. A placement that is
// new or moved and still cites a transcribed source (a rulebook or errata,
// or no source at all) cites the author instead: the rulebook does not
// print it there. One that cites another source (an article, the author's
// own) was cited on purpose and keeps it. It returns how many placements
// and set-aside entries now cite the author.
func (s *Scenario) CiteAuthor(before []Placement, beforeAside []SetAside, beforeSources Sources) int {
	had := make(map[string]Placement, len(before))
	for _, p := range before {
		had[p.Counter] = p
	}
	aside := make(map[string]bool, len(beforeAside))
	for _, a := range beforeAside {
		aside[a.Counter] = true
	}
	transcribed := func(src string) bool {
		if src == "" {
			return true
		}
		x, ok := s.Sources.Find(src)
		return ok && x.Kind.Transcribed()
	}
	for i, p := range s.Setup {
		b, ok := had[p.Counter]
		switch {
		case ok && SamePlace(b, p) && p.Src == AuthorSourceID:
			// back where it was: what it cited there
			s.Setup[i].Src = b.Src
		case ok && SamePlace(b, p):
		case transcribed(p.Src):
			s.Setup[i].Src = AuthorSourceID
		}
	}
	for i, a := range s.SetAside {
		if !aside[a.Counter] && transcribed(a.Src) {
			s.SetAside[i].Src = AuthorSourceID
		}
	}
	n := 0
	for _, p := range s.Setup {
		if p.Src == AuthorSourceID {
			n++
		}
	}
	for _, a := range s.SetAside {
		if a.Src == AuthorSourceID {
			n++
		}
	}
	_, hadAuthor := beforeSources.Find(AuthorSourceID)
	switch {
	case n > 0:
		s.Sources = s.Sources.WithAuthor()
	case !hadAuthor && !s.citesAuthorElsewhere():
		// every change undone: the source list as it was
		s.Sources = slices.DeleteFunc(slices.Clone(s.Sources), func(x Source) bool { return x.ID == AuthorSourceID })
	}
	return n
}

// citesAuthorElsewhere reports whether anything but the setup and the
// set-aside list cites the author source: the turns, a turn date, a rule,
// the victory or a note.
func (s *Scenario) citesAuthorElsewhere() bool {
	if s.Turns.Src == AuthorSourceID || slices.ContainsFunc(s.TurnDates, func(t TurnDate) bool { return t.Src == AuthorSourceID }) {
		return true
	}
	if s.Victory.Src == AuthorSourceID || slices.ContainsFunc(slices.Concat(s.SpecialRules, s.OptionalRules), func(r RuleRef) bool { return r.Src == AuthorSourceID }) {
		return true
	}
	return slices.ContainsFunc(s.Notes, func(n Note) bool { return slices.Contains(n.Sources, AuthorSourceID) })
}

// SamePlace reports whether two placements put their counter in the same
// hex, zone and box with the same force.
func SamePlace(a, b Placement) bool {
	sameHex := a.Hex == nil && b.Hex == nil || a.Hex != nil && b.Hex != nil && *a.Hex == *b.Hex
	return sameHex && a.Zone == b.Zone && a.Box == b.Box && a.Force == b.Force
}

// Diff is how a scenario's setup differs from the setup of the scenario it
// is based on.
type Diff struct {
	Moved   []Move
	Added   []Placement
	Removed []Placement
	// SetAside are the counters set aside here and not in the base.
	SetAside []SetAside
}

// Move is a counter placed elsewhere than in the base.
type Move struct {
	From, To Placement
}

// Empty reports whether the setups are the same.
func (d Diff) Empty() bool {
	return len(d.Moved)+len(d.Added)+len(d.Removed)+len(d.SetAside) == 0
}

// DiffSetups compares a setup and its set-aside list with a base's, in the
// order of the setup (removals in the order of the base). A counter the
// base placed and this setup sets aside counts as set aside, not removed.
func DiffSetups(base []Placement, baseAside []SetAside, setup []Placement, aside []SetAside) Diff {
	var d Diff
	inBase := make(map[string]Placement, len(base))
	for _, p := range base {
		inBase[p.Counter] = p
	}
	here := make(map[string]bool, len(setup))
	for _, p := range setup {
		here[p.Counter] = true
		switch b, ok := inBase[p.Counter]; {
		case !ok:
			d.Added = append(d.Added, p)
		case !SamePlace(b, p):
			d.Moved = append(d.Moved, Move{From: b, To: p})
		}
	}
	wasAside := map[string]bool{}
	for _, a := range baseAside {
		wasAside[a.Counter] = true
	}
	for _, a := range aside {
		here[a.Counter] = true
		if !wasAside[a.Counter] {
			d.SetAside = append(d.SetAside, a)
		}
	}
	for _, p := range base {
		if !here[p.Counter] {
			d.Removed = append(d.Removed, p)
		}
	}
	return d
}
