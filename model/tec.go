package model

import "encoding/json"

// TEC is a Terrain Effects Chart (tec.json).
type TEC struct {
	Schema   string     `json:"$schema"`
	ID       string     `json:"id"`
	Rule     string     `json:"rule"`
	Terrain  []TECEntry `json:"terrain"`
	Features []TECEntry `json:"features"`
	Hexsides []TECEntry `json:"hexsides"`
	Borders  []TECEntry `json:"borders"`
	Combine  Combine    `json:"combine"`
	Src      string     `json:"src,omitempty"`
	Sources  Sources    `json:"sources"`
	Notes    []Note     `json:"notes,omitempty"`
}

// TECEntry is one row of the chart: a terrain, feature, hexside or border.
type TECEntry struct {
	ID     string    `json:"id"`
	Name   string    `json:"name"`
	Move   TECMove   `json:"move"`
	Combat TECCombat `json:"combat"`
	ZOC    *TECZOC   `json:"zoc,omitempty"`
	Rule   string    `json:"rule"`
	Src    string    `json:"src"`
	Note   string    `json:"note,omitempty"`
}

// TECMove is an entry's effect on movement.
type TECMove struct {
	Cost          *int    `json:"cost,omitempty"`
	Extra         int     `json:"extra,omitempty"`
	Prohibited    bool    `json:"prohibited,omitempty"`
	ProhibitedFor []Force `json:"prohibitedFor,omitempty"`
	// extraGiven is set when the chart states extra, even as 0.
	extraGiven bool
}

// Multiplier conditions.
const (
	WhenAlways             = "always"
	WhenAllAttackersAcross = "all-attackers-across"
)

// TECCombat is an entry's effect on combat.
type TECCombat struct {
	Multiplier  int     `json:"multiplier,omitempty"`
	When        string  `json:"when,omitempty"`
	Defenders   []Force `json:"defenders,omitempty"`
	DestroyedBy []Force `json:"destroyedBy,omitempty"`
	// Prohibited is the chart's "Not allowed": no unit attacks into the
	// hex or across the hexside (1975 9.0).
	Prohibited bool `json:"prohibited,omitempty"`
	// Src names the source of the effect when it is not the entry's own:
	// the Deluxe rules print no chart, so the 1994 chart takes the combat
	// effect of its lake, blocked and sea entries from the 1975 chart.
	Src string `json:"src,omitempty"`
}

// TECZOC is an entry's effect on zones of control.
type TECZOC struct {
	Blocks bool `json:"blocks"`
	// Src names the source of the effect when it is not the entry's own:
	// the 1975 chart says no unit may enter Switzerland or the sea, and that
	// no zone of control reaches into them is an inference from that.
	Src string `json:"src,omitempty"`
}

// Combine says how several defense multipliers combine.
type Combine struct {
	Method string `json:"method"`
	Rule   string `json:"rule"`
}

// Combination methods.
const (
	CombineSumMinusOne = "sum-minus-one"
	CombineProduct     = "product"
)

// TECCategory names the four lists of the chart.
type TECCategory string

// The chart's lists.
const (
	CategoryTerrain TECCategory = "terrain"
	CategoryFeature TECCategory = "feature"
	CategoryHexside TECCategory = "hexside"
	CategoryBorder  TECCategory = "border"
)

// Lookup finds an entry by id in any list and says which list it is in.
func (t *TEC) Lookup(id string) (TECEntry, TECCategory, bool) {
	for _, l := range []struct {
		cat     TECCategory
		entries []TECEntry
	}{{CategoryTerrain, t.Terrain}, {CategoryFeature, t.Features}, {CategoryHexside, t.Hexsides}, {CategoryBorder, t.Borders}} {
		for _, e := range l.entries {
			if e.ID == id {
				return e, l.cat, true
			}
		}
	}
	return TECEntry{}, "", false
}

// TerrainEntry finds a hex terrain by id.
func (t *TEC) TerrainEntry(id string) (TECEntry, bool) { return find(t.Terrain, id) }

// HexsideEntry finds a hexside type by id.
func (t *TEC) HexsideEntry(id string) (TECEntry, bool) { return find(t.Hexsides, id) }

// FeatureEntry finds a hex feature by id.
func (t *TEC) FeatureEntry(id string) (TECEntry, bool) { return find(t.Features, id) }

func find(es []TECEntry, id string) (TECEntry, bool) {
	for _, e := range es {
		if e.ID == id {
			return e, true
		}
	}
	return TECEntry{}, false
}

// IDs returns the ids of every entry, in chart order.
func (t *TEC) IDs() []string {
	var ids []string
	for _, l := range [][]TECEntry{t.Terrain, t.Features, t.Hexsides, t.Borders} {
		for _, e := range l {
			ids = append(ids, e.ID)
		}
	}
	return ids
}

// UnmarshalJSON reads a move entry and remembers whether it states extra,
// so that a chart's explicit "extra": 0 survives encoding.
func (m *TECMove) UnmarshalJSON(b []byte) error {
	type plain TECMove
	var v struct {
		plain
		Extra *int `json:"extra"` // shadows plain.Extra
	}
	if err := json.Unmarshal(b, &v); err != nil {
		return err
	}
	*m = TECMove(v.plain)
	m.extraGiven = v.Extra != nil
	if v.Extra != nil {
		m.Extra = *v.Extra
	}
	return nil
}

// MarshalJSON writes extra when it is not 0 or when the chart stated it.
func (m TECMove) MarshalJSON() ([]byte, error) {
	var extra *int
	if m.Extra != 0 || m.extraGiven {
		extra = &m.Extra
	}
	return json.Marshal(struct {
		Cost          *int    `json:"cost,omitempty"`
		Extra         *int    `json:"extra,omitempty"`
		Prohibited    bool    `json:"prohibited,omitempty"`
		ProhibitedFor []Force `json:"prohibitedFor,omitempty"`
	}{m.Cost, extra, m.Prohibited, m.ProhibitedFor})
}
