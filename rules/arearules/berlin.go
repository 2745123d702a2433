package arearules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model/area"
)

// City is the state of the Berlin city zones that movement and victory
// read: the units in each zone and each zone's City Progress level (a
// zone absent from Progress is at level 0, 9.1.2, L386).
type City struct {
	Units    map[string][]string
	Progress map[string]int
}

// nationalityOf is the nationality of counter id, "" when the edition
// does not have it.
func nationalityOf(ed *area.Edition, id string) string {
	c, ok := ed.Counters.Counter(id)
	if !ok {
		return ""
	}
	f, _ := ed.Force(c.Force)
	return f.Nationality
}

// SovietControlled reports whether a Berlin zone is controlled by a
// Soviet camp: City Progress level 2 or higher (9.1.4, L390).
func (c City) SovietControlled(zone string) bool { return c.Progress[zone] >= 2 }

// Contested reports whether a Berlin zone is contested: level below 2
// with at least one Soviet unit in it (9.1.3, L388).
func (c City) Contested(ed *area.Edition, zone string) bool {
	if c.SovietControlled(zone) {
		return false
	}
	return slices.ContainsFunc(c.Units[zone], func(id string) bool { return nationalityOf(ed, id) == Soviet })
}

// Entry is whether a unit may enter a zone and whether its movement ends
// there, with the rule that decides.
type Entry struct {
	Allowed bool
	Stops   bool
	Rule    string
}

// EnterZone says whether unit id, moving from zone from, may enter zone to
// and whether it must stop there (7.4): a German may not enter a Berlin
// zone from outside the city when the Soviets contest or control it
// (7.4.1), nor leave a Berlin zone they contest or control (7.4.2), and
// stops on entering such a zone (7.4.3); a German may cross the nexus
// from one Berlin zone to another (7.4.4); a Soviet unit stops on
// entering a Berlin zone that is not Soviet controlled (7.4.6). The zones
// must be adjacent (or joined by the nexus); a unit, zone or stack the
// edition or c does not have is an error. Stacking is CheckStack's.
func EnterZone(ed *area.Edition, c City, id, from, to string) (Entry, error) {
	m := ed.Map
	fz, ok1 := m.Zones[from]
	tz, ok2 := m.Zones[to]
	if !ok1 || !ok2 {
		return Entry{}, fmt.Errorf("no zone %q or %q on the map", from, to)
	}
	if !slices.Contains(c.Units[from], id) {
		return Entry{}, fmt.Errorf("%s is not in %s", id, fz.Name)
	}
	nat := nationalityOf(ed, id)
	if nat == "" {
		return Entry{}, fmt.Errorf("no counter %q in the edition", id)
	}
	viaNexus := nat == German && m.Nexus != nil && fz.Berlin && tz.Berlin &&
		slices.Contains(m.Nexus.Zones, from) && slices.Contains(m.Nexus.Zones, to)
	if !m.Adjacent(from, to) && !viaNexus {
		return Entry{Rule: "7.1"}, fmt.Errorf("%s and %s are not adjacent", fz.Name, tz.Name)
	}
	sovietHeld := func(z string) bool { return c.SovietControlled(z) || c.Contested(ed, z) }
	if nat == German {
		switch {
		case tz.Berlin && !fz.Berlin && sovietHeld(to):
			return Entry{Rule: "7.4.1, L303"}, nil
		case fz.Berlin && !tz.Berlin && sovietHeld(from):
			return Entry{Rule: "7.4.2, L305"}, nil
		case tz.Berlin && sovietHeld(to):
			return Entry{Allowed: true, Stops: true, Rule: "7.4.3, L307"}, nil
		case viaNexus && !m.Adjacent(from, to):
			return Entry{Allowed: true, Rule: "7.4.4, L309"}, nil
		}
		return Entry{Allowed: true}, nil
	}
	if tz.Berlin && !c.SovietControlled(to) {
		return Entry{Allowed: true, Stops: true, Rule: "7.4.6, L313"}, nil
	}
	return Entry{Allowed: true}, nil
}

// Left is what a Soviet camp loses when a Berlin zone it contested or
// controlled is left without a Soviet unit at the end of an impulse
// (9.1.5, L392): the level falls to 0, and the camp loses the zone's
// value in VPs, twice that value if it controlled the zone.
type Left struct {
	Level int
	VP    int
	Rule  string
}

// LeaveBerlinZone works out 9.1.5 for a Berlin zone whose City Progress
// level was level before the impulse and that now holds units: nothing
// happens while a Soviet unit remains or when the zone was neither
// contested nor controlled; a zone value the edition does not give is
// refused, naming the zone.
func LeaveBerlinZone(ed *area.Edition, zone string, level int, units []string) (Left, error) {
	z, ok := ed.Map.Zones[zone]
	if !ok || !z.Berlin {
		return Left{}, fmt.Errorf("%q is not a Berlin city zone (9.1)", zone)
	}
	if slices.ContainsFunc(units, func(id string) bool { return nationalityOf(ed, id) == Soviet }) {
		return Left{Level: level}, nil
	}
	// Without a Soviet unit, a level below 2 was contested only if a Soviet
	// unit was there: the caller asks because one left, so level 0 and 1
	// both count as contested.
	vp, ok := z.VP.Get()
	if !ok {
		return Left{}, fmt.Errorf("the victory points of %s are unknown: the edition does not give them", z.Name)
	}
	lost := vp
	if level >= 2 {
		lost = 2 * vp
	}
	return Left{Level: 0, VP: -lost, Rule: "9.1.5, L392"}, nil
}

// Shelling is 10.2.1 (L440): the first camp to activate one of its Soviet
// units in a zone adjacent to a Berlin city zone and turn it at once
// without any other action scores 1 VP; the award is made once a game.
type Shelling struct {
	// By is the camp that has scored it, "" while nobody has.
	By string
}

// Shell scores the shelling of Berlin by unit id in zone for its camp:
// 1 VP the first time in the game, 0 after. A zone not adjacent to a
// Berlin city zone, or a unit that is not Soviet, is refused.
func (s *Shelling) Shell(ed *area.Edition, id, zone string) (int, error) {
	c, ok := ed.Counters.Counter(id)
	if !ok || nationalityOf(ed, id) != Soviet {
		return 0, fmt.Errorf("%q is not a Soviet unit of the edition (10.2.1)", id)
	}
	z, ok := ed.Map.Zones[zone]
	if !ok {
		return 0, fmt.Errorf("no zone %q on the map", zone)
	}
	if !slices.ContainsFunc(ed.Map.Neighbours(zone), func(n string) bool { return ed.Map.Zones[n].Berlin }) {
		return 0, fmt.Errorf("%s is not adjacent to a Berlin city zone (10.2.1)", z.Name)
	}
	if s.By != "" {
		return 0, nil
	}
	s.By = c.Camp
	return 1, nil
}
