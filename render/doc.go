// Package render draws an edition's map as a printable SVG and lays out
// the documents players print: setup sheets, counter sheets and the map cut
// into pages a home printer takes.
//
// The map is measured in hexes: one hex is 100 user units across its
// flats, and only the width and height attributes of the <svg> element turn
// that into inches (Options.HexSize). The same map therefore prints at any
// hex size without changing a coordinate.
//
// Every layer is an Inkscape layer (a <g> with inkscape:groupmode="layer"),
// so a map builder can hide, lock or export terrain, labels or counters on
// their own. Repeated shapes (the hexagon, NATO symbols, the fort sawtooth,
// the anchor) live once in <defs> and are placed with <use>.
//
// The printed documents (SetupSheet, CompactSetupSheet, CounterSheet,
// MapPages) are single HTML files with their style sheet and SVG drawings
// inline and nothing to fetch. Each is laid out here in fixed pages of one
// paper (Letter or A4), every page a <section> the size of the sheet, so a
// browser prints exactly the pages the layout counted, at 100%, and reports
// of page counts hold.
// Lengths are given in inches or millimetres and drawings carry their size
// in inches, so a 0.75 in hex measures 0.75 in on paper. Counters are drawn
// by the same code on the map, the sheets and the counter files.
//
// The output is deterministic: every map and slice is walked in sorted
// order and every number is printed with fixed precision, so the same input
// gives the same bytes. All text from the data is escaped.
//
// render depends on model, and on explain for the answers it prints (a
// scenario's briefing, the counter list); it never reads files and never
// imports the importers. The Write functions (WriteSetupSheet, …) put a
// document in a file through fileio and return the line that says what
// was written, so every front end says the same.
package render
