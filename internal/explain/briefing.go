package explain

import (
	"slices"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// Briefing is everything a printed setup sheet says of a scenario: the
// terms of play (players, who runs which force, turns with their dates on
// the Turn Record Track, forces, special and optional rules, victory),
// where the setup comes from, the starting units in setup order, and what
// the map says of each hex and zone a unit starts in.
type Briefing struct {
	Edition         EditionRef         `json:"edition"`
	Scenario        string             `json:"scenario"`
	Name            string             `json:"name"`
	Rule            string             `json:"rule"`
	Players         int                `json:"players"`
	Control         []model.Control    `json:"control"`
	First           TurnDate           `json:"firstTurn"`
	Last            TurnDate           `json:"lastTurn"`
	Forces          []model.Force      `json:"forces"`
	NotInPlay       []model.Force      `json:"notInPlay"`
	TheaterBoundary model.BoundaryRule `json:"theaterBoundary"`
	SpecialRules    []model.RuleRef    `json:"specialRules"`
	OptionalRules   []model.RuleRef    `json:"optionalRules"`
	Victory         model.Victory      `json:"victory"`
	// SetupFrom is set when the scenario takes its setup from another.
	SetupFrom *ScenarioRef `json:"setupFrom,omitempty"`
	// SetupSources are the sources the placements are transcribed from,
	// in the order the placing scenario lists them.
	SetupSources []model.Source   `json:"setupSources"`
	SetAside     []model.SetAside `json:"setAside,omitempty"`
	// AsideUnits are the units of SetAside whose counter prints its
	// force, as units, in the same order: the force pages list them.
	AsideUnits []SetupUnit `json:"asideUnits,omitempty"`
	// Variant is set for an author's variant of another scenario.
	Variant *Variant `json:"variant,omitempty"`
	// Units is the resolved setup, sorted as SetupOf sorts it.
	Units []SetupUnit `json:"units"`
	// Places are the hexes units start in, sorted by id; Zones the zones
	// they start in, sorted by id. Both are empty without a map.
	Places []HexPlace  `json:"places"`
	Zones  []ZonePlace `json:"zones"`
}

// EditionRef names an edition as a title block does.
type EditionRef struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	Subtitle  string `json:"subtitle,omitempty"`
	Publisher string `json:"publisher"`
	Year      int    `json:"year"`
	Rulebook  string `json:"rulebook,omitempty"`
	Counters  string `json:"counters,omitempty"`
}

// TurnDate is a game turn with its space on the Turn Record Track; Label
// and Start are empty when the track lacks the turn.
type TurnDate struct {
	Turn  int    `json:"turn"`
	Label string `json:"label,omitempty"`
	Start string `json:"start,omitempty"`
}

// ScenarioRef names another scenario of the edition.
type ScenarioRef struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Rule string `json:"rule"`
}

// HexPlace is what the map says of a hex a unit starts in.
type HexPlace struct {
	Hex         model.Hex   `json:"hex"`
	Terrain     string      `json:"terrain"`
	TerrainName string      `json:"terrainName"`
	Fortified   bool        `json:"fortified,omitempty"`
	City        *model.City `json:"city,omitempty"`
	Port        bool        `json:"port,omitempty"`
}

// ZonePlace is a zone units start in, with the hexes they may choose from.
type ZonePlace struct {
	ID    string         `json:"id"`
	Name  string         `json:"name"`
	Kind  model.ZoneKind `json:"kind,omitempty"`
	Rule  string         `json:"rule,omitempty"`
	Hexes []model.Hex    `json:"hexes"`
}

