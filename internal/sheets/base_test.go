package sheets

import "testing"

func TestPaperNamed(t *testing.T) {
	if p, err := PaperNamed(" A4 "); err != nil || p.Name != A4.Name {
		t.Errorf("PaperNamed(A4) = %v, %v", p.Name, err)
	}
	if _, err := PaperNamed("b5"); err == nil || err.Error() != `"b5": want `+PaperNames() {
		t.Errorf("PaperNamed(b5): %v", err)
	}
}

func TestPrintedString(t *testing.T) {
	for p, want := range map[Printed]string{
		{Pages: 1, Paper: Letter}:             "1 page of Letter",
		{Pages: 13, Paper: A4}:                "13 pages of A4",
		{Pages: 2, Paper: Letter.landscape()}: "2 pages of Letter",
	} {
		if got := p.String(); got != want {
			t.Errorf("%+v: %q, want %q", p, got, want)
		}
	}
	if Letter.Orientation() != "portrait" || A4.landscape().Orientation() != "landscape" {
		t.Error("orientation")
	}
}
