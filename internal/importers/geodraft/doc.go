// Package geodraft drafts a hex map from real-world geography, for any hex
// game whose hexes are numbered RRCC from the south-west with even rows set
// half a hex east.
//
// A draft starts from a JSON config, not from code: the grid size, anchor
// hexes with their longitude and latitude, and rules that say which GeoJSON
// layers make land, terrain, region tags, river and lake hexsides and
// cities, with the thresholds and precedence between them. Draft fits an
// affine georeference to the anchors by least squares, carries every
// geometry into the hex plane, samples each hex, and returns a model.Map
// whose every hex and hexside is marked with the config's source id, plus a
// Report of counts, fit residuals and names that matched nothing.
//
// testdata/draft.json is a small config with every kind of rule;
// data/1994/map-draft.json in the repository is the one for Battle for
// Germany. DraftFiles is the entry point for a command: a config path and a
// GeoJSON directory in, a map and a report out.
//
// A draft is a starting point for a person with the printed map, never a
// transcription of it: today's borders and a 1:10m river network are not
// the game designer's simplifications.
package geodraft
