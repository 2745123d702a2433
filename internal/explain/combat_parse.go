package explain

import (
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// ParseRetreats reads the retreat hexes of a combat's result, UNIT@HEX
// each, into CombatRequest.Retreat. A unit picked as KIND:A-D-M@HEX holds
// an @ of its own: the retreat hex is after the last one.
func ParseRetreats(list []string) (map[string]string, error) {
	if len(list) == 0 {
		return nil, nil
	}
	out := map[string]string{}
	for _, x := range list {
		who, where, ok := strings.Cut(x, "@")
		if !ok {
			return nil, requestError("position.placement", "%q: want UNIT@HEX", x)
		}
		if i := strings.LastIndex(x, "@"); strings.Count(x, "@") > 1 {
			who, where = x[:i], x[i+1:]
		}
		out[who] = where
	}
	return out, nil
}

// CheckDefenders refuses a defender that looks like a hex id (four
// characters, no pick) but is neither a hex nor a unit of the position,
// with the reason it is not a hex: such a token is a mistyped hex far
// more often than a unit.
func (p *StartingPosition) CheckDefenders(defs []string) error {
	for _, d := range defs {
		if strings.ContainsAny(d, ":@") || len(d) != 4 {
			continue
		}
		if _, err := model.ParseHex(d); err != nil {
			if _, uerr := p.Unit(d); uerr != nil {
				return err
			}
		}
	}
	return nil
}
