package vassal

import "strings"

// VASSAL stores lists of strings as one string with a delimiter between
// the values (its SequenceEncoder). A delimiter inside a value is written
// with a backslash before it; a value that a reader could misread (one
// ending with a backslash, or starting and ending with a single quote, a
// lone quote included) is wrapped in single quotes, which the reader
// strips from a token of two characters or more. A backslash is an escape
// only when the delimiter follows it, so nothing else needs escaping. This
// is what VASSAL's tools/SequenceEncoder.java writes and reads, checked
// against its source: it quotes on an ending backslash (not on a starting
// one, as the reference notes have it), because its reader would take
// `a\` followed by the delimiter for an escaped delimiter.

// joinSeq writes values as one string separated by delim.
func joinSeq(delim byte, values ...string) string {
	var b strings.Builder
	for i, v := range values {
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

// splitSeq reads a string written by joinSeq back into its values. The
// empty string is one empty value, as VASSAL reads it.
func splitSeq(delim byte, s string) []string {
	var out []string
	var cur strings.Builder
	flush := func() {
		v := cur.String()
		if len(v) >= 2 && v[0] == '\'' && v[len(v)-1] == '\'' {
			v = v[1 : len(v)-1]
		}
		out = append(out, v)
		cur.Reset()
	}
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == '\\' && i+1 < len(s) && s[i+1] == delim:
			cur.WriteByte(delim)
			i++
		case s[i] == delim:
			flush()
		default:
			cur.WriteByte(s[i])
		}
	}
	flush()
	return out
}
