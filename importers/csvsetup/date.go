package csvsetup

import (
	"strings"
	"time"
)

// dateLayouts are the shapes in which spreadsheets write a date into CSV:
// month first or day first with slashes or dots, ISO, and day-month-name,
// each with a two- or four-digit year. A hex typed as 12/1 or 2105 into a
// date-formatted cell comes out as one of them.
var dateLayouts = []string{
	"1/2/06", "1/2/2006", "2/1/06", "2/1/2006",
	"2.1.06", "2.1.2006",
	"2006-01-02", "2006-1-2", "2006/01/02", "2006/1/2",
	"2-Jan-06", "2-Jan-2006", "2 Jan 2006", "Jan 2, 2006", "Jan-06",
}

// isDate reports whether a field that is no hex id is a date as a
// spreadsheet writes one.
func isDate(s string) bool {
	s = strings.TrimSpace(s)
	for _, layout := range dateLayouts {
		if _, err := time.Parse(layout, s); err == nil {
			return true
		}
	}
	return false
}
