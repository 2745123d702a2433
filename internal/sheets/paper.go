package sheets

import (
	"fmt"
	"strings"
)

// Paper is a sheet a home printer takes. Sizes are in inches, portrait;
// the CSS sizes say the same in the unit the standard defines the paper in,
// so a browser prints it without rounding.
type Paper struct {
	Name       string  // the flag value: letter, a4
	Title      string  // as people write it
	W, H       float64 // inches
	cssW, cssH string
}

// The papers the printed documents are laid out for.
var (
	Letter = Paper{Name: "letter", Title: "Letter", W: 8.5, H: 11, cssW: "8.5in", cssH: "11in"}
	A4     = Paper{Name: "a4", Title: "A4", W: 210 / 25.4, H: 297 / 25.4, cssW: "210mm", cssH: "297mm"}
)

// Papers lists the papers by name, in the order help texts show them.
var Papers = []Paper{Letter, A4}

// PaperNamed finds a paper by its name, ignoring case. Its error quotes
// the name and says what is offered, for the caller to say where the name
// came from.
func PaperNamed(name string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, strings.TrimSpace(name)) {
			return p, nil
		}
	}
	return Paper{}, fmt.Errorf("%q: want %s", name, PaperNames())
}

// PaperNames lists the paper names for messages: "letter or a4".
func PaperNames() string {
	names := make([]string, len(Papers))
	for i, p := range Papers {
		names[i] = p.Name
	}
	return strings.Join(names, " or ")
}

// landscape turns the paper on its side.
func (p Paper) landscape() Paper {
	p.W, p.H, p.cssW, p.cssH = p.H, p.W, p.cssH, p.cssW
	return p
}

// Landscape reports whether the paper lies on its side.
func (p Paper) Landscape() bool { return p.W > p.H }

// Orientation is "landscape" for a paper on its side, else "portrait".
func (p Paper) Orientation() string {
	if p.Landscape() {
		return "landscape"
	}
	return "portrait"
}

// Printed says what a printed document came to.
type Printed struct {
	Pages int
	Paper Paper
}

// String says it as people count pages: "1 page of Letter", "13 pages of
// A4".
func (p Printed) String() string {
	if p.Pages == 1 {
		return "1 page of " + p.Paper.Title
	}
	return fmt.Sprintf("%d pages of %s", p.Pages, p.Paper.Title)
}

// Margin is the blank edge of every printed page, in inches: wide enough
// for the unprintable edge of home printers.
const Margin = 0.5
