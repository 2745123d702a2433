package model

import (
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
)

// An author's variant (a scenario with BasedOn) is measured against its
// base every time any path writes it, never against what an earlier import
// left: whatever differs from the base cites the author, whatever equals
// it cites what the base cites. So importing the same workbook or CSV
// twice, or saving in the editor after an import, gives the same credit.

// AuthorRulePrefix starts the number of a rule of the author's own (V1,
// V2, …): a namespace of its own, so that no rule of the author's is ever
// taken for, or printed as, a rule of the rulebook.
const AuthorRulePrefix = "V"

// IsAuthorRuleNumber reports whether n is a number of the author's own
// namespace (V1, V2, …).
func IsAuthorRuleNumber(n string) bool {
	rest, ok := strings.CutPrefix(n, AuthorRulePrefix)
	if !ok || rest == "" {
		return false
	}
	k, err := strconv.Atoi(rest)
	return err == nil && k > 0 && strconv.Itoa(k) == rest
}

// NextAuthorRule returns the first number of the author's namespace that
// no special or optional rule of s uses.
func (s *Scenario) NextAuthorRule() string {
	used := map[string]bool{}
	for _, r := range slices.Concat(s.SpecialRules, s.OptionalRules) {
		used[r.Rule] = true
	}
	for k := 1; ; k++ {
		if n := AuthorRulePrefix + strconv.Itoa(k); !used[n] {
			return n
		}
	}
}

// CiteVariant gives every datum of a variant the source it rests on,
// measured against base, the scenario it is based on, whose effective
// setup is baseSetup: a placement, set-aside entry, turn, turn date,
// special or optional rule or victory that equals the base's cites what
// the base cites there; one that differs cites the author. A placement
// that differs and cites a source that is neither transcribed nor the
// author's (an article, say) was cited on purpose and keeps it. A rule
// with no number gets the next number of the author's namespace (V1, V2,
// …). The author source is listed when anything cites it, with its title
// (the author's name) kept, and dropped when nothing does and it names no
// one. It returns how
// many placements and set-aside entries cite the author.
func (s *Scenario) CiteVariant(base *Scenario, baseSetup []Placement) int {
	chosen := func(src string) bool {
		if src == "" || src == AuthorSourceID {
			return false
		}
		x, ok := s.Sources.Find(src)
		return ok && !x.Kind.Transcribed()
	}
	had := make(map[string]Placement, len(baseSetup))
	for _, p := range baseSetup {
		had[p.Counter] = p
	}
	s.Setup = slices.Clone(s.Setup)
	n := 0
	for i, p := range s.Setup {
		b, ok := had[p.Counter]
		switch {
		case ok && SamePlace(b, p):
			s.Setup[i].Src = b.Src
		case !chosen(p.Src):
			s.Setup[i].Src = AuthorSourceID
		}
		if s.Setup[i].Src == AuthorSourceID {
			n++
		}
	}
	aside := make(map[string]SetAside, len(base.SetAside))
	for _, a := range base.SetAside {
		aside[a.Counter] = a
	}
	s.SetAside = slices.Clone(s.SetAside)
	for i, a := range s.SetAside {
		b, ok := aside[a.Counter]
		switch {
		case ok && b.Reason == a.Reason:
			s.SetAside[i].Src = b.Src
		case !chosen(a.Src):
			s.SetAside[i].Src = AuthorSourceID
		}
		if s.SetAside[i].Src == AuthorSourceID {
			n++
		}
	}
	s.Turns.Src = base.Turns.Src
	if s.Turns.First != base.Turns.First || s.Turns.Last != base.Turns.Last {
		s.Turns.Src = AuthorSourceID
	}
	s.TurnDates = slices.Clone(s.TurnDates)
	for i, t := range s.TurnDates {
		b, ok := base.TurnDate(t.Turn)
		if ok && b.Start == t.Start && b.Label == t.Label {
			s.TurnDates[i].Src = b.Src
		} else {
			s.TurnDates[i].Src = AuthorSourceID
		}
	}
	s.NumberAuthorRules()
	s.SpecialRules = citeRules(s.SpecialRules, base.SpecialRules)
	s.OptionalRules = citeRules(s.OptionalRules, base.OptionalRules)
	s.Victory.Src = ""
	if !sameVictory(s.Victory, base.Victory) {
		s.Victory.Src = AuthorSourceID
	}
	if n > 0 || s.citesAuthorElsewhere() || s.Sources.AuthorName() != "" {
		// cited, or named: the author's name is kept for the sheet
		s.Sources = s.Sources.WithAuthor()
	} else {
		s.Sources = slices.DeleteFunc(slices.Clone(s.Sources), func(x Source) bool { return x.ID == AuthorSourceID })
	}
	return n
}

