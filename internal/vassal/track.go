package vassal

import (
	"bytes"
	"fmt"
	"html"

	"github.com/bfgdata/bfgdata/model"
)

// The track board, drawn here in pixels: the Turn Record Track, one box a
// turn, and a destroyed-units box per force. Each box is a named zone, so
// a unit's location reads "Turn 3" or "Destroyed: Soviet". The printed
// map's track is not in the data's drawing, so this is a plain stand-in
// with the data's turn numbers and dates.
const (
	trackCols    = 10
	turnW, turnH = 96, 72
	lossW, lossH = 240, 192
	trackPad     = 16
)

// trackBoard draws the track board and returns its boxes as zones and
// the centre of each turn's box, by turn.
func trackBoard(ed *model.Edition) ([]byte, []zoneRegion, map[int][2]int, error) {
	var turns []model.Turn
	if ed.TRT != nil {
		turns = ed.TRT.Turns
	}
	rows := (len(turns) + trackCols - 1) / trackCols
	w := max(trackCols*turnW, len(chartForces)*lossW) + 2*trackPad
	lossY := trackPad + 28 + rows*turnH + trackPad + 28
	h := lossY + lossH + trackPad
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", w, h, w, h)
	b.WriteString(`<style>text{font-family:"DejaVu Sans",Verdana,sans-serif;fill:#000}.h{font-size:18px;font-weight:bold}.n{font-size:22px;font-weight:bold}.d{font-size:11px}rect{fill:#f4efe0;stroke:#000;stroke-width:1.5}</style>` + "\n")
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" style="fill:#fff;stroke:none"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text class="h" x="%d" y="%d">Turn Record Track</text>`+"\n", trackPad, trackPad+18)
	var zones []zoneRegion
	centres := map[int][2]int{}
	box := func(name string, x, y, bw, bh int) {
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", x, y, bw, bh)
		zones = append(zones, zoneRegion{name: name, path: fmt.Sprintf("%d,%d;%d,%d;%d,%d;%d,%d", x, y, x+bw, y, x+bw, y+bh, x, y+bh)})
	}
	for i, t := range turns {
		x, y := trackPad+(i%trackCols)*turnW, trackPad+28+(i/trackCols)*turnH
		box(turnBoxName(t.Turn), x, y, turnW, turnH)
		centres[t.Turn] = [2]int{x + turnW/2, y + turnH/2}
		fmt.Fprintf(&b, `<text class="n" x="%d" y="%d">%d</text>`+"\n", x+6, y+24, t.Turn)
		fmt.Fprintf(&b, `<text class="d" x="%d" y="%d">%s</text>`+"\n", x+6, y+turnH-8, html.EscapeString(t.Label))
	}
	fmt.Fprintf(&b, `<text class="h" x="%d" y="%d">Destroyed units</text>`+"\n", trackPad, lossY-10)
	for i, f := range chartForces {
		x := trackPad + i*lossW
		box(destroyedBox(f), x, lossY, lossW, lossH)
		fmt.Fprintf(&b, `<text class="h" x="%d" y="%d">%s</text>`+"\n", x+8, lossY+24, forceNames[f])
	}
	b.WriteString("</svg>\n")
	return b.Bytes(), zones, centres, nil
}

// destroyedBox is the name of a force's destroyed-units box, a zone of the
// track board.
func destroyedBox(f model.Force) string { return "Destroyed: " + forceNames[f] }

// boxesOf are the destroyed-units boxes a prototype's units may be sent
// to, the force's own first. A German unit goes to the box of the side of
// the Theater Boundary it is destroyed on, which may not be its own
// (1975 8.11-8.13; Deluxe 7.1; game.Session keeps the boxes so), so a
// German unit, and a 1975 German unit of either force, may be sent to
// either German box. Markers go to none.
func boxesOf(prototype string) []string {
	east, west := destroyedBox(model.EastGerman), destroyedBox(model.WestGerman)
	switch prototype {
	case markerPrototype:
		return nil
	case forceNames[model.EastGerman], germanPrototype:
		return []string{east, west}
	case forceNames[model.WestGerman]:
		return []string{west, east}
	}
	for f, name := range forceNames {
		if name == prototype {
			return []string{destroyedBox(f)}
		}
	}
	return nil
}
