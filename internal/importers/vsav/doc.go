// Package vsav reads a game played with the VASSAL module bfgdata exports
// (internal/vassal): a saved game (.vsav) or a log file (.vlog). It
// decodes VASSAL's saved-game stream (the obfuscated text in the zip's
// savedGame entry, its commands joined by ESC), replays the commands that
// place and move pieces, and says where every unit stands: on a hex of the
// map (VASSAL's hex grid as the module defines it), in a box of the track
// (a destroyed-units box, a turn of the Turn Record Track), or nowhere the
// rules know. What it reads becomes a position file (the one combat and
// reach take with --position) or a scenario, and every piece it cannot
// place is a diagnostic naming the piece. A log also gives the die rolls
// its chat lines report.
//
// VASSAL itself is no rules engine: a saved game may hold anything a
// player dragged onto the map. Reading is bounded (the zip's size, its
// entries, the text decompressed, the commands), and bad bytes are an
// error, never a panic.
package vsav
