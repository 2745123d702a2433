// Package jsonx is the one reader of JSON bytes behind bfgdata's data
// files: a scanner of tokens, and on it the parse into values (as
// encoding/json with UseNumber gives them, with duplicate keys noted), the
// skim that checks syntax without building values, the first pass that
// checks encoding and the limits, and the walk that finds where a JSON
// pointer's value sits, down to line and column.
//
// The limits (MaxFileSize, MaxDepth, MaxEntries) are the one set every
// reader of a data file applies — validate, fmt and the editor's server —
// so that a file one accepts is not refused by another.
//
// DecodeStrict is the one reader of the inputs that are not data files
// (game records, request bodies, position files, map corrections, fan
// readings, draft configs): the same limits, and unknown members and
// trailing data refused, for all of them.
//
// It accepts exactly what encoding/json accepts (the fuzz tests hold it to
// that); on bad syntax it stops, and leaves the wording of the error to
// encoding/json, whose messages users already know.
package jsonx
