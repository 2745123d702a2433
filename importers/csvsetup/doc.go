// Package csvsetup reads a scenario's setup from CSV, in the layout
// bfgdata setup --format csv writes (counter, label, nationality, force,
// attack, defense, movement, hex, zone, box), so an author can round-trip a
// setup through any tool that reads and writes CSV.
//
// Read parses the file under size limits and remembers the line and column
// of every field. Apply lays the rows over a scenario: a placement whose
// row says what the scenario already says is kept as it is, byte for byte,
// so the output of setup imports back unchanged; a moved unit changes only
// its place; units the CSV leaves out are removed and new ones appended.
package csvsetup
