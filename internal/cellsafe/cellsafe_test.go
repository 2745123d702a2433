package cellsafe

import (
	"bytes"
	"encoding/csv"
	"slices"
	"strings"
	"testing"
)

// values are the texts whose round trip is tested: the triggers, what
// looks like them, apostrophes, hex ids and numbers.
var values = []string{
	"=HYPERLINK(\"http://example.com\",\"click\")", "=1+2", "+1+2", "-1+2", "@SUM(A1:A2)|cmd", "\tx", "\rx", "\t", "=", "-", "+", "@",
	"'", "''", "'=1+2", "''=1+2", "'tis", "'-3", "'\t",
	"0926", "2105", "-3", "+2.5", "-1e5", "3.", ".5", "-.5", "1e",
	"5-us", "1 Gds Tk", "a=b", " =1", "", "=\"quoted, with a comma\"", "-ss",
}

func TestRisky(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"=1+2", true}, {"+1+2", true}, {"-1+2", true}, {"@x", true}, {"\tx", true}, {"\rx", true},
		{"-", true}, {"-e5", true}, {"-1e", true}, {"+.", true}, {"--1", true}, {"-0x10", true}, {"-Inf", true},
		{"-3", false}, {"+2.5", false}, {"-1e5", false}, {"-.5", false}, {"-3.", false},
		{"0926", false}, {"a=b", false}, {" =1", false}, {"", false}, {"'=1", false}, {"\nx", false},
	} {
		if got := Risky(tc.s); got != tc.want {
			t.Errorf("Risky(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func TestEscapeRoundTrip(t *testing.T) {
	for _, v := range values {
		e := Escape(v)
		if got := Unescape(e); got != v {
			t.Errorf("Unescape(Escape(%q)) = %q (escaped %q)", v, got, e)
		}
		if Risky(e) {
			t.Errorf("Escape(%q) = %q is still risky", v, e)
		}
		if !Quoted(v) && e != v {
			t.Errorf("Escape(%q) = %q changed a value that needs no escape", v, e)
		}
	}
	// A field a person wrote with an apostrophe before ordinary text is
	// read as written.
	for _, s := range []string{"'tis", "'-3", "'0926", "'"} {
		if got := Unescape(s); got != s {
			t.Errorf("Unescape(%q) = %q", s, got)
		}
	}
}

// TestWriterRoundTrip writes every value in a record and reads it back
// with encoding/csv: each comes back unchanged after Unescape, and every
// risky one is quoted with its apostrophe.
func TestWriterRoundTrip(t *testing.T) {
	var buf bytes.Buffer
	w := NewWriter(&buf)
	for _, v := range values {
		if err := w.Write([]string{"x", v, "y"}); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	r := csv.NewReader(strings.NewReader(text))
	for _, v := range values {
		rec, err := r.Read()
		if err != nil {
			t.Fatalf("%q: %v", v, err)
		}
		if got := Unescape(rec[1]); got != v {
			t.Errorf("%q came back as %q", v, got)
		}
		if Quoted(v) && !strings.Contains(text, `"'`+strings.ReplaceAll(v, `"`, `""`)+`"`) {
			t.Errorf("%q is not written quoted after an apostrophe:\n%s", v, text)
		}
	}
}

// TestWriterAsEncodingCSV: a record without a quoted value is written
// byte for byte as encoding/csv writes it.
func TestWriterAsEncodingCSV(t *testing.T) {
	records := [][]string{
		{"counter", "label", "hex", "set aside"},
		{"5-us", "5 US", "0926", ""},
		{"a,b", `say "hi"`, " lead", "two\nlines"},
		{`\.`, "", "x\ry", "trail "},
		{"-3", "+2.5", "ü", "0"},
	}
	for _, rec := range records {
		if !slices.ContainsFunc(rec, Quoted) {
			checkAsEncodingCSV(t, rec)
		}
	}
}

func checkAsEncodingCSV(t *testing.T, rec []string) {
	t.Helper()
	var want, got bytes.Buffer
	cw := csv.NewWriter(&want)
	if err := cw.Write(rec); err != nil {
		t.Fatal(err)
	}
	cw.Flush()
	w := NewWriter(&got)
	if err := w.Write(rec); err != nil {
		t.Fatal(err)
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Errorf("%q: wrote %q, encoding/csv writes %q", rec, got.String(), want.String())
	}
}

func TestTrim(t *testing.T) {
	for _, tc := range [][2]string{
		{"  x ", "x"}, {"\tx", "\tx"}, {"\rx\r\n", "\rx"}, {" \tx", "\tx"}, {"\n\tx", "\tx"}, {"x\t", "x"}, {"", ""}, {"   ", ""},
	} {
		if got := Trim(tc[0]); got != tc[1] {
			t.Errorf("Trim(%q) = %q, want %q", tc[0], got, tc[1])
		}
	}
}

// FuzzWriter: any record written and read back with encoding/csv gives
// back every value after Unescape; a record without a quoted value is
// written as encoding/csv writes it; no written field is risky.
func FuzzWriter(f *testing.F) {
	for _, v := range values {
		f.Add(v, "0926")
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		rec := []string{a, b}
		for _, v := range rec {
			// encoding/csv reads "\r\n" in a field back as "\n", and a
			// field that is not UTF-8 is not text
			if strings.Contains(v, "\r\n") || strings.HasSuffix(v, "\r") || !isText(v) {
				return
			}
		}
		var buf bytes.Buffer
		w := NewWriter(&buf)
		if err := w.Write(rec); err != nil {
			t.Fatal(err)
		}
		w.Flush()
		got, err := csv.NewReader(bytes.NewReader(buf.Bytes())).Read()
		if err != nil {
			if rec[0] == "" && rec[1] == "" {
				return
			}
			t.Fatalf("%q: %v (%q)", rec, err, buf.String())
		}
		for i := range rec {
			if Risky(got[i]) {
				t.Errorf("field %q is written risky: %q", rec[i], got[i])
			}
			if Unescape(got[i]) != rec[i] {
				t.Errorf("%q came back %q", rec[i], Unescape(got[i]))
			}
		}
		if !slices.ContainsFunc(rec, Quoted) {
			checkAsEncodingCSV(t, rec)
		}
	})
}

func isText(s string) bool { return strings.ToValidUTF8(s, "\uFFFD") == s }
