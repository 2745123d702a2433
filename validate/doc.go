// Package validate checks bfgdata data: JSON syntax, the embedded JSON
// Schemas, decoding into package model, references between files and the
// rules engine's checks, and turns every problem into one Report of
// Diagnostics with a stable code, a message, the file, a JSON pointer and a
// line and column. It reports every problem it finds and never panics on any
// input.
package validate
