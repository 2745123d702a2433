package render

import (
	"fmt"
	"math"

	"github.com/bfgdata/bfgdata/model"
)

// Options say how to draw a map.
type Options struct {
	// HexSize is the printed width of one hex across its flats, in inches.
	// Zero means DefaultHexSize.
	HexSize float64

	// Pixels sizes the root <svg> in unit-less whole pixels, PixelsPerInch
	// to the inch of HexSize, instead of in inches: a hex is then exactly
	// HexSize×PixelsPerInch pixels across its flats, so a board image
	// whose grid is given in pixels (VASSAL's HexGrid) can say where every
	// hex is. The page grows by less than a pixel at the right and the
	// bottom, on white paper, so that both sides are whole.
	Pixels bool

	// HideHexIDs leaves out the RRCC id printed at the top of every hex.
	HideHexIDs bool

	// Provenance shades every hex by the kind of source its data rests on
	// (transcribed, derived, geography, fan, setup, manual) and adds a
	// legend, so an owner of the printed map sees what to check.
	Provenance bool

	// Edition names the edition in the title block. When nil the title
	// block names the map's edition id only.
	Edition *model.EditionInfo

	// Scenario is the scenario's name for the title block; empty for a bare
	// map.
	Scenario string

	// Units are the counters to draw: on their hex, or in the side panel
	// when they stand in a zone or an off-map box.
	Units []Placement

	// Play is what a phase of a game did, drawn over the units.
	Play Play

	// HaloCopy draws each haloed label as a white stroked copy under the filled text instead of with paint-order, which Batik (VASSAL's SVG renderer) ignores
	HaloCopy bool
}

// Play is what a phase of a game did, drawn over the units: the paths
// units moved along and the attacks made. Empty, nothing is drawn, so a
// map without a game is as it was.
type Play struct {
	// Moves are paths, each from the hex a unit left to where it stopped.
	Moves [][]model.Hex
	// Retreats are paths too, drawn dashed: the units a combat moved.
	Retreats [][]model.Hex
	Attacks  []Attack
}

// Attack is one attack: the hexes the attackers stood in and the hexes
// attacked.
type Attack struct {
	From    []model.Hex
	Targets []model.Hex
}

// hexSize returns the hex size in inches, applying the default, or an error
// for a size that cannot be printed.
func (o Options) hexSize() (float64, error) {
	s := o.HexSize
	if s == 0 {
		return DefaultHexSize, nil
	}
	if math.IsNaN(s) || math.IsInf(s, 0) || s < 0 || s > MaxHexSize {
		return 0, fmt.Errorf("render: hex size %v in is not printable; want more than 0 and at most %v inches", s, MaxHexSize)
	}
	return s, nil
}
