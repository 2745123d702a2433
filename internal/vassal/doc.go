// Package vassal writes a VASSAL module (.vmod) of one edition: the
// rendered map as the board with a hex grid whose location names are the
// data's RRCC ids, one piece per counter carrying its values as
// properties, and one predefined setup per scenario whose saved game puts
// every unit on its setup hex. The module knows no rules: it is a table
// with the right pieces on it, and bfgdata itself is the rules engine.
//
// The format facts it follows are those of VASSAL 3.5 to 3.8 (buildFile.xml,
// the SequenceEncoder escaping of piece definitions, the obfuscated
// saved-game stream); the output is byte-identical for the same edition.
package vassal
