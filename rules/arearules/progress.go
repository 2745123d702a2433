package arearules

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model/area"
)

// ProgressAttack is an attack on the City Progress CRT in a Berlin zone
// (9.2): the units of the side attacking in the zone (and, for a German
// attack, from one adjacent zone outside the city, 9.2.4) against the
// other side's units there.
type ProgressAttack struct {
	Zone      string
	Soviet    bool
	Attackers []string
	Defenders []string
	// Support is the extra support point a Soviet attack may spend for
	// +1 (9.2.5, L416).
	Support bool
	// Controlled lists the Berlin zones controlled by either Soviet camp.
	Controlled []string
}

// ComputeProgressOdds works out an attack on the City Progress CRT: the
// zone's garrison joins the German defence (9.2.3, L410) and never
// attacks; a Soviet attack takes +1 for a complete army, +1 for the extra
// support point and +1 for each adjacent Berlin zone a Soviet camp
// controls (L408, L416). A garrison or strength the sources do not give
// is refused, naming it.
func ComputeProgressOdds(ed *area.Edition, a ProgressAttack, vals Strengths) (Odds, error) {
	z, ok := ed.Map.Zones[a.Zone]
	if !ok || !z.Berlin {
		return Odds{}, fmt.Errorf("%q is not a Berlin city zone (9.2)", a.Zone)
	}
	sum := func(ids []string) (float64, error) {
		var s float64
		seen := map[string]bool{}
		for _, id := range ids {
			g, ok := vals.of(ed, id)
			if !ok {
				return 0, fmt.Errorf("the strength of %s is unknown: the edition does not give it", id)
			}
			if k := fmt.Sprint(g.Counters); !seen[k] {
				seen[k] = true
				s += float64(g.Strength)
			}
		}
		return s, nil
	}
	var o Odds
	var err error
	if o.Attack, err = sum(a.Attackers); err != nil {
		return Odds{}, err
	}
	if o.Defence, err = sum(a.Defenders); err != nil {
		return Odds{}, err
	}
	if a.Soviet {
		g, ok := z.Garrison.Get()
		if !ok {
			return Odds{}, fmt.Errorf("the garrison of %s is unknown: the edition does not give it", z.Name)
		}
		o.Defence += float64(g) // 9.2.3: the garrison joins the German defence
	}
	if o.Defence <= 0 || o.Attack <= 0 {
		return Odds{}, fmt.Errorf("no strength on one side (attack %g, defence %g)", o.Attack, o.Defence)
	}
	o.Column = ratio(o.Attack, o.Defence)
	add := func(v int, why string) {
		o.Modifiers = append(o.Modifiers, Modifier{v, why})
		o.DRM += v
	}
	if a.Soviet {
		if completeArmy(ed, a.Attackers) {
			add(1, "a complete Soviet army attacks (L408)")
		}
		if a.Support {
			add(1, "an extra support point is spent (9.2.5, L416)")
		}
		for _, c := range a.Controlled {
			if ed.Map.Adjacent(a.Zone, c) && ed.Map.Zones[c].Berlin {
				add(1, fmt.Sprintf("%s, adjacent, is Soviet controlled (L408)", ed.Map.Zones[c].Name))
			}
		}
	}
	return o, nil
}
