package sheets

import (
	"bytes"
	"fmt"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
)

// CounterFile is one counter as an SVG file of its own, named by its id
// and .svg, ready to be written with the rest of the set (fileio.WriteFiles).
type CounterFile = fileio.File

// CounterFiles draws every counter of a set as an SVG of its own, size
// inches across (zero means render.DefaultCounterSize), for module builders who
// import counter art into other tools. Files are named by counter id, so
// ids must be valid ids of the data (they are then safe file names).
func CounterFiles(list explain.CounterList, size float64) ([]CounterFile, error) {
	size, err := render.CounterSizeOf(size)
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
			var b bytes.Buffer
			if err := render.CounterImage(&b, piece, size); err != nil {
				return nil, err
			}
			data := b.Bytes()
			out = append(out, CounterFile{Name: piece.ID + ".svg", Data: data})
		}
	}
	return out, nil
}
