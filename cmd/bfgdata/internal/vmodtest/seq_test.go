// Package vmodtest checks a VASSAL module (.vmod) the way VASSAL would read
// it, without VASSAL: a zip reader, strict XML, an allowlist of element
// classes, VASSAL's SequenceEncoder and piece encoding, its saved-game
// obfuscation and command stream, and an oracle of its hex naming — all
// written from the format facts in the project's reference notes, apart
// from the exporter, so that the two can check each other. The code is
// test-only: nothing here is linked into bfgdata.
package vmodtest

import (
	"strings"
	"testing"
)

// VASSAL's SequenceEncoder (tools/SequenceEncoder.java, the same from 3.5
// to 3.8), as the format facts (§1.5) give it. The writer puts the
// delimiter between values, a backslash before a delimiter inside a value,
// and single quotes around a value that starts with a backslash or starts
// and ends with a single quote. The reader (SequenceEncoder.Decoder) scans
// for delimiters: one with a backslash right before it is part of the
// token (the backslash dropped), any other ends the token; each token
// loses one outer pair of quotes when it is two characters or more; the
// empty string is one empty token and a delimiter at the end leaves an
// empty last token. The reader is written as the Decoder works, by
// delimiter positions, not as the exporter's character loop.

// seqEncode writes values as VASSAL's SequenceEncoder.append(String) does.
func seqEncode(vals []string, delim byte) string {
	d := string(delim)
	out := make([]string, len(vals))
	for i, v := range vals {
		esc := strings.ReplaceAll(v, d, `\`+d)
		if strings.HasPrefix(v, `\`) || len(v) > 0 && v[0] == '\'' && v[len(v)-1] == '\'' {
			esc = "'" + esc + "'"
		}
		out[i] = esc
	}
	return strings.Join(out, d)
}

// seqDecode splits s as VASSAL's SequenceEncoder.Decoder does.
func seqDecode(s string, delim byte) []string {
	var out []string
	var tok strings.Builder
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] != delim {
			continue
		}
		if i < len(s) && i > 0 && s[i-1] == '\\' {
			tok.WriteString(s[start : i-1]) // escaped: the delimiter stays in the token
			start = i
			continue
		}
		tok.WriteString(s[start:i])
		out = append(out, unquote(tok.String()))
		tok.Reset()
		start = i + 1
	}
	return out
}

func unquote(t string) string {
	if len(t) > 1 && t[0] == '\'' && t[len(t)-1] == '\'' {
		return t[1 : len(t)-1]
	}
	return t
}

// seqLossy says whether VASSAL's own writer loses vals: a value before the
// last that ends with a backslash and is not quoted makes the delimiter
// after it read as escaped.
func seqLossy(vals []string) bool {
	for _, v := range vals[:max(len(vals)-1, 0)] {
		if strings.HasSuffix(v, `\`) && !strings.HasPrefix(v, `\`) {
			return true
		}
	}
	return false
}

func TestSequenceEncoder(t *testing.T) {
	tests := []struct {
		vals  []string
		delim byte
		want  string
	}{
		{[]string{"a", "b"}, ';', "a;b"},
		{[]string{"", "", "x.svg", "5 US"}, ';', ";;x.svg;5 US"},
		{[]string{"a;b", "c"}, ';', `a\;b;c`},
		{[]string{`\x`}, ';', `'\x'`},
		{[]string{`\`, `\`}, ',', `'\','\'`},
		{[]string{"'"}, ';', "'''"},
		{[]string{`\;`}, ';', `'\\;'`},
		{[]string{"'q'"}, ';', "''q''"},
		{[]string{"'q"}, ';', "'q"},
		{[]string{"Red Star/White Star"}, '/', `Red Star\/White Star`},
		{[]string{"a", "b"}, '\t', "a\tb"},
		{[]string{"a", ""}, ';', "a;"},
	}
	for _, tt := range tests {
		got := seqEncode(tt.vals, tt.delim)
		if got != tt.want {
			t.Errorf("encode %q with %q = %q, want %q", tt.vals, tt.delim, got, tt.want)
		}
		if back := seqDecode(got, tt.delim); !equalStrings(back, tt.vals) {
			t.Errorf("decode %q = %q, want %q", got, back, tt.vals)
		}
	}
}

// TestVassalEncodedStrings reads strings VASSAL itself writes or reads,
// each from a named source, with the reader, and writes their values back
// with the writer: the two are VASSAL's, not a copy of the exporter's.
func TestVassalEncodedStrings(t *testing.T) {
	tests := []struct {
		source string
		in     string
		delim  byte
		want   []string
		same   bool // the writer gives in back from want
	}{
		// tools/SequenceEncoder.java's class comment: {A,{B,C}}
		{"SequenceEncoder class comment", `A,B\,C`, ',', []string{"A", "B,C"}, true},
		// its tests (vassal-app/src/test/.../SequenceEncoderTest.java)
		{"testSingleQuoteBug2481", "stuff,'", ',', []string{"stuff", "'"}, false},
		{"testUnquote", "'12345'", ',', []string{"12345"}, false},
		{"testDecodeKeyStrokeWithDeprecatedModifier", `121\,2`, ',', []string{"121,2"}, true},
		// the module template's test piece (§1.5)
		{"template piece", "+/null/piece;;;board.png;Dummy/null;300;200;1;0", '/',
			[]string{"+", "null", "piece;;;board.png;Dummy", "null;300;200;1;0"}, true},
		{"template piece type", "piece;;;board.png;Dummy", ';', []string{"piece", "", "", "board.png", "Dummy"}, true},
		// configure/TextConfigurer.escapeNewlines: lines joined with |
		{"notes lines", `Line one|a\|b|`, '|', []string{"Line one", "a|b", ""}, true},
		// a value starting with a backslash is quoted by append(String)
		{"starting backslash", `'\x';y`, ';', []string{`\x`, "y"}, true},
		// a backslash not before the delimiter is a plain character
		{"plain backslash", `a\b;c`, ';', []string{`a\b`, "c"}, true},
		{"empty middle", "a;;b", ';', []string{"a", "", "b"}, true},
		{"empty", "", ';', []string{""}, true},
		// VASSAL's writer loses a value ending with a backslash: its
		// reader takes the delimiter after it for an escaped one
		{"ending backslash", `a\;b`, ';', []string{"a;b"}, true},
	}
	for _, tt := range tests {
		got := seqDecode(tt.in, tt.delim)
		if !equalStrings(got, tt.want) {
			t.Errorf("%s: decode %q = %q, want %q", tt.source, tt.in, got, tt.want)
		}
		if back := seqEncode(tt.want, tt.delim); tt.same && back != tt.in {
			t.Errorf("%s: encode %q = %q, want %q", tt.source, tt.want, back, tt.in)
		}
	}
	// the worked example of §1.5, one TAB level deeper per trait
	ex := "prototype;Western Allied\tmark;CounterId,Nationality\\\tpiece;;;5-us.svg;5 US"
	outer := seqDecode(ex, '\t')
	if len(outer) != 2 || outer[0] != "prototype;Western Allied" {
		t.Fatalf("worked example, outer level: %q", outer)
	}
	inner := seqDecode(outer[1], '\t')
	if !equalStrings(inner, []string{"mark;CounterId,Nationality", "piece;;;5-us.svg;5 US"}) {
		t.Errorf("worked example, inner level: %q", inner)
	}
	if back := seqEncode([]string{outer[0], seqEncode(inner, '\t')}, '\t'); back != ex {
		t.Errorf("worked example re-encoded as %q, want %q", back, ex)
	}
}

func equalStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// seqDelims are the delimiters VASSAL nests: the command separator ESC,
// AddPiece's /, the trait TAB, the fields' ; and the Marker's ,.
var seqDelims = []byte{0x1b, '/', '\t', ';', ','}

// FuzzSequenceEncoder: the reader reads back what the writer writes,
// except where VASSAL's writer itself loses the values (seqLossy), which
// the reader must then read differently.
func FuzzSequenceEncoder(f *testing.F) {
	for _, s := range []string{"a", "", `\`, "'", "''", "a/b;c,d\te\x1bf", `\'`, `'\`, `x\`, `\;`} {
		f.Add(s, "tail", uint8(0))
	}
	f.Fuzz(func(t *testing.T, a, b string, d uint8) {
		delim := seqDelims[int(d)%len(seqDelims)]
		// three values, so a value stands first, in the middle and last
		vals := []string{a, b, a + string(delim) + b}
		enc := seqEncode(vals, delim)
		got := seqDecode(enc, delim)
		if lossy := seqLossy(vals); equalStrings(got, vals) == lossy {
			t.Fatalf("decode(encode(%q)) with %q = %q (encoded %q), VASSAL's writer lossy: %v", vals, delim, got, enc, lossy)
		}
	})
}