// NumberAuthorRules gives each special and optional rule of s that has
// no number the next number of the author's namespace, citing the author.
func (s *Scenario) NumberAuthorRules() {
	for _, list := range []*[]RuleRef{&s.SpecialRules, &s.OptionalRules} {
		for i, r := range *list {
			if r.Rule == "" {
				n := s.NextAuthorRule()
				*list = slices.Clone(*list)
				(*list)[i].Rule, (*list)[i].Src = n, AuthorSourceID
				s.Sources = s.Sources.WithAuthor()
			}
		}
	}
}

// citeRules cites the author on the rules of rs that the base's rules
// (was) lack or state otherwise; the others cite what the scenario's
// rulebook does.
func citeRules(rs, was []RuleRef) []RuleRef {
	out := slices.Clone(rs)
	for i, r := range out {
		b, ok := findRule(was, r.ID)
		out[i].Src = ""
		if !ok || !sameRule(b, r) {
			out[i].Src = AuthorSourceID
		}
	}
	return out
}

// sameRule reports whether two rules state the same, whatever they cite.
func sameRule(a, b RuleRef) bool {
	a.Src, b.Src = "", ""
	return reflect.DeepEqual(a, b)
}

func sameVictory(a, b Victory) bool {
	a.Src, b.Src = "", ""
	return reflect.DeepEqual(a, b)
}

// AuthorName is the name the author gave in the author source's title, or
// "" when the source is missing or keeps its placeholder title.
func (s Sources) AuthorName() string {
	a, ok := s.Find(AuthorSourceID)
	if !ok || a.Title == AuthorSource.Title {
		return ""
	}
	return a.Title
}

// WithAuthorNamed returns s with the author source titled name (the
// author's name); an empty name leaves the title as it is. The source is
// added when s lacks it. s is left as it was.
func (s Sources) WithAuthorNamed(name string) Sources {
	out := s.WithAuthor()
	name = strings.TrimSpace(name)
	if name == "" {
		return out
	}
	out = slices.Clone(out)
	for i := range out {
		if out[i].ID == AuthorSourceID {
			out[i].Title = name
		}
	}
	return out
}

// CheckAuthorName refuses a name no title could hold: an author's name is
// one line of text.
func CheckAuthorName(name string) error {
	if strings.ContainsAny(name, "\n\r\t") {
		return fmt.Errorf("an author's name is one line of text")
	}
	if len(name) > 200 {
		return fmt.Errorf("an author's name has at most 200 characters (this one has %d)", len(name))
	}
	return nil
}

// CiteVariant gives variant s of the edition its credit against its base
// (Scenario.CiteVariant). It reports false, changing nothing, for a
// scenario that is no variant (no basedOn, or a setup taken from
// another) or whose base or setups cannot be resolved: the validator says
// why.
func (e *Edition) CiteVariant(s *Scenario) bool {
	if s.BasedOn == "" || s.SetupFrom != "" || e.Counters == nil {
		return false
	}
	base, ok := e.Scenario(s.BasedOn)
	if !ok || base == s {
		return false
	}
	setup, err := base.EffectiveSetup(LookupIn(e.Scenarios), e.Counters)
	if err != nil {
		return false
	}
	s.CiteVariant(base, setup)
	return true
}
