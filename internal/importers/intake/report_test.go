package intake

import (
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/diag"
)

func TestReportText(t *testing.T) {
	r := &Result{Input: "book.xlsx"}
	r.add(diag.Diagnostic{Severity: diag.Error, Code: "xlsx.value", Message: "m", Place: diag.Place{Sheet: "Map", Cell: "B2"}})
	var b strings.Builder
	if err := r.Report("out", nil, false).WriteText(&b); err != nil {
		t.Fatal(err)
	}
	want := "book.xlsx:Map!B2: error xlsx.value: m\nbook.xlsx: not imported: 1 error; nothing was written\n"
	if b.String() != want || r.Verdict() != Invalid {
		t.Errorf("invalid import: verdict %v, text\n%s\nwant\n%s", r.Verdict(), b.String(), want)
	}

	ok := &Result{Input: "s.csv", Edition: "1994", Valid: true, scenario: "historical", summary: "3 placements kept"}
	b.Reset()
	if err := ok.Report("", nil, false).WriteText(&b); err != nil {
		t.Fatal(err)
	}
	if want := "imported s.csv into scenario historical of edition 1994: 3 placements kept\n"; b.String() != want || ok.Verdict() != Imported {
		t.Errorf("valid import: verdict %v, text %q, want %q", ok.Verdict(), b.String(), want)
	}

	refused := &Result{Input: "x.xlsx"}
	refused.add(*diag.New("xlsx.too-large", "too large"))
	b.Reset()
	_ = refused.Report("", nil, false).WriteText(&b)
	if refused.Verdict() != Refused || strings.Contains(b.String(), "not imported") {
		t.Errorf("refusal: verdict %v, text %q", refused.Verdict(), b.String())
	}
}

func TestReportJSON(t *testing.T) {
	r := &Result{Input: "book.xlsx", Valid: true, Edition: "1994", Files: map[string][]byte{"a.json": nil}, FromInput: []string{"a.json"}}
	var b strings.Builder
	if err := r.Report("dir", nil, false).WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	want := "{\n  \"input\": \"book.xlsx\",\n  \"valid\": true,\n  \"output\": \"dir\",\n  \"written\": [],\n  \"problems\": []\n}\n"
	if b.String() != want {
		t.Errorf("JSON\n%s\nwant\n%s", b.String(), want)
	}
}
