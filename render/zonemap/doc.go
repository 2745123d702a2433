// Package zonemap draws an area edition's map of zones as SVG (ZoneMap):
// each zone's cell, its index circle, victory points, garrison, setup
// letters and track, the borders' rivers, defence lines and white-line
// links, the nexus, a legend and a title.
//
// The zones carry anchor points but no outlines, so a zone's shape is the
// Voronoi cell of its anchor among all the anchors, clipped to the map's
// bounding box: a drawing aid, not the printed map, and the title says so.
// Adjacency is the borders data, drawn as lines between anchors, never the
// cells' contacts.
//
// The output is deterministic: zones and borders are walked in sorted or
// data order and every number is printed with two decimals, so the same
// edition gives the same bytes. All text from the data is escaped.
package zonemap
