package explain

import "github.com/bfgdata/bfgdata/model"

// MapStats sums up an edition's map (model.MapStats) and names the
// edition, so that it reads on its own.
type MapStats struct {
	Edition string `json:"edition"`
	model.MapStats
}

// MapStatsOf sums up the map of an edition.
func MapStatsOf(edition string, m *model.Map) MapStats {
	return MapStats{Edition: edition, MapStats: m.Stats()}
}
