// Package render draws Battle for Germany as SVG: an edition's map with
// its terrain, hexsides, borders, cities, zones and counters (Map), the
// counters on their own (DrawCounter, CounterImage), the charts
// (ChartSVG), and the geometry a page needs to draw over a map (GeometryOf).
// A Go program that builds a VASSAL module, a print-and-play kit or a web
// page loads an edition with model and draws it here; the units it puts
// on the map are render's own Unit and Placement, plain values it can
// fill from any setup.
//
// The map is measured in hexes: one hex is 100 user units across its
// flats, and only the width and height attributes of the <svg> element turn
// that into inches (Options.HexSize), or into whole pixels
// (Options.Pixels). The same map therefore prints at any hex size without
// changing a coordinate.
//
// Every layer is an Inkscape layer (a <g> with inkscape:groupmode="layer"),
// so a map builder can hide, lock or export terrain, labels or counters on
// their own. Repeated shapes (the hexagon, NATO symbols, the fort sawtooth,
// the anchor) live once in <defs> and are placed with <use>.
//
// Printed documents are built on the same drawing: DrawMap holds a map to
// be shown in windows (the map cut into pages), Locator is the map at small
// scale with a force's hexes marked, and the counters, their style sheet
// (CounterCSS, MarkerCSS, NationCSS) and NATO symbols (WriteNATOSymbols)
// go into any page. Counters are drawn by the same code on the map, the
// sheets and the counter files.
//
// The output is deterministic: every map and slice is walked in sorted
// order and every number is printed with fixed precision, so the same input
// gives the same bytes. All text from the data is escaped. render depends
// on model only; it never reads files.
package render
