package render

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bfgdata/bfgdata/model"
)

// titleWords turns an id of the data into words for print:
// "western-allied" -> "Western Allied". The ids are the data's, so no
// edition's names live in Go.
func titleWords(id string) string {
	parts := strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' })
	for i, p := range parts {
		parts[i] = upperFirst(p)
	}
	return strings.Join(parts, " ")
}

// sentenceWords is titleWords with only the first word capitalised:
// "victory-points" -> "Victory points".
func sentenceWords(id string) string {
	return upperFirst(strings.ReplaceAll(strings.ReplaceAll(id, "-", " "), "_", " "))
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func forceName(f model.Force) string {
	if f == "" {
		return "No fixed force"
	}
	return titleWords(string(f))
}

func forceNames(fs []model.Force) string {
	names := make([]string, len(fs))
	for i, f := range fs {
		names[i] = forceName(f)
	}
	return strings.Join(names, ", ")
}

// nationName is the nationality as the legend names it.
func nationName(n model.Nationality) string {
	for _, s := range nationStyles {
		if s.key == string(n) {
			return s.name
		}
	}
	if n == model.German {
		return "German"
	}
	return titleWords(string(n))
}

// countLabel writes a count with its noun: "1 unit", "3 units".
func countLabel(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}
