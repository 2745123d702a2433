// Package mapfix applies a corrections file to a drafted map.
//
// A draft from geography (package geodraft) gets the coasts, rivers and
// towns roughly right, but the game fixes many facts geography cannot know:
// set-up hexes must be land, a rulebook example names a fortified broken
// hex, the Yugoslav border must meet the east edge where a rule says, the
// Theater Boundary runs around Berlin. A corrections file states each such
// fact once, with the source it rests on and the reason, and Apply writes
// it into the map: the fact's value, its per-fact source (HexInfo.Srcs) and
// a note in the map's notes that names the hexes concerned.
//
// Corrections only set values, so applying a file twice changes nothing
// the second time; the bundled map.json files are the draft with their
// corrections applied, and a test checks they still carry every correction.
// An owner of the printed map corrects the data here, by editing the
// corrections file and applying it again, rather than by hand in map.json.
//
// A file may extend another (the SPI map is the lower 35 rows of the Deluxe
// map's grid): the base's corrections apply first, the extending file may
// drop some by id, override sources by id, and add its own.
//
// A file may also list layers (see Layer): whole readings of a better
// source than geography, each speaking for a band of rows, which apply
// before any correction. The fan map's reading is one.
//
// DraftCorrected drafts a map from geography and corrects it in one step,
// the way the bundled maps are made.
package mapfix
