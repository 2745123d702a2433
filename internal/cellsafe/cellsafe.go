// Package cellsafe keeps a text value from being taken for a formula by a
// spreadsheet ("CSV injection"): a label such as =HYPERLINK(…) or
// @SUM(…) that Excel or LibreOffice would evaluate when it opens a CSV
// file, or when a person edits the cell of a workbook.
//
// The convention, the same on every way out and undone on every way in:
//
//   - A value is risky when it starts with =, +, -, @, a tab or a carriage
//     return and is not a plain number ("-3", "+2.5" are numbers to a
//     spreadsheet, and are written as they are).
//   - In CSV, a risky value, and a value that itself starts with an
//     apostrophe, is written with one apostrophe before it, and the field
//     is quoted: =1+2 is written "'=1+2", and 'quoted is written "”quoted".
//     A reader takes one apostrophe off a field that starts with one when
//     the rest is itself risky or starts with an apostrophe, so that every
//     value comes back unchanged, and a field a person wrote with a
//     leading apostrophe before ordinary text ('tis) is kept as written.
//   - In a workbook the value is stored as it is, as a text cell, with the
//     cell's quote-prefix flag set (the apostrophe a person types before
//     a value): the spreadsheet shows the text, and keeps it text when the
//     cell is edited. Nothing is added to the value.
//
// Hex ids ("0926") and numbers are never changed.
package cellsafe

import (
	"strings"
)

// triggers are the characters a value starts with when a spreadsheet may
// read it as a formula (OWASP's list).
const triggers = "=+-@\t\r"

// Risky reports whether a spreadsheet may evaluate s as a formula.
func Risky(s string) bool {
	return s != "" && strings.IndexByte(triggers, s[0]) >= 0 && !plainNumber(s)
}

// Trigger is the character that makes s risky, quoted for a message
// ("=", "tab"), or "" when s is not risky.
func Trigger(s string) string {
	if !Risky(s) {
		return ""
	}
	switch s[0] {
	case '\t':
		return "a tab"
	case '\r':
		return "a carriage return"
	}
	return `"` + s[:1] + `"`
}

// plainNumber reports whether s is a decimal number with an optional sign,
// fraction and exponent: what a spreadsheet reads as a number, not a
// formula.
func plainNumber(s string) bool {
	i := 0
	if i < len(s) && (s[i] == '+' || s[i] == '-') {
		i++
	}
	digits := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i, digits = i+1, digits+1
	}
	if i < len(s) && s[i] == '.' {
		i++
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, digits = i+1, digits+1
		}
	}
	if digits == 0 {
		return false
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		exp := 0
		for i < len(s) && s[i] >= '0' && s[i] <= '9' {
			i, exp = i+1, exp+1
		}
		if exp == 0 {
			return false
		}
	}
	return i == len(s)
}

// Quoted reports whether s is written with an apostrophe before it in CSV
// (and with the quote-prefix flag in a workbook): it is risky, or starts
// with an apostrophe itself.
func Quoted(s string) bool { return Risky(s) || strings.HasPrefix(s, "'") }

// Escape is s as a CSV field holds it: with an apostrophe before it when
// Quoted.
func Escape(s string) string {
	if Quoted(s) {
		return "'" + s
	}
	return s
}

// Unescape undoes Escape: one apostrophe is taken off when what follows
// it is Quoted.
func Unescape(s string) string {
	if rest, ok := strings.CutPrefix(s, "'"); ok && Quoted(rest) {
		return rest
	}
	return s
}

// Trim takes off the spaces around a value a person typed, but keeps a
// leading tab or carriage return: only a program writes one, and the
// value must come back as it was.
func Trim(s string) string {
	s = strings.TrimRight(s, " \t\r\n\v\f\u0085\u00a0")
	for {
		t := strings.TrimLeft(s, " \n\v\f\u0085\u00a0")
		if t == s {
			return s
		}
		s = t
	}
}
