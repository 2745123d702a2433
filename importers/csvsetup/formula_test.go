package csvsetup

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/cellsafe"
	"github.com/bfgdata/bfgdata/internal/explain"
)

// formulaValues are texts a spreadsheet would take for a formula, and
// texts that look like them, apostrophes included.
var formulaValues = []string{
	`=HYPERLINK("http://example.com","click")`, "=1+2", "+1+2", "-1+2", "@SUM(A1:A2)|cmd", "\tx", "\rx", "=", "-", "@",
	"'", "''", "'=1+2", "''=1+2", "'tis", "'-3", "'\tx",
	"0926", "-3", "+2.5", "5-us", "a=b", "=\"quoted, with a comma\"",
}

// TestFormulaRoundTrip writes a setup whose sources are formula-like
// values as setup --format csv does and reads it back: every value comes
// back unchanged, each risky one with a warning at its field.
func TestFormulaRoundTrip(t *testing.T) {
	ed := load(t, "1994")
	s, err := explain.SetupOf(ed, "historical")
	if err != nil {
		t.Fatal(err)
	}
	s.Units = s.Units[:len(formulaValues)]
	s.SetAside = nil
	for i := range s.Units {
		s.Units[i].Src = formulaValues[i]
		s.Units[i].Label = formulaValues[len(formulaValues)-1-i]
	}
	var buf bytes.Buffer
	if err := s.WriteCSV(&buf); err != nil {
		t.Fatal(err)
	}
	read, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(read.Rows) != len(formulaValues) {
		t.Fatalf("%d rows, want %d", len(read.Rows), len(formulaValues))
	}
	warned := map[int]bool{}
	for _, p := range read.Problems {
		if p.Code != "csv.formula-like" || p.Severity != diag.Warning {
			t.Errorf("problem %s", p)
			continue
		}
		warned[p.Line] = true
		if want := read.Rows[p.Line-2].at("src"); p.Place != want {
			t.Errorf("warning at %s, want the src field %s", p.Place, want)
		}
	}
	for i, v := range formulaValues {
		r := read.Rows[i]
		if r.Src != v {
			t.Errorf("%q came back as %q", v, r.Src)
		}
		if warned[r.Line] != cellsafe.Risky(v) {
			t.Errorf("%q: warned %v", v, warned[r.Line])
		}
	}
	// Nothing the file holds is a formula to a spreadsheet.
	for line := range strings.SplitSeq(buf.String(), "\n") {
		for f := range strings.SplitSeq(line, ",") {
			if cellsafe.Risky(strings.TrimPrefix(f, `"`)) {
				t.Errorf("a field starts a formula: %q in %q", f, line)
			}
		}
	}
}

// TestFormulaWarning: a field that a spreadsheet would evaluate, as a
// person or another program wrote it, is read as it is, with a warning
// at its line and column.
func TestFormulaWarning(t *testing.T) {
	s := readOnly(t, "counter,hex,src\n5-us,2104,\"=HYPERLINK(\"\"x\"\")\"\n5-uk,2105,'=1+2\n")
	want := []diag.Place{pos(2, 11), pos(3, 11)}
	if len(s.Problems) != len(want) {
		t.Fatalf("problems %v", s.Problems)
	}
	for i, p := range s.Problems {
		if p.Code != "csv.formula-like" || p.Place != want[i] || p.Severity != diag.Warning {
			t.Errorf("problem %d: %s, want a warning at %s", i, p, want[i])
		}
	}
	if s.Rows[0].Src != `=HYPERLINK("x")` || s.Rows[1].Src != "=1+2" {
		t.Errorf("sources %q, %q", s.Rows[0].Src, s.Rows[1].Src)
	}
}

// TestHeaderOnly: a file of its header alone is refused at its line, not
// laid over a scenario as an empty setup.
func TestHeaderOnly(t *testing.T) {
	for _, in := range []string{"counter,hex\n", "counter,hex", "counter,hex\n,\n\n"} {
		_, err := Read(strings.NewReader(in))
		var d *diag.Diagnostic
		if !errors.As(err, &d) || d.Code != "csv.value" || d.Place != pos(1, 1) {
			t.Errorf("%q: %v", in, err)
		}
	}
}

func readOnly(t *testing.T, in string) *File {
	t.Helper()
	s, err := Read(strings.NewReader(in))
	if err != nil {
		t.Fatal(err)
	}
	return s
}
