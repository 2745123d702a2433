// Package validate checks bfgdata data: JSON syntax, the embedded JSON
// Schemas, decoding into package model, references between files and the
// rules engine's checks, and turns every problem into one Report of
// Diagnostics with a stable code, a message, the file, a JSON pointer and a
// line and column. It reports every problem it finds and never panics on any
// input.
//
// The work is proportional to the data: each file is parsed once (by
// internal/jsonx, after its first pass over encoding and limits),
// the schema pass and the model share that parse (typed.go), a long
// top-level list is checked a chunk at a time on every processor where its
// schema allows (schemapass.go), the files of an edition are checked side
// by side, and lines and columns are looked up only for what is reported
// (jsonx.Locator, from document.placeAll).
package validate
