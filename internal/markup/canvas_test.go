package markup

import (
	"bytes"
	"errors"
	"testing"
)

// A drawing made through a canvas over another lands where the outer
// canvas stands, in order, whichever finishes first.
func TestCanvasOverCanvasKeepsOrder(t *testing.T) {
	var b bytes.Buffer
	outer := NewCanvas(&b)
	outer.IDPrefix = "A1-"
	outer.Raw("<a>")
	inner := NewCanvas(outer)
	inner.Raw(inner.ID("x"))
	inner.Text(1, 2, "t")
	if err := inner.Finish(); err != nil {
		t.Fatal(err)
	}
	outer.Raw("</a>")
	if err := outer.Finish(); err != nil {
		t.Fatal(err)
	}
	want := `<a>id="A1-x"<text x="1.00" y="2.00" >t</text>` + "\n</a>"
	if b.String() != want {
		t.Errorf("got %q, want %q", b.String(), want)
	}
}

type failing struct{}

func (failing) Write([]byte) (int, error) { return 0, errors.New("disk full") }

// The first write error comes back from Finish, of the outer canvas and of
// one drawn over it alike.
func TestCanvasWriteErrorIsReturned(t *testing.T) {
	outer := NewCanvas(failing{})
	outer.Raw(string(make([]byte, 70<<10))) // more than the buffer holds
	inner := NewCanvas(outer)
	if err := inner.Finish(); err == nil {
		t.Error("a canvas over a failed one finished without an error")
	}
	if err := outer.Finish(); err == nil {
		t.Error("a failed write was not reported")
	}
}

func TestWords(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{TitleWords("western-allied"), "Western Allied"},
		{TitleWords("polish_exile"), "Polish Exile"},
		{SentenceWords("victory-points"), "Victory points"},
		{UpperFirst("ödön"), "Ödön"},
		{UpperFirst(""), ""},
		{CountLabel(1, "unit", "units"), "1 unit"},
		{CountLabel(0, "hex", "hexes"), "0 hexes"},
		{Num(-0.001), "0.00"},
		{Num(2.345), "2.35"},
		{InchString(0.75), "0.75"},
		{InchString(1.0 / 3), "0.333"},
		{In(8.5), "8.5in"},
		{ViewBox(0, -1.5, 100, 50), "0.00 -1.50 100.00 50.00"},
		{Attr("title", `a "b" <c>`), `title="a &#34;b&#34; &lt;c&gt;"`},
		{PathData(true, []Point{{X: 0, Y: 0}, {X: 1, Y: 2}}), "M0.00,0.00L1.00,2.00Z"},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

// Lines counts the lines a browser breaks text into: more for a narrower
// column, one for a word too long to break.
func TestFontLines(t *testing.T) {
	f := Font{Size: 10, Line: 12}
	text := "the quick brown fox jumps over the lazy dog"
	wide, narrow := f.Lines(text, 5), f.Lines(text, 1)
	if wide != 1 || narrow <= wide {
		t.Errorf("%d lines at 5 in, %d at 1 in", wide, narrow)
	}
	if n := f.Lines("Supercalifragilistic", 0.1); n != 1 {
		t.Errorf("one long word takes %d lines", n)
	}
	if bold := (Font{Size: 10, Bold: true}).Width("Berlin"); bold <= f.Width("Berlin") {
		t.Errorf("bold %.2f pt is no wider than regular %.2f pt", bold, f.Width("Berlin"))
	}
}
