package render

import (
	"testing"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

func TestNationOf(t *testing.T) {
	for _, n := range []model.Nationality{model.US, model.British, model.Canadian, model.French, model.PolishExile,
		model.SovietNation, model.PolishCommunist, model.Bulgarian, model.Romanian, model.Yugoslav, model.Hungarian} {
		if got := nationOf(rules.Unit{Nationality: n}).key; got != string(n) {
			t.Errorf("nationality %q: style %q, want its own", n, got)
		}
	}
	for _, c := range []struct {
		nation model.Nationality
		force  model.Force
		want   string
	}{
		{model.German, model.EastGerman, "east-german"},
		{model.German, model.WestGerman, "west-german"},
		{model.German, model.Soviet, germanNoForce},
		{model.German, "", germanNoForce},
		// the German style keys and wrong case are not nationalities
		{"east-german", model.EastGerman, unknownNation.key},
		{"west-german", "", unknownNation.key},
		{germanNoForce, "", unknownNation.key},
		{"US", model.WesternAllied, unknownNation.key},
		{"", "", unknownNation.key},
	} {
		if got := nationOf(rules.Unit{Nationality: c.nation, Force: c.force}).key; got != c.want {
			t.Errorf("nationality %q, force %q: style %q, want %q", c.nation, c.force, got, c.want)
		}
	}
}

func TestArmsHaveSymbols(t *testing.T) {
	seen := map[string]bool{}
	for _, a := range arms {
		id := symbolID(a.typ)
		if id == unknownSymbol || seen[id] || a.name == "" {
			t.Errorf("unit type %q: symbol %q, name %q", a.typ, id, a.name)
		}
		seen[id] = true
	}
	if got := symbolID("ski"); got != unknownSymbol {
		t.Errorf("unknown type: symbol %q, want %q", got, unknownSymbol)
	}
}
