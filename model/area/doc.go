// Package area holds the data of an edition of the area kind: a game
// played on a map of named zones rather than hexes (the Berlin 1945 zone
// game). It is the sibling of package model, which holds the hex
// editions: the types of the edition, its map (zones, borders, the facts
// the rulebook states, the nexus, tracks), its two-step counters and its
// scenarios, loading them from an fs.FS and writing them in canonical
// form. It does not validate; package validate does.
package area