// BriefingOf gathers the briefing of scenario id of an edition. Without a
// map the briefing has no places or zones.
func BriefingOf(ed *model.Edition, id string) (Briefing, error) {
	s, err := ScenarioOf(ed, id)
	if err != nil {
		return Briefing{}, err
	}
	setup, err := SetupOf(ed, id)
	if err != nil {
		return Briefing{}, err
	}
	b := Briefing{
		Edition:  editionRef(ed.Info),
		Scenario: s.ID, Name: s.Name, Rule: s.Rule, Players: s.Players,
		Control: s.Control,
		First:   turnDate(ed.TRT, s, s.Turns.First), Last: turnDate(ed.TRT, s, s.Turns.Last),
		Forces: s.Forces.InPlay, NotInPlay: s.Forces.NotInPlay, TheaterBoundary: s.TheaterBoundary,
		SpecialRules: s.SpecialRules, OptionalRules: s.OptionalRules, Victory: s.Victory,
		SetAside:     s.SetAside,
		Units:        setup.Units,
		SetupSources: []model.Source{},
		Places:       []HexPlace{},
		Zones:        []ZonePlace{},
	}
	if ed.Counters != nil {
		for _, a := range s.SetAside {
			if c, ok := ed.Counters.Find(a.Counter); ok && c.IsUnit() && c.Force != "" {
				b.AsideUnits = append(b.AsideUnits, SetupUnit{Unit: rules.UnitOf(c, c.Force), Src: a.Src})
			}
		}
	}
	if b.Variant = variantOf(ed, s); b.Variant != nil {
		b.Rule = "" // the number is the base's, in the rulebook; the variant has none
	}
	origin := placingScenario(ed, s)
	if origin != s {
		b.SetupFrom = &ScenarioRef{ID: s.SetupFrom, Name: s.SetupFrom}
		if from, ok := ed.Scenario(s.SetupFrom); ok {
			b.SetupFrom.Name, b.SetupFrom.Rule = from.Name, from.Rule
		}
	}
	used := map[string]bool{}
	for _, p := range origin.Setup {
		used[p.Src] = true
	}
	for _, src := range origin.Sources {
		if used[src.ID] {
			b.SetupSources = append(b.SetupSources, src)
		}
	}
	if ed.Map != nil {
		b.Places, b.Zones = placesOf(ed, setup.Units)
	}
	return b, nil
}

// placingScenario follows setupFrom to the scenario whose placements are
// used, stopping at a missing scenario or a loop (SetupOf has refused
// those already).
func placingScenario(ed *model.Edition, s *model.Scenario) *model.Scenario {
	seen := map[string]bool{s.ID: true}
	for s.SetupFrom != "" {
		next, ok := ed.Scenario(s.SetupFrom)
		if !ok || seen[next.ID] {
			break
		}
		seen[next.ID] = true
		s = next
	}
	return s
}

func editionRef(info model.EditionInfo) EditionRef {
	return EditionRef{ID: info.ID, Title: info.Title, Subtitle: info.Subtitle, Publisher: info.Publisher, Year: info.Year,
		Rulebook: info.Rulebook.Title, Counters: info.CounterSet.Title}
}

// turnDate dates turn n of scenario s: by the scenario's own turnDates
// when it dates the turn, else by the Turn Record Track.
func turnDate(trt *model.TRT, s *model.Scenario, n int) TurnDate {
	d := TurnDate{Turn: n}
	if t, ok := s.TurnDate(n); ok {
		d.Label, d.Start = t.Label, t.Start
		return d
	}
	if trt == nil {
		return d
	}
	if t, ok := trt.Turn(n); ok {
		d.Label, d.Start = t.Label, t.Start
	}
	return d
}

// placesOf describes the hexes and zones the units start in.
func placesOf(ed *model.Edition, units []SetupUnit) ([]HexPlace, []ZonePlace) {
	places, zones := []HexPlace{}, []ZonePlace{}
	var hexes []model.Hex
	zoneIDs := []string{}
	for _, u := range units {
		if u.OnMap() && !slices.Contains(hexes, u.Hex) {
			hexes = append(hexes, u.Hex)
		}
		if u.Zone != "" && !slices.Contains(zoneIDs, u.Zone) {
			zoneIDs = append(zoneIDs, u.Zone)
		}
	}
	model.SortHexes(hexes)
	for _, h := range hexes {
		info, ok := ed.Map.Hex(h)
		p := HexPlace{Hex: h}
		if ok {
			p.Terrain, p.TerrainName, p.Fortified, p.City, p.Port = info.Terrain, info.Terrain, info.Fortified, info.City, info.Port
			if e, ok := ed.TEC.TerrainEntry(info.Terrain); ok && e.Name != "" {
				p.TerrainName = e.Name
			}
		}
		places = append(places, p)
	}
	slices.Sort(zoneIDs)
	for _, id := range zoneIDs {
		zp := ZonePlace{ID: id, Name: id, Hexes: []model.Hex{}}
		if z, ok := ed.Map.Zones[id]; ok {
			if z.Name != "" {
				zp.Name = z.Name
			}
			zp.Kind, zp.Rule = z.Kind, z.Rule
			hs, _ := z.AllHexes() // validate reports a bad range
			zp.Hexes = append(zp.Hexes, hs...)
		}
		zones = append(zones, zp)
	}
	return places, zones
}
