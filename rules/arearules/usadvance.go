package arearules

import (
	"fmt"
	"slices"

	"github.com/bfgdata/bfgdata/model/area"
)

// NextUSZone is the zone the Americans capture next on track, having
// captured done zones of it (2.2.2, L110): a track of the map, from its
// first zone. A track whose zones beyond those the sources give are
// unknown is refused there, naming the track and its last known zone.
func NextUSZone(m *area.Map, track, done int) (string, error) {
	for _, t := range m.Tracks {
		if t.Track != track {
			continue
		}
		if done < 0 {
			return "", fmt.Errorf("track %d: %d zones captured", track, done)
		}
		if done < len(t.Zones) {
			return t.Zones[done], nil
		}
		last := t.Zones[len(t.Zones)-1]
		return "", fmt.Errorf("the zone after %s on track %d is unknown: the edition does not give it", m.Zones[last].Name, track)
	}
	return "", fmt.Errorf("no track %d on the map", track)
}

// USCapture is what happens when the Americans capture a zone: the
// advance halts for good on every track when a Soviet unit is there
// (2.2.4, L116), the Soviets keeping the zone; otherwise each German unit
// there takes a test (2.2.6, L124).
type USCapture struct {
	Halted bool
	Tests  []string
	Rule   string
}

// CaptureByUS works out the Americans reaching zone, which holds units.
func CaptureByUS(ed *area.Edition, zone string, units []string) (USCapture, error) {
	if _, ok := ed.Map.Zones[zone]; !ok {
		return USCapture{}, fmt.Errorf("no zone %q on the map", zone)
	}
	var germans []string
	for _, id := range units {
		switch nationalityOf(ed, id) {
		case Soviet:
			return USCapture{Halted: true, Rule: "2.2.4, L116"}, nil
		case German:
			germans = append(germans, id)
		case "":
			return USCapture{}, fmt.Errorf("no counter %q in the edition", id)
		}
	}
	if len(germans) == 0 {
		return USCapture{Rule: "2.2.2, L110"}, nil
	}
	return USCapture{Tests: germans, Rule: "2.2.6, L124"}, nil
}

// GermanBeforeUS is the test of a German unit in a zone the Americans
// capture (2.2.6, L124): on 1-4 it leaves the game; on 5-6 it moves to one
// of the zones returned, adjacent with a higher index and clear of Soviet
// units, as its owner chooses; none left, it leaves the game. A zone the
// Americans hold (us) takes no German unit (2.2.3, L114; 2.2.7).
func GermanBeforeUS(m *area.Map, zone string, die int, at map[string][]string, us []string, nationalityOf func(string) string) (withdrawn bool, to []string, err error) {
	if die < 1 || die > 6 {
		return false, nil, fmt.Errorf("die %d is not 1-6", die)
	}
	z, ok := m.Zones[zone]
	if !ok {
		return false, nil, fmt.Errorf("no zone %q on the map", zone)
	}
	if die <= 4 {
		return true, nil, nil
	}
	for _, n := range m.Neighbours(zone) {
		if m.Zones[n].Index <= z.Index || slices.Contains(us, n) || m.Zones[n].Side == "east" {
			continue
		}
		if slices.ContainsFunc(at[n], func(id string) bool { return nationalityOf(id) == Soviet }) {
			continue
		}
		to = append(to, n)
	}
	return len(to) == 0, to, nil
}
