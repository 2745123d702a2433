// Package csvsetup reads a Battle for Germany scenario's setup from CSV, in
// the layout bfgdata setup --format csv writes (counter, label,
// nationality, force, attack, defense, movement, hex, zone, box, src, set
// aside), so an author can round-trip a setup through any tool that reads
// and writes CSV, and a Go program can lay a setup kept as CSV over a
// scenario of an edition it has loaded (package model).
//
// Read parses the file under size limits (MaxSize, MaxRows) and remembers
// the line and column of every field. Apply lays the rows over a scenario:
// a placement whose row says what the scenario already says is kept as it
// is, byte for byte, so the output of setup imports back unchanged; a
// moved unit changes only its place; units the CSV leaves out are removed
// and new ones appended. Nothing here validates the result: package
// validate does, and Locator names the CSV line behind each diagnostic.
package csvsetup
