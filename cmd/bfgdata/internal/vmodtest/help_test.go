package vmodtest

import (
	"html"
	"path"
	"regexp"
	"strings"
)

// linkRE finds the links and sources of an HTML help page.
var linkRE = regexp.MustCompile(`(?i)\s(?:href|src)\s*=\s*"([^"]*)"`)

// checkHelp: BrowserHelpFile extracts help/<contents> and opens its
// starting page (§1.1). So every help/ entry lies under the contents of a
// BrowserHelpFile, every starting page is there, and every relative link
// of a help page names an entry of the zip.
func (m *module) checkHelp() {
	var roots []string
	for _, h := range m.root.Find(".documentation.BrowserHelpFile") {
		c := h.Attr["contents"]
		if c == "" || path.Clean(c) != c || strings.HasPrefix(c, "..") {
			m.bad("%s: contents %q is not a folder name", h.path(), c)
			continue
		}
		roots = append(roots, "help/"+c+"/")
		if sp := h.Attr["startingPage"]; sp != "" {
			if _, ok := m.entries["help/"+c+"/"+sp]; !ok {
				m.bad("%s: starting page help/%s/%s is not in the zip", h.path(), c, sp)
			}
		}
	}
	for _, name := range m.order {
		if !strings.HasPrefix(name, "help/") {
			continue
		}
		under := false
		for _, r := range roots {
			under = under || strings.HasPrefix(name, r)
		}
		if !under {
			m.bad("zip entry %s is under no BrowserHelpFile's contents", name)
		}
		if !strings.HasSuffix(name, ".html") && !strings.HasSuffix(name, ".htm") {
			continue
		}
		for _, l := range linkRE.FindAllStringSubmatch(string(m.entries[name]), -1) {
			ref := html.UnescapeString(l[1])
			ref, _, _ = strings.Cut(ref, "#")
			if ref == "" || strings.Contains(ref, ":") || strings.HasPrefix(ref, "/") {
				continue // an anchor, another scheme (http:, data:) or the site's root
			}
			if _, ok := m.entries[path.Join(path.Dir(name), ref)]; !ok {
				m.bad("help page %s links to %s, which is not in the zip", name, ref)
			}
		}
	}
}
