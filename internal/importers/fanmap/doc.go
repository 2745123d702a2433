// Package fanmap turns a hex-by-hex reading of a fan redrawing of the
// printed map into a map layer (see mapfix.Layer).
//
// The reading is a JSON file of facts keyed by the game's own RRCC hex ids:
// each hex's terrain, the cities with their victory points, fortified
// hexes, river and other drawn hexsides, and the hexes inside the Yugoslav
// border. It is nearer the printed map than today's geography, so the layer
// it becomes replaces what the geography draft put in the rows it covers;
// the corrections file laid over both still lets the rulebooks and set-ups
// overrule it, and says where and why.
//
// The conversion is mechanical and states its few rules: terrain ids are
// written with hyphens (out_of_play becomes out-of-play), the Swiss hexes
// are the hexes of Switzerland terrain, a city without a legible name is
// named after its hex, and every drawn line that is not a river is a
// blocked hexside (the redrawing does not tell blocked and lake hexsides
// apart, and the rules treat them alike). Convert also checks the reading
// against itself: the Yugoslav hexes must yield the drawn border.
package fanmap
