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

// seqEncode joins values as VASSAL's SequenceEncoder does: a delimiter
// inside a value is escaped with a backslash, and a value that ends with a
// backslash, or starts and ends with a single quote (a lone quote
// included), is wrapped in single quotes. The facts' §1.5 says "starting
// with a backslash"; VASSAL's own append(String) (tools/
// SequenceEncoder.java) quotes on the ending backslash instead, and must:
// its decoder takes any backslash before a delimiter for an escape, so an
// unquoted `a\` followed by the delimiter would not come back.
func seqEncode(vals []string, delim byte) string {
	var b strings.Builder
	for i, v := range vals {
		if i > 0 {
			b.WriteByte(delim)
		}
		quote := strings.HasSuffix(v, `\`) || (strings.HasPrefix(v, "'") && strings.HasSuffix(v, "'"))
		if quote {
			b.WriteByte('\'')
		}
		for j := 0; j < len(v); j++ {
			if v[j] == delim {
				b.WriteByte('\\')
			}
			b.WriteByte(v[j])
		}
		if quote {
			b.WriteByte('\'')
		}
	}
	return b.String()
}

// seqDecode splits s as VASSAL's SequenceEncoder.Decoder does: a backslash
// escapes only the delimiter, and one outer pair of single quotes is
// stripped from each token. "a;;b" has an empty middle token; "" is one
// empty token.
func seqDecode(s string, delim byte) []string {
	var out []string
	var tok strings.Builder
	flush := func() {
		t := tok.String()
		if len(t) >= 2 && t[0] == '\'' && t[len(t)-1] == '\'' {
			t = t[1 : len(t)-1]
		}
		out = append(out, t)
		tok.Reset()
	}
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == delim:
			tok.WriteByte(delim)
			i++
		case s[i] == delim:
			flush()
		default:
			tok.WriteByte(s[i])
		}
	}
	flush()
	return out
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
		{[]string{`\x`}, ';', `\x`}, // VASSAL quotes no starting backslash
		{[]string{`a\`, "b"}, ';', `'a\';b`},
		{[]string{`\`, `\`}, ',', `'\','\'`},
		{[]string{"'"}, ';', "'''"},
		{[]string{`\;`}, ';', `\\;`},
		{[]string{"'q'"}, ';', "''q''"},
		{[]string{"'q"}, ';', "'q"},
		{[]string{"Red Star/White Star"}, '/', `Red Star\/White Star`},
		{[]string{"a", "b"}, '\t', "a\tb"},
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
	// tokens as VASSAL writes them by hand
	for in, want := range map[string][]string{"a;;b": {"a", "", "b"}, "": {""}, `a\;b`: {"a;b"}, `a\b;c`: {`a\b`, "c"}} {
		if got := seqDecode(in, ';'); !equalStrings(got, want) {
			t.Errorf("decode %q = %q, want %q", in, got, want)
		}
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

func FuzzSequenceEncoder(f *testing.F) {
	for _, s := range []string{"a", "", `\`, "'", "''", "a/b;c,d\te\x1bf", `\'`, `'\`, `x\`, `\;`} {
		f.Add(s, "tail", uint8(0))
	}
	f.Fuzz(func(t *testing.T, a, b string, d uint8) {
		delim := seqDelims[int(d)%len(seqDelims)]
		// three values, so a value stands first, in the middle and last
		vals := []string{a, b, a + string(delim) + b}
		enc := seqEncode(vals, delim)
		if got := seqDecode(enc, delim); !equalStrings(got, vals) {
			t.Fatalf("decode(encode(%q)) with %q = %q (encoded %q)", vals, delim, got, enc)
		}
	})
}
