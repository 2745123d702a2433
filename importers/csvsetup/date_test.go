package csvsetup

import (
	"slices"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/model"
)

// A date a spreadsheet wrote into a hex cell is told as one, in the words
// the workbook uses, and its row is marked as failed; other bad hex ids
// keep the parser's reason.
func TestDateInHex(t *testing.T) {
	for _, tt := range []struct {
		hex  string
		date bool
	}{
		{"12/1/46", true},
		{"12/1/1946", true},
		{"25/12/46", true},
		{"2046-12-01", true},
		{"1946/12/01", true},
		{"1-Dec-46", true},
		{"01-Dec-1946", true},
		{"1.12.46", true},
		{"21O4", false},
		{"21/05/", false},
		{"99/99/99", false},
		{"21-05", false},
	} {
		t.Run(tt.hex, func(t *testing.T) {
			s, err := Read(strings.NewReader("counter,hex\n5-us," + tt.hex + "\n"))
			if err != nil {
				t.Fatal(err)
			}
			if len(s.Problems) != 1 {
				t.Fatalf("problems %+v", s.Problems)
			}
			msg := s.Problems[0].Message
			if got := msg == model.DateNotHex(tt.hex); got != tt.date {
				t.Errorf("told as a date: %v, want %v: %s", got, tt.date, msg)
			}
			if !tt.date && !strings.Contains(msg, "is not a hex id") {
				t.Errorf("not the parser's reason: %s", msg)
			}
			if len(s.Rows) != 1 || !slices.Equal(s.Rows[0].Failed, []string{"hex"}) {
				t.Errorf("rows %+v, want one failed at its hex", s.Rows)
			}
		})
	}
}

// A row whose cell could not be read changes nothing: its unit stays where
// the scenario has it, while the other rows are applied.
func TestApplySkipsFailedRows(t *testing.T) {
	ed := load(t, "1994")
	sc, _ := ed.Scenario("historical")
	s := readCSV(t, setupCSV(t, ed, "historical"))
	var moved string
	for i := range s.Rows {
		if s.Rows[i].Hex == nil {
			continue
		}
		if moved == "" {
			moved = s.Rows[i].Counter
			h := model.MustHex("0101")
			s.Rows[i].Hex = &h
			continue
		}
		s.Rows[i].Hex, s.Rows[i].Failed = nil, []string{"hex"}
		break
	}
	out, sum, _, err := Apply(ed, sc, s.Rows, "")
	if err != nil {
		t.Fatal(err)
	}
	if sum.Moved != 1 || sum.Removed != 0 || sum.Added != 0 || len(out.Setup) != len(sc.Setup) {
		t.Errorf("summary %s, %d placements of %d", sum, len(out.Setup), len(sc.Setup))
	}
}
