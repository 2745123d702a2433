package vsav

import "github.com/bfgdata/bfgdata/internal/vassal"

// VASSAL keeps a list of strings as one string with a delimiter between
// the values (its SequenceEncoder; see package vassal for the escaping).
// Nested lists (a piece's traits, a command's subcommands) escape their
// delimiters once more at each level, which splitting level by level
// undoes.

// Split reads a string VASSAL's SequenceEncoder wrote into its values; the
// empty string is one empty value, as VASSAL reads it. It is the module's
// own reader, so a saved game is read as the exporter writes it.
func Split(delim byte, s string) []string { return vassal.SplitSeq(delim, s) }

// Join writes values as VASSAL's SequenceEncoder does.
func Join(delim byte, values ...string) string { return vassal.JoinSeq(delim, values...) }
