package vsav

import "strings"

// VASSAL keeps a list of strings as one string with a delimiter between
// the values (its SequenceEncoder): a delimiter inside a value has a
// backslash before it, and a value a reader could misread (ending with a
// backslash, or starting and ending with a single quote) is wrapped in
// single quotes, which the reader strips from a token of two characters
// or more. A backslash escapes only the delimiter. Nested lists (a piece's
// traits, a command's subcommands) escape their delimiters once more at
// each level, which splitting level by level undoes.

// Split reads a string VASSAL's SequenceEncoder wrote into its values; the
// empty string is one empty value, as VASSAL reads it.
func Split(delim byte, s string) []string {
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

// Join writes values as VASSAL's SequenceEncoder does.
func Join(delim byte, values ...string) string {
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
