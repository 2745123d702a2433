// Package zonedraft drafts the zones and borders of an area map (a game on
// named zones, model/area) from geography, as package geodraft drafts a hex
// map.
//
// A draft starts from a JSON config and the committed area map it redoes
// (its base), never from code: which zone is anchored on which gazetteer
// town under today's name and which is placed by hand (with the reason),
// which GeoJSON layers give the rivers and the two sides of a dividing
// river line, and the corrections: sides set by judgement, drafted borders
// removed, and borders set or added, each with the stated fact (rule line)
// or note that explains it.
//
// The draft anchors each zone, numbers the zones westward-first by the
// longitude of their anchor, joins zones whose anchors form a Gabriel
// graph (no other anchor in the circle on the segment between them), marks
// a border with the river its segment crosses, keeps the dividing river
// between the sides and only there, and makes the border of an insert's
// zone with a zone off the insert a link. Everything else of the base
// (names, setup letters, stated facts, notes) is kept as it is.
//
// A draft is a reconstruction, not a transcription: no printed map is
// known for the games it serves.
package zonedraft
