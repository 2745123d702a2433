package diag

import (
	"encoding/json"
	"errors"
	"fmt"
	"testing"
)

func TestPlaceString(t *testing.T) {
	for _, tt := range []struct {
		p    Place
		want string
	}{
		{Place{Sheet: "Historical", Cell: "F14"}, "Historical!F14"},
		{Place{Sheet: "Red Star White Star", Cell: "B3"}, "'Red Star White Star'!B3"},
		{Place{Sheet: "It's", Cell: "A1"}, "'It''s'!A1"},
		{Place{Sheet: "Map"}, "Map"},
		{Place{File: "book.xlsx", Sheet: "Map", Cell: "C2"}, "book.xlsx:Map!C2"},
		{Place{File: "data/1994/crt.json", Line: 6, Column: 14, Pointer: "/die/sides"}, "data/1994/crt.json:6:14"},
		{Place{File: "data/1994/crt.json", Pointer: "/die"}, "data/1994/crt.json"},
		{Place{}, ""},
	} {
		if got := tt.p.String(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.p, got, tt.want)
		}
	}
}

func TestDiagnosticString(t *testing.T) {
	d := Diagnostic{Severity: Error, Code: "setup.counter-unknown", Message: "no counter", Rule: "1994 5.1",
		Place: Place{File: "book.xlsx", Sheet: "Historical", Cell: "F14"}}
	if got, want := d.String(), "book.xlsx:Historical!F14: error setup.counter-unknown: no counter [1994 5.1]"; got != want {
		t.Errorf("String: %q, want %q", got, want)
	}
	d = Diagnostic{Severity: Warning, Code: "csv.columns", Message: "column x", Place: Place{File: "setup.csv", Line: 1, Column: 13}}
	if got, want := d.String(), "setup.csv:1:13: warning csv.columns: column x"; got != want {
		t.Errorf("String: %q, want %q", got, want)
	}
}

func TestDiagnosticAsError(t *testing.T) {
	var err error = fmt.Errorf("combat 2: %w", &Diagnostic{Severity: Error, Code: "combat.no-defender", Message: "no unit in 2105", Rule: "1994 6.1"})
	var d *Diagnostic
	if !errors.As(err, &d) || d.Code != "combat.no-defender" {
		t.Fatalf("errors.As: %v", err)
	}
	if got, want := d.Error(), "no unit in 2105 [1994 6.1]"; got != want {
		t.Errorf("Error: %q, want %q", got, want)
	}
	if got, want := New("edition.unknown", "no edition %q", "x").Error(), `no edition "x"`; got != want {
		t.Errorf("New: %q, want %q", got, want)
	}
}

// The validator's report writes diagnostics in this shape; programs read it.
func TestJSONShape(t *testing.T) {
	d := Diagnostic{Severity: Error, Code: "schema.type", Message: "m", Rule: "r", Counters: []string{"5-us"},
		Place: Place{File: "f.json", Line: 2, Column: 3}}
	b, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"severity":"error","code":"schema.type","message":"m","file":"f.json","pointer":"","line":2,"column":3,"rule":"r","counters":["5-us"]}`
	if string(b) != want {
		t.Errorf("JSON\n got %s\nwant %s", b, want)
	}
}

func TestCountAndSort(t *testing.T) {
	ds := []Diagnostic{
		{Severity: Warning, Code: "b", Place: Place{File: "b.json"}},
		{Severity: Error, Code: "z", Place: Place{File: "a.json", Line: 9}},
		{Severity: Error, Code: "a", Place: Place{File: "a.json", Line: 9}},
		{Severity: Error, Code: "c", Place: Place{File: "a.json", Line: 2}},
	}
	if n := Count(ds, Error); n != 3 {
		t.Errorf("Count: %d errors, want 3", n)
	}
	Sort(ds)
	var got string
	for _, d := range ds {
		got += d.Code
	}
	if got != "cazb" {
		t.Errorf("Sort: %s, want cazb", got)
	}
}
