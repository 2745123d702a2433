package explain

import "strings"

// SplitList reads a list as the requests take them on a command line:
// entries joined by commas ("5-us,7-us", "broken, fortified"), each
// trimmed, empty ones dropped.
func SplitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}
