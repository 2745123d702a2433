// Package sheets lays out the documents players print, over render's
// public drawing: a scenario's setup sheet (SetupSheet) and its compact
// form (CompactSetupSheet), the counter sheets of a set (CounterSheet,
// CounterSheetSVG, CounterFiles), and the map cut into pages a home
// printer takes (MapPages).
//
// Each document is a single HTML file with its style sheet and SVG
// drawings inline and nothing to fetch, laid out here in fixed pages of
// one paper (Letter or A4), every page a <section> the size of the sheet,
// so a browser prints exactly the pages the layout counted, at 100%, and
// reports of page counts hold. Lengths are given in inches or millimetres
// and drawings carry their size in inches, so a 0.75 in hex measures
// 0.75 in on paper.
//
// The documents take their words from explain (a scenario's briefing, the
// counter list). The Write functions and the jobs (MapJob, CounterJob) put
// a document in a file through fileio and return the line that says what
// was written, so every front end says the same. The package is internal:
// the print pipeline is the command line's and the editor's, while the
// drawing it stands on is render's, public.
package sheets
