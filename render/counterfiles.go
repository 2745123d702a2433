package render

import (
	"bytes"
	"fmt"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// CounterFile is one counter as an SVG file of its own, named by its id
// and .svg, ready to be written with the rest of the set (fileio.WriteFiles).
type CounterFile = fileio.File

// CounterFiles draws every counter of a set as an SVG of its own, size
// inches across (zero means DefaultCounterSize), for module builders who
// import counter art into other tools. Files are named by counter id, so
// ids must be valid ids of the data (they are then safe file names).
func CounterFiles(list explain.CounterList, size float64) ([]CounterFile, error) {
	opts, err := CounterSheetOptions{Size: size}.normalised()
	if err != nil {
		return nil, err
	}
	var out []CounterFile
	seen := map[string]bool{}
	for _, g := range list.Groups {
		for _, piece := range g.Counters {
			if !model.ValidID(piece.ID) {
				return nil, fmt.Errorf("render: counter id %q cannot name a file: want lower-case letters, digits and hyphens", piece.ID)
			}
			if seen[piece.ID] {
				return nil, fmt.Errorf("render: two counters have the id %q; each needs a file of its own", piece.ID)
			}
			seen[piece.ID] = true
			out = append(out, CounterFile{Name: piece.ID + ".svg", Data: counterFile(piece, opts.Size)})
		}
	}
	return out, nil
}

// counterFile draws one piece: its face fills the whole image, which is
// size inches across.
func counterFile(piece model.Counter, size float64) []byte {
	var b bytes.Buffer
	c := markup.NewCanvas(&b)
	h := counterSize / 2
	c.Startraw(markup.Attr("width", markup.In(size)), markup.Attr("height", markup.In(size)), markup.Attr("viewBox", markup.ViewBox(-h, -h, counterSize, counterSize)))
	c.Style("text/css", "text{font-family:"+fontStack+"}\n"+counterCSS+markerCSS+nationCSS())
	c.Def()
	writeNATOSymbols(c)
	c.DefEnd()
	c.Rect(-h, -h, counterSize, counterSize, markup.Class("face-"+faceOf(piece)))
	drawPiece(c.SVG, piece, point{}, 1)
	c.End()
	_ = c.Finish() // a bytes.Buffer does not fail
	return b.Bytes()
}
