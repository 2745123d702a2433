// Package data embeds the canonical data of the bundled editions of Battle
// for Germany, one folder per edition, each with its edition.json:
// data/1975 (the SPI game) and data/1994 (the Decision Games counter set
// with the Deluxe rules), and data/berlin-1945, an edition of the area
// kind (the Berlin 1945 zone game, read by package model/area). A new
// folder here is a new edition; nothing in Go names them.
package data

import (
	"embed"

	"github.com/bfgdata/bfgdata/model"
)

// FS holds one folder per edition, named by the edition's id.
//
//go:embed */*
var FS embed.FS

// DefaultEdition is the edition commands use when none is named: the
// Decision Games counter set with the Deluxe rules, the one in print.
const DefaultEdition = "1994"

// Editions is the bundled editions: Editions.IDs() lists them in name
// order, Editions.Load reads one once for the whole process. An edition
// it loads is shared by every caller, so none may change it; a caller that
// edits one loads its own with Editions.LoadOwn.
var Editions = model.NewLibrary(FS)
