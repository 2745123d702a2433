package vassal

import (
	"bytes"
	"fmt"
	"html"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/model"
)

// The track board, drawn here in pixels: the Turn Record Track, one box a
// turn with the turn's replacement rates (trt.json), and a destroyed-units
// box per force, with the Western Allied box for units lost in Italy where
// the map has Italy. Each box is a named zone, so a unit's location reads
// "Turn 3" or "Destroyed: Soviet", and each zone has a grid of its own
// that pieces snap to: the turn boxes' single point below the turn's
// number, the destroyed boxes' rows of counter-sized cells. The printed
// map's track is not in the data's drawing, so this is a plain stand-in
// with the data's turn numbers, dates and rates.
const (
	trackCols    = 10
	turnW, turnH = 112, 136
	turnSlotY    = 66 // the marker's point, from the top of a turn box
	lossW, lossH = 240, 192
	lossCellW    = 60 // four counter cells across a destroyed box
	lossCellH    = 64 // three down
	lossGap      = 16
	trackPad     = 16
)

// snapGrid is a zone's own square grid (VASSAL's SquareGrid): pieces
// dropped in the zone snap to the nearest cell centre, the first at x0,
// y0, in board pixels.
type snapGrid struct{ x0, y0, dx, dy int }

// trackBoard draws the track board and returns its boxes as zones and
// the point of each turn's box the Game Turn marker stands on, by turn.
func trackBoard(ed *model.Edition) ([]byte, []zoneRegion, map[int][2]int, error) {
	var turns []model.Turn
	if ed.TRT != nil {
		turns = ed.TRT.Turns
	}
	losses := lossBoxes(ed.Map)
	rows := (len(turns) + trackCols - 1) / trackCols
	w := max(trackCols*turnW, len(losses)*(lossW+lossGap)-lossGap) + 2*trackPad
	turnY := trackPad + 48
	lossY := turnY + rows*turnH + 64
	h := lossY + lossH + trackPad
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">`+"\n", w, h, w, h)
	b.WriteString(`<style>text{font-family:"DejaVu Sans",Verdana,sans-serif;fill:#000}.h{font-size:18px;font-weight:bold}.b{font-size:14px;font-weight:bold}.n{font-size:22px;font-weight:bold}.d{font-size:11px}.r,.k{font-size:12px}rect{fill:#f4efe0;stroke:#000;stroke-width:1.5}rect.slot{fill:none;stroke:#b8ad8c;stroke-width:1;stroke-dasharray:3,3}</style>` + "\n")
	fmt.Fprintf(&b, `<rect x="0" y="0" width="%d" height="%d" style="fill:#fff;stroke:none"/>`+"\n", w, h)
	fmt.Fprintf(&b, `<text class="h" x="%d" y="%d">Turn Record Track</text>`+"\n", trackPad, trackPad+18)
	x := trackPad
	fmt.Fprintf(&b, `<text class="k" x="%d" y="%d">Replacements a turn:</text>`+"\n", x, trackPad+38)
	x += 136
	for _, f := range chartForces {
		key := forceAbbrev(f) + " = " + forceNames[f]
		fmt.Fprintf(&b, `<text class="k" x="%d" y="%d">%s</text>`+"\n", x, trackPad+38, key)
		x += 7*len(key) + 24 // about 7 px a character at 12 px
	}
	var zones []zoneRegion
	slots := map[int][2]int{}
	box := func(name string, x, y, bw, bh int, g snapGrid) {
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="%d" height="%d"/>`+"\n", x, y, bw, bh)
		zones = append(zones, zoneRegion{name: name, path: fmt.Sprintf("%d,%d;%d,%d;%d,%d;%d,%d", x, y, x+bw, y, x+bw, y+bh, x, y+bh), snap: &g})
	}
	for i, t := range turns {
		x, y := trackPad+(i%trackCols)*turnW, turnY+(i/trackCols)*turnH
		slot := [2]int{x + turnW/2, y + turnSlotY}
		box(turnBoxName(t.Turn), x, y, turnW, turnH, snapGrid{slot[0], slot[1], turnW, turnH})
		slots[t.Turn] = slot
		fmt.Fprintf(&b, `<rect class="slot" x="%d" y="%d" width="%d" height="%d"/>`+"\n", slot[0]-CounterPixels/2, slot[1]-CounterPixels/2, CounterPixels, CounterPixels)
		fmt.Fprintf(&b, `<text class="n" x="%d" y="%d">%d</text>`+"\n", x+6, y+22, t.Turn)
		fmt.Fprintf(&b, `<text class="d" x="%d" y="%d">%s</text>`+"\n", x+6, y+36, html.EscapeString(t.Label))
		n := 0
		for _, f := range chartForces {
			r, ok := t.Replacements[f]
			if !ok {
				continue
			}
			fmt.Fprintf(&b, `<text class="r" x="%d" y="%d">%s %d</text>`+"\n", x+6+(n%2)*54, y+112+(n/2)*16, forceAbbrev(f), r.Units)
			n++
		}
	}
	fmt.Fprintf(&b, `<text class="h" x="%d" y="%d">Destroyed units</text>`+"\n", trackPad, lossY-34)
	for i, l := range losses {
		x := trackPad + i*(lossW+lossGap)
		box(l, x, lossY, lossW, lossH, snapGrid{x + lossCellW/2, lossY + lossCellH/2, lossCellW, lossCellH})
		fmt.Fprintf(&b, `<text class="b" x="%d" y="%d">%s</text>`+"\n", x, lossY-8, html.EscapeString(strings.TrimPrefix(l, destroyedPrefix)))
	}
	b.WriteString("</svg>\n")
	return b.Bytes(), zones, slots, nil
}

// forceAbbrev is a force's name shortened for the track's rates: the
// initials of a name of several words ("WA"), else its first three letters
// ("Sov").
func forceAbbrev(f model.Force) string {
	words := strings.Fields(forceNames[f])
	if len(words) == 1 {
		return words[0][:min(3, len(words[0]))]
	}
	var s string
	for _, w := range words {
		s += w[:1]
	}
	return s
}

// destroyedPrefix begins every destroyed-units box's name.
const destroyedPrefix = "Destroyed: "

// destroyedBox is the name of a force's destroyed-units box, a zone of the
// track board.
func destroyedBox(f model.Force) string { return destroyedPrefix + forceNames[f] }

// italyBox is the name of the Western Allied box for units lost in Italy.
var italyBox = destroyedBox(model.WesternAllied) + " (Italy)"

// hasItaly says whether the map has Italian hexes, and so the Western
// Allies a destroyed-units box for Italy (1975 8.25, Deluxe 7.2;
// game.Session keeps the box for a Western Allied unit destroyed on an
// Italian hex).
func hasItaly(m *model.Map) bool {
	if m == nil {
		return false
	}
	for _, h := range m.Hexes {
		if h.Regions.Country == model.CountryItaly {
			return true
		}
	}
	return false
}

// lossBoxes are the track's destroyed-units boxes, in the charts' order
// of forces, the Italy box after the Western Allied one.
func lossBoxes(m *model.Map) []string {
	var out []string
	for _, f := range chartForces {
		out = append(out, destroyedBox(f))
		if f == model.WesternAllied && hasItaly(m) {
			out = append(out, italyBox)
		}
	}
	return out
}

// boxesOf are the destroyed-units boxes a prototype's units may be sent
// to, the force's own first. A German unit goes to the box of the side of
// the Theater Boundary it is destroyed on, which may not be its own
// (1975 8.11-8.13; Deluxe 7.1; game.Session keeps the boxes so), so a
// German unit, and a 1975 German unit of either force, may be sent to
// either German box; a Western Allied unit to its box for Italy too, when
// the map has Italy (italy). Markers go to none.
func boxesOf(prototype string, italy bool) []string {
	east, west := destroyedBox(model.EastGerman), destroyedBox(model.WestGerman)
	switch prototype {
	case markerPrototype:
		return nil
	case forceNames[model.EastGerman], germanPrototype:
		return []string{east, west}
	case forceNames[model.WestGerman]:
		return []string{west, east}
	case forceNames[model.WesternAllied]:
		if italy {
			return []string{destroyedBox(model.WesternAllied), italyBox}
		}
	}
	for f, name := range forceNames {
		if name == prototype {
			return []string{destroyedBox(f)}
		}
	}
	return nil
}

// sendToKey is the key of the menu entry sending a unit to its i-th box:
// Ctrl+E for the force's own box, Ctrl+I for the Italy box, Ctrl+W for the
// other German box.
func sendToKey(box string, i int) string {
	switch {
	case box == italyBox:
		return "I"
	case i == 0:
		return "E"
	}
	return "W"
}

// itoaPx writes a whole number of pixels.
func itoaPx(n int) string { return strconv.Itoa(n) }
