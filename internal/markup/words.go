package markup

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// CountLabel writes a count with its noun: "1 unit", "3 units".
func CountLabel(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// TitleWords turns an id of the data into words for print:
// "western-allied" -> "Western Allied". The ids are the data's, so no
// edition's names live in Go.
func TitleWords(id string) string {
	parts := strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' })
	for i, p := range parts {
		parts[i] = UpperFirst(p)
	}
	return strings.Join(parts, " ")
}

// SentenceWords is TitleWords with only the first word capitalised:
// "victory-points" -> "Victory points".
func SentenceWords(id string) string {
	return UpperFirst(strings.ReplaceAll(strings.ReplaceAll(id, "-", " "), "_", " "))
}

// UpperFirst is s with its first letter upper case.
func UpperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}
