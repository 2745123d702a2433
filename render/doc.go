// Package render draws an edition's map as a printable SVG: terrain,
// hexsides, the borders derived from region tags, cities, zones, hex ids and,
// when a caller supplies them, unit counters, with a legend and title block.
//
// The drawing is measured in hexes: one hex is 100 user units across its
// flats, and only the width and height attributes of the <svg> element turn
// that into inches (Options.HexSize). The same map therefore prints at any
// hex size without changing a coordinate.
//
// Every layer is an Inkscape layer (a <g> with inkscape:groupmode="layer"),
// so a map builder can hide, lock or export terrain, labels or counters on
// their own. Repeated shapes (the hexagon, NATO symbols, the fort sawtooth,
// the anchor) live once in <defs> and are placed with <use>. The output is
// deterministic: every map and slice is walked in sorted order and every
// number is printed with fixed precision, so the same input gives the same
// bytes.
//
// render depends on model only; it never reads files and never imports the
// importers.
package render
