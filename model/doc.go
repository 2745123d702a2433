// Package model holds the typed form of a Battle for Germany edition: the hex
// grid and its geometry, the charts (CRT, TEC, TRT), counters, scenarios and
// the map, and game records.
//
// LoadEdition reads one edition folder given as an fs.FS (the embedded data,
// os.DirFS of a folder on disk, a zip file's contents); a Library is the
// editions of a file system laid out one folder each, as the bundled data is:
// it knows which editions there are and loads each once.
//
// The package knows nothing of where bytes came from and nothing of the game's
// rules beyond the shape of its data; legality lives in package rules.
package model
