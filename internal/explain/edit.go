package explain

import (
	"fmt"
	"maps"
	"slices"

	"github.com/bfgdata/bfgdata/model"

	"github.com/bfgdata/bfgdata/internal/suggest"
)

// Place is where an edit puts a counter: a hex, a zone of the map (with or
// without a hex inside it), or — both empty — nowhere: the counter leaves
// the setup and goes back to the tray of unplaced units.
type Place struct {
	Hex  string `json:"hex,omitempty"`
	Zone string `json:"zone,omitempty"`
}

// A placement made or moved by hand cites the author source
// (model.AuthorSource): the rulebook does not print it there. One left
// where it was keeps the source it had.

// MoveCounter returns a copy of scenario s with one counter put somewhere
// else: from the tray or a hex to a hex or zone, or back to the tray. The
// scenario itself is not changed. A placement keeps everything but where
// it stands (its source, printed stats and force); a hex inside the zone
// it was set up in keeps the zone, as the owner choosing its hex there. A
// counter put back from the tray takes back the placement the scenario as
// loaded gives it, in its place in the list, so a round trip through the
// tray changes nothing. A placement that is new or no longer where the
// scenario as loaded (or, for a variant not yet saved, its base) has it
// cites the author source, which is added to the sources; see
// model.Scenario.CiteAuthor.
//
// A German unit of a set that leaves the force to the setup (1975) takes
// the force of the side of the Theater Boundary it is put on. A scenario
// that takes its setup from another gets a copy of that setup first.
// Placing a set-aside counter takes it off the set-aside list.
func MoveCounter(ed *model.Edition, s *model.Scenario, counter string, to Place) (*model.Scenario, error) {
	if ed.Counters == nil {
		return nil, requestError("scenario.no-counters", "edition %s lists no counters file", ed.Info.ID)
	}
	c, ok := ed.Counters.Find(counter)
	if !ok || !c.IsUnit() {
		return nil, unknownCounter(ed, counter)
	}
	hex, err := placeHex(ed, to)
	if err != nil {
		return nil, err
	}
	out, err := ownSetup(ed, s)
	if err != nil {
		return nil, err
	}
	i := slices.IndexFunc(out.Setup, func(p model.Placement) bool { return p.Counter == c.ID })
	if hex == nil && to.Zone == "" {
		if i >= 0 {
			out.Setup = slices.Delete(out.Setup, i, i+1)
		}
		return out, nil
	}
	p := model.Placement{Counter: c.ID, Stats: c.Stats(), Src: model.AuthorSourceID}
	from, before, started := startingSetup(ed, s)
	switch was, at, ok := savedPlacement(from, before, s.ID, c.ID); {
	case i >= 0:
		p = out.Setup[i]
	case ok:
		// back from the tray: the placement the saved scenario has, in
		// its place in the list
		p, i = was, len(out.Setup)
		for k, q := range out.Setup {
			if j, ok := at[q.Counter]; ok && j > at[c.ID] {
				i = k
				break
			}
		}
		out.Setup = slices.Insert(out.Setup, i, p)
	}
	switch {
	case to.Zone != "":
		p.Zone = to.Zone
	case p.Zone != "" && !inZone(ed.Map, p.Zone, *hex):
		p.Zone = ""
	}
	p.Hex, p.Box = hex, ""
	if p.Force, err = forceOf(ed, c, p); err != nil {
		return nil, err
	}
	if i >= 0 {
		out.Setup[i] = p
	} else {
		out.Setup = append(out.Setup, p)
	}
	out.SetAside = slices.DeleteFunc(out.SetAside, func(a model.SetAside) bool { return a.Counter == c.ID })
	if len(out.SetAside) == 0 {
		out.SetAside = nil
	}
	switch {
	case ed.CiteVariant(out):
	case started:
		out.CiteAuthor(before, from.SetAside, from.Sources)
	case p.Src == model.AuthorSourceID:
		out.Sources = out.Sources.WithAuthor()
	}
	return out, nil
}

