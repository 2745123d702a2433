// Package validate checks bfgdata data: JSON syntax, the embedded JSON
// Schemas, decoding into package model, references between files and the
// rules engine's checks, and turns every problem into one Report of
// Diagnostics with a stable code, a message, the file, a JSON pointer and a
// line and column. It reports every problem it finds and never panics on any
// input.
//
// Each stage that can still run does (partial.go, legality.go): a scenario
// whose schema problems lie in some placements is judged without them, a
// placement whose counter is unknown is left out of the legality checks
// rather than stopping them, and what waits for a fix says so in one
// validate.skipped line. Checking one scenario (Scenario, Scenarios, and a
// scenario file given to Paths) reports that scenario in full and sums up
// the others (scope.go). Check is what bfgdata check does: one scenario
// checked in one pass, its report and its setup resolved from the edition
// the validator decoded (CheckDocument, the same for a scenario as an
// editor holds it).
//
// The work is proportional to the data: each file is parsed once (by
// internal/jsonx, after its first pass over encoding and limits),
// the schema pass and the model share that parse (typed.go), a long
// top-level list is checked a chunk at a time on every processor where its
// schema allows (schemapass.go), the files of an edition are checked side
// by side, and lines and columns are looked up only for what is reported
// (jsonx.Locator, from document.placeAll).
package validate
