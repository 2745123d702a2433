// Package data embeds the canonical data of both editions of Battle for
// Germany: data/1975 (the SPI game) and data/1994 (the Decision Games
// counter set with the Deluxe rules).
package data

import "embed"

// FS holds the folders 1975 and 1994, each an edition with its edition.json.
//
//go:embed 1975 1994
var FS embed.FS

// Editions lists the bundled edition ids in order.
func Editions() []string { return []string{"1975", "1994"} }
