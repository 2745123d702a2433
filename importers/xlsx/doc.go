// Package xlsx moves an edition of Battle for Germany between its JSON
// files and a spreadsheet workbook, so that scenario authors and designers
// can keep orders of battle and setups in Excel or LibreOffice Calc and
// never touch JSON. A Go program uses it to write a workbook of any
// edition it has loaded (package model) and to read one back into the
// edition's files.
//
// Export writes one workbook holding a whole edition: a README sheet, the
// edition's header fields, the counters, every scenario's terms and setup,
// the map's hexes, hexsides and zones, the three charts, the rule numbers,
// sources and notes. Template writes a smaller workbook for a new scenario.
// The same edition always gives the same bytes.
//
// Read takes a workbook from anyone: it streams every part of it under
// limits (MaxFileSize and the others) before the workbook is opened,
// finding the sheets through the workbook's relationships and checking
// every index into the shared strings and styles; it then reads every
// sheet it knows into typed parts, and remembers which cell each value
// came from. A text a spreadsheet would take for a formula is written as
// a quoted text cell and read back as it is. Book.Build lays those parts
// over an edition folder (any fs.FS) and encodes the files canonically,
// and Locator.Locate turns a validator's file and JSON pointer back into
// the sheet and cell a person edits.
//
// Nothing here validates beyond reading cells: the caller runs package
// validate on what Build returns, so a workbook gets the same codes and
// checks as the JSON files do.
package xlsx