// startingSetup is the setup an edit of scenario s is measured against:
// the edition's own scenario s.ID as loaded or, for a variant not yet
// saved, the scenario it is based on, with its effective setup. ok is
// false when there is neither.
func startingSetup(ed *model.Edition, s *model.Scenario) (*model.Scenario, []model.Placement, bool) {
	from, ok := ed.Scenario(s.ID)
	if !ok && s.BasedOn != "" {
		from, ok = ed.Scenario(s.BasedOn)
	}
	if !ok || ed.Counters == nil {
		return nil, nil, false
	}
	setup, err := from.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
	if err != nil {
		return nil, nil, false
	}
	return from, setup, true
}

// savedPlacement finds counter's placement in the edition's own scenario
// id, as loaded, and the order of that scenario's placements, from what
// startingSetup found: the scenario from and its effective setup, which
// are another's (the base of a variant not yet saved) or none when the
// edition has no scenario id.
func savedPlacement(from *model.Scenario, setup []model.Placement, id, counter string) (model.Placement, map[string]int, bool) {
	if from == nil || from.ID != id {
		return model.Placement{}, nil, false
	}
	at := make(map[string]int, len(setup))
	found := -1
	for k, p := range setup {
		at[p.Counter] = k
		if p.Counter == counter {
			found = k
		}
	}
	if found < 0 {
		return model.Placement{}, nil, false
	}
	return setup[found], at, true
}

// placeHex checks a place against the edition's map and parses its hex.
func placeHex(ed *model.Edition, to Place) (*model.Hex, error) {
	if ed.Map == nil {
		return nil, requestError("edition.no-map", "edition %s has no map file, so nothing can be placed on it", ed.Info.ID)
	}
	if to.Zone != "" {
		if _, ok := ed.Map.Zones[to.Zone]; !ok {
			zones := slices.Sorted(maps.Keys(ed.Map.Zones))
			return nil, requestError("edit.place", "the map of edition %s has no zone %q%s", ed.Info.ID, to.Zone, suggest.Hint(to.Zone, zones))
		}
	}
	if to.Hex == "" {
		return nil, nil
	}
	h, err := model.ParseHex(to.Hex)
	if err != nil {
		return nil, requestError("edit.place", "%v", err)
	}
	if !ed.Map.Contains(h) {
		return nil, requestError("edit.place", "hex %s is not on the map of edition %s", h, ed.Info.ID)
	}
	if to.Zone != "" && !inZone(ed.Map, to.Zone, h) {
		return nil, requestError("edit.place", "hex %s is not in zone %s", h, to.Zone)
	}
	return &h, nil
}

func inZone(m *model.Map, zone string, h model.Hex) bool {
	hs, err := m.ZoneHexes(zone)
	return err == nil && slices.Contains(hs, h)
}

// forceOf is the force a placement of c names: the printed one for German
// units that print it, the side of the Theater Boundary (or the one German
// force a zone is for) for those that do not, none for other units.
func forceOf(ed *model.Edition, c *model.Counter, p model.Placement) (model.Force, error) {
	switch {
	case !c.German():
		return p.Force, nil
	case c.Force != "":
		return c.Force, nil
	}
	var side model.Force
	if p.Hex != nil {
		side = germanForceOn(ed.Map.Hexes[*p.Hex].Regions.Theater)
	}
	if side == "" && p.Zone != "" {
		var german []model.Force
		for _, f := range ed.Map.Zones[p.Zone].Forces {
			if model.Force(f).German() {
				german = append(german, model.Force(f))
			}
		}
		if len(german) == 1 {
			side = german[0]
		}
	}
	switch {
	case side != "":
		return side, nil
	case p.Force != "":
		return p.Force, nil
	}
	return "", requestError("edit.force", "%s is German and takes its force from where it sets up, but %s lies on neither side of the Theater Boundary", c.ID, p.Where())
}

// ownSetup copies s deeply enough to edit its setup, set-aside list and
// sources, turning a setup taken from another scenario into its own.
func ownSetup(ed *model.Edition, s *model.Scenario) (*model.Scenario, error) {
	out := *s
	out.Setup = slices.Clone(s.Setup)
	out.SetAside = slices.Clone(s.SetAside)
	out.Sources = slices.Clone(s.Sources)
	if s.SetupFrom != "" {
		from, err := s.EffectiveSetup(model.LookupIn(ed.Scenarios), ed.Counters)
		if err != nil {
			return nil, requestError("setup.unresolved", "%v", err)
		}
		out.Setup, out.SetupFrom = slices.Clone(from), ""
	}
	return &out, nil
}

