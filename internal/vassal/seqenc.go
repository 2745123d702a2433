package vassal

import "strings"

// VASSAL stores lists of strings as one string with a delimiter between
// the values (its SequenceEncoder, tools/SequenceEncoder.java, the same
// from 3.5 to 3.8). A delimiter inside a value is written with a
// backslash before it. append(String) wraps in single quotes a value that
// starts with a backslash, or starts and ends with a single quote (a lone
// quote included); the reader strips one outer pair of quotes from a token
// of two characters or more. A backslash is an escape only when the
// delimiter follows it, so nothing else needs escaping.
//
// One case VASSAL's own writer gets wrong: a value ending with a backslash,
// followed by the delimiter, reads back as an escaped delimiter, two
// values run together. JoinSeq quotes such a value too, which VASSAL's
// reader takes back whole; everywhere else it writes VASSAL's bytes.

// JoinSeq writes values as one string separated by delim.
func JoinSeq(delim byte, values ...string) string {
	var b strings.Builder
	for i, v := range values {
		if i > 0 {
			b.WriteByte(delim)
		}
		quote := strings.HasPrefix(v, `\`) || strings.HasSuffix(v, `\`) || (strings.HasPrefix(v, "'") && strings.HasSuffix(v, "'"))
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

// SplitSeq reads a string written by JoinSeq back into its values. The
// empty string is one empty value, as VASSAL reads it.
func SplitSeq(delim byte, s string) []string {
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
