package vmodtest

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"regexp"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/render"
)

// hexLabel is a hex id printed on the board image, where it stands.
type hexLabel struct {
	ID   string
	X, Y float64 // user units of the SVG
}

var translateRE = regexp.MustCompile(`^\s*translate\(\s*(-?[0-9.]+)[\s,]+(-?[0-9.]+)\s*\)\s*$`)

// hexLabels reads the hex ids the board SVG prints (text of class hexid),
// with the translations of the groups around them.
func hexLabels(svg []byte) ([]hexLabel, error) {
	d := xml.NewDecoder(bytes.NewReader(svg))
	type frame struct {
		dx, dy float64
		label  *hexLabel
	}
	stack := []frame{{}}
	var out []hexLabel
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			f := frame{dx: stack[len(stack)-1].dx, dy: stack[len(stack)-1].dy}
			attr := map[string]string{}
			for _, a := range t.Attr {
				attr[a.Name.Local] = a.Value
			}
			if tr, ok := attr["transform"]; ok {
				m := translateRE.FindStringSubmatch(tr)
				if m == nil {
					// only labels matter; a scaled group holds none we read
					f.dx, f.dy = math.NaN(), math.NaN()
				} else {
					x, _ := strconv.ParseFloat(m[1], 64)
					y, _ := strconv.ParseFloat(m[2], 64)
					f.dx, f.dy = f.dx+x, f.dy+y
				}
			}
			if t.Name.Local == "text" && strings.Contains(" "+attr["class"]+" ", " hexid ") {
				x, errx := strconv.ParseFloat(attr["x"], 64)
				y, erry := strconv.ParseFloat(attr["y"], 64)
				if errx != nil || erry != nil || math.IsNaN(f.dx) {
					return nil, fmt.Errorf("hex id label at %q,%q cannot be placed", attr["x"], attr["y"])
				}
				f.label = &hexLabel{X: x + f.dx, Y: y + f.dy}
			}
			stack = append(stack, f)
		case xml.CharData:
			if l := stack[len(stack)-1].label; l != nil {
				l.ID += string(t)
			}
		case xml.EndElement:
			if l := stack[len(stack)-1].label; l != nil {
				l.ID = strings.TrimSpace(l.ID)
				out = append(out, *l)
			}
			stack = stack[:len(stack)-1]
		}
	}
}

// pictureProblems checks the grid against the board image as drawn: every
// hex id printed on it is named so by the oracle where it is printed (a
// label stands inside its hex), and the id's location is straight below
// or above it (labels are centred on their hex). This needs no knowledge
// of the renderer's geometry.
func (m *module) pictureProblems(hexes int) ([]string, int) {
	if m.grid == nil || m.board == nil {
		return nil, 0
	}
	labels, err := hexLabels(m.entries["images/"+m.board.Attr["image"]])
	if err != nil {
		return []string{"board image: " + err.Error()}, 0
	}
	if len(labels) == 0 {
		return nil, 0 // ids hidden on the image: the geometry check stands alone
	}
	var probs []string
	if len(labels) != hexes {
		probs = append(probs, fmt.Sprintf("the board image prints %d hex ids, the map has %d hexes", len(labels), hexes))
	}
	for _, l := range labels {
		x, y := m.img.px(render.Point{X: l.X, Y: l.Y})
		if got := m.grid.name(x, y); got != l.ID {
			probs = append(probs, fmt.Sprintf("the hex id %s printed at (%.1f, %.1f) px is in the grid's hex %s", l.ID, x, y, got))
			continue
		}
		lx, _, err := m.grid.location(l.ID)
		if err != nil || math.Abs(float64(lx)-x) > 2 {
			probs = append(probs, fmt.Sprintf("hex %s: location x %d is not over its printed id at x %.1f px", l.ID, lx, x))
		}
	}
	return probs, len(labels)
}
