package vmodtest

import (
	"archive/zip"
	"bytes"
	"html"
	"path"
	"regexp"
	"strings"
)

// linkRE finds the links and sources of an HTML help page.
var linkRE = regexp.MustCompile(`(?i)\s(?:href|src)\s*=\s*"([^"]*)"`)

// checkHelp: VASSAL's BrowserHelpFile (build/module/documentation/
// BrowserHelpFile.java) reads only its title and startingPage: it opens the
// zip entry help/<title, spaces as _> as a zip archive of its own, unpacks
// that into a folder and opens startingPage there in the system browser.
// (The facts' §1.1 says help/<contents>; the class keeps "contents" among
// its attribute names but never sets it.) So every help/ entry is the
// archive of one BrowserHelpFile, the starting page is in it, and every
// relative link of its pages names a file of the same archive.
func (m *module) checkHelp() {
	named := map[string]bool{}
	for _, h := range m.root.Find(".documentation.BrowserHelpFile") {
		title := h.Attr["title"]
		if title == "" {
			m.bad("%s: no title, which names the menu item and the help archive", h.path())
			continue
		}
		name := "help/" + strings.ReplaceAll(title, " ", "_")
		named[name] = true
		raw, ok := m.entries[name]
		if !ok {
			m.bad("%s: help archive %s is not in the zip", h.path(), name)
			continue
		}
		pages, err := readZip(raw)
		if err != nil {
			m.bad("%s: help archive %s is not a zip: %v", h.path(), name, err)
			continue
		}
		sp := h.Attr["startingPage"]
		if _, ok := pages[sp]; !ok || sp == "" {
			m.bad("%s: starting page %q is not in %s", h.path(), sp, name)
		}
		for page, b := range pages {
			if !strings.HasSuffix(page, ".html") && !strings.HasSuffix(page, ".htm") {
				continue
			}
			for _, l := range linkRE.FindAllStringSubmatch(string(b), -1) {
				ref := html.UnescapeString(l[1])
				ref, _, _ = strings.Cut(ref, "#")
				if ref == "" || strings.Contains(ref, ":") || strings.HasPrefix(ref, "/") {
					continue // an anchor, another scheme (http:, data:) or the site's root
				}
				if _, ok := pages[path.Join(path.Dir(page), ref)]; !ok {
					m.bad("help page %s of %s links to %s, which is not in the archive", page, name, ref)
				}
			}
		}
	}
	for _, name := range m.order {
		if strings.HasPrefix(name, "help/") && !named[name] {
			m.bad("zip entry %s is no BrowserHelpFile's help archive", name)
		}
	}
}

// readZip reads the files of a zip held in memory, each bounded.
func readZip(b []byte) (map[string][]byte, error) {
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	for _, f := range zr.File {
		if strings.HasSuffix(f.Name, "/") {
			continue
		}
		if files[f.Name], err = readZipFile(f); err != nil {
			return nil, err
		}
	}
	return files, nil
}