// NewScenarioRequest asks for a new scenario of an edition: its id and
// name, the scenario whose terms it takes (players, turns, forces, enemies,
// rules, victory), and whether it copies that scenario's setup too.
type NewScenarioRequest struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	From string `json:"from"`
	Copy bool   `json:"copy"`
	// Author is the author's name, the title of the author source; empty
	// keeps the placeholder title.
	Author string `json:"author,omitempty"`
}

// NewScenario makes a scenario that is not yet a file of the edition: the
// terms of another scenario under a new id and name, with an empty setup
// or a copy of the other's (as it resolves, setupFrom followed). It cites
// the author's source (model.AuthorSource), and a note says it was started
// in the editor.
func NewScenario(ed *model.Edition, q NewScenarioRequest) (*model.Scenario, error) {
	return NewScenarioBy(ed, q, "Started in the scenario editor")
}

// NewScenarioBy is NewScenario for a scenario started by other means than
// the editor: its origin note begins with started ("Started with bfgdata
// new scenario").
func NewScenarioBy(ed *model.Edition, q NewScenarioRequest, started string) (*model.Scenario, error) {
	if !model.ValidID(q.ID) {
		return nil, requestError("edit.scenario-id", "%q is not a scenario id: want lower-case letters and digits in words joined by hyphens, such as my-variant", q.ID)
	}
	if _, taken := ed.Scenario(q.ID); taken {
		return nil, requestError("edit.scenario-exists", "edition %s already has a scenario %q", ed.Info.ID, q.ID)
	}
	if q.Name == "" {
		q.Name = q.ID
	}
	base, err := ScenarioOf(ed, q.From)
	if err != nil {
		return nil, err
	}
	out, err := ownSetup(ed, base)
	if err != nil {
		return nil, err
	}
	// The new scenario is the author's: it has no number in the rulebook,
	// and one started from another's setup is a variant of it.
	out.ID, out.Name, out.Edition, out.Rule, out.BasedOn = q.ID, q.Name, ed.Info.ID, "", ""
	what := "its terms, with an empty setup"
	if q.Copy {
		what = "its terms and setup"
		// a copy of a variant is another variant of the same scenario:
		// its changes and credit are still measured against that one
		out.BasedOn = base.ID
		if _, ok := ed.Scenario(base.BasedOn); ok && base.SetupFrom == "" {
			out.BasedOn = base.BasedOn
		}
	} else {
		out.Setup, out.SetAside, out.Notes = nil, nil, nil
	}
	if err := model.CheckAuthorName(q.Author); err != nil {
		return nil, requestError("edit.author", "%v", err)
	}
	out.Sources = out.Sources.WithAuthorNamed(q.Author)
	out.Notes = slices.DeleteFunc(slices.Clone(out.Notes), func(n model.Note) bool { return n.ID == editorOrigin })
	out.Notes = append(out.Notes, model.Note{ID: editorOrigin, Kind: "info",
		Text: started + " from " + base.ID + " (" + base.Name + "): " + what + ".", Sources: []string{model.AuthorSourceID}})
	if out.BasedOn != "" {
		out.Turns.Src = base.Turns.Src
		ed.CiteVariant(out)
	}
	return out, nil
}

// editorOrigin is the id of the note that says where a new scenario came
// from.
const editorOrigin = "editor-origin"

// unknownCounter refuses an id that names no unit of the edition's
// counter set, with the unit it most likely means by id or label.
func unknownCounter(ed *model.Edition, id string) error {
	return requestError("edit.counter-unknown", "%q is not a unit of the counter set of edition %s%s", id, ed.Info.ID, counterHint(ed.Counters.Counters, id))
}

// counterHint is "; did you mean X?" for the unit of counters whose id
// or label is nearest to what was typed (HG for hg, 5us for 5-us), or "".
func counterHint(counters []model.Counter, typed string) string {
	var ids, labels []string
	for _, c := range counters {
		if c.IsUnit() {
			ids, labels = append(ids, c.ID), append(labels, c.Label)
		}
	}
	if h := suggest.Hint(typed, ids); h != "" {
		return h
	}
	if w, ok := suggest.Nearest(typed, labels); ok {
		return fmt.Sprintf("; did you mean %q?", ids[slices.Index(labels, w)])
	}
	return ""
}
