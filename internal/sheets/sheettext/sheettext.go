// Package sheettext reads back the words of a setup sheet's cover, the
// part that names the scenario, its author and what a variant changed, as
// lines of text: tests compare it with a golden file, whichever path (a
// workbook, a CSV, the editor, the command line) made the scenario.
package sheettext

import (
	"html"
	"regexp"
	"strings"
)

var (
	drawings = regexp.MustCompile(`(?s)<svg.*?</svg>`)
	footers  = regexp.MustCompile(`<div class="foot">.*?</div>`)
	breaks   = regexp.MustCompile(`<br>|</(p|div|h[1-6]|li)>`)
	tags     = regexp.MustCompile(`<[^>]+>`)
)

// Cover is the text of a setup sheet's cover pages, one line per block,
// without the page footers: from its "Setup sheet" kicker to the first
// force page.
func Cover(sheet string) string {
	start := strings.Index(sheet, `<p class="cv-kicker">`)
	if start < 0 {
		return ""
	}
	sheet = sheet[start:]
	if end := strings.Index(sheet, `<section class="page force`); end >= 0 {
		sheet = sheet[:end]
	}
	sheet = footers.ReplaceAllString(drawings.ReplaceAllString(sheet, ""), "")
	text := tags.ReplaceAllString(breaks.ReplaceAllString(sheet, "\n"), "")
	var out []string
	for _, line := range strings.Split(html.UnescapeString(text), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			out = append(out, line)
		}
	}
	return strings.Join(out, "\n") + "\n"
}
