// Package xlsx moves an edition between its JSON files and a spreadsheet,
// so that scenario authors and designers can keep orders of battle and
// setups in Excel or LibreOffice Calc and never touch JSON.
//
// Export writes one workbook holding a whole edition: a README sheet, the
// edition's header fields, the counters, every scenario's terms and setup,
// the map's hexes, hexsides and zones, the three charts, the rule numbers,
// sources and notes. Template writes a smaller workbook for a new scenario.
// Read streams every part of a workbook under limits (limits.go) before
// excelize opens it, finding the sheets through the workbook's
// relationships and checking every index into the shared strings and
// styles; it then reads every sheet it knows into typed parts, and
// remembers which cell each value came from. A text a spreadsheet would
// take for a formula is written as a quoted text cell and read back as it
// is (package cellsafe). Build lays
// those parts over an edition and encodes the files canonically, and
// Locator.Locate turns a validator's file and JSON pointer back into the
// sheet and cell a person edits.
//
// Nothing here validates beyond reading cells: the caller runs package
// validate on what Build returns, so a workbook gets the same codes and
// checks as the JSON files do.
package xlsx
