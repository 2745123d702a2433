// Package model holds the typed form of a Battle for Germany edition: the hex
// grid and its geometry, the charts (CRT, TEC, TRT), counters, scenarios and
// the map, and the loading of editions from an fs.FS: a Library knows which
// editions a file system holds and loads each once.
//
// LoadEdition reads one edition folder given as an fs.FS (the embedded
// data, os.DirFS of a folder on disk, a zip file's contents); NewLibrary
// reads a file system of several, one folder each, as the bundled data is
// laid out.
//
// The package knows nothing of where bytes came from and nothing of the game's
// rules beyond the shape of its data; legality lives in package rules.
package model
