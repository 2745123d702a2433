package render

import (
	"fmt"
	"io"
	"math"

	"github.com/bfgdata/bfgdata/internal/markup"
	"github.com/bfgdata/bfgdata/model"
)

// Counter sizes, in inches across.
const (
	DefaultCounterSize = 0.5
	MinCounterSize     = 0.3
	MaxCounterSize     = 1.5
)

// CounterSizeOf is size, a counter's side in inches, with zero meaning
// DefaultCounterSize, or an error for a side that cannot be printed.
func CounterSizeOf(size float64) (float64, error) {
	if size == 0 {
		return DefaultCounterSize, nil
	}
	if math.IsNaN(size) || size < MinCounterSize || size > MaxCounterSize {
		return 0, fmt.Errorf("render: a counter of %v in cannot be printed; want %v to %v inches", size, MinCounterSize, MaxCounterSize)
	}
	return size, nil
}

// CounterImage writes piece c, a unit or a marker, as an SVG file of its
// own whose face fills the image, size inches across (zero means
// DefaultCounterSize): counter art for other tools, such as a VASSAL
// module's pieces. A unit is coloured by its nationality, a German unit by
// the force the counter set gives it.
func CounterImage(w io.Writer, c model.Counter, size float64) error {
	size, err := CounterSizeOf(size)
	if err != nil {
		return err
	}
	cv := markup.NewCanvas(w)
	h := CounterSize / 2
	cv.Startraw(markup.Attr("width", markup.In(size)), markup.Attr("height", markup.In(size)), markup.Attr("viewBox", markup.ViewBox(-h, -h, CounterSize, CounterSize)))
	cv.Style("text/css", "text{font-family:"+FontStack+"}\n"+CounterCSS+MarkerCSS+NationCSS())
	cv.Def()
	writeNATOSymbols(cv)
	cv.DefEnd()
	cv.Rect(-h, -h, CounterSize, CounterSize, markup.Class("face-"+FaceStyle(c)))
	drawPiece(cv.SVG, c, point{}, 1)
	cv.End()
	return cv.Finish()
}
