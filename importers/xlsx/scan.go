package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"path"
	"strings"
	"unicode/utf8"

	"github.com/bfgdata/bfgdata/diag"
)

// scan checks every part of a workbook before excelize reads it, each
// streamed once under the limits of limits.go, so that a zip bomb, a part
// of millions of tiny elements or one huge cell is refused before
// anything is unpacked into memory; excelize is then given a file whose
// work is bounded. It finds the sheets as a spreadsheet does, through the
// package's and the workbook's relationships, wherever in the zip they
// lie, and notes for each sheet what a cell's value alone does not tell
// (its type and style, a formula) and the merged ranges: excelize would
// otherwise have to hold a whole worksheet in memory, at about a kilobyte
// a cell, to say so.
func scan(data []byte) (map[string]*sheetMeta, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fail("xlsx.unreadable", "not a readable .xlsx workbook: the zip archive is broken (%v)", err)
	}
	if len(zr.File) > MaxParts {
		return nil, fail("xlsx.too-large", "the archive holds %d parts, more than the %d a workbook may", len(zr.File), MaxParts)
	}
	pk := &pkg{parts: map[string]*zip.File{}, read: map[*zip.File]bool{}, sheets: map[string]bool{}}
	var total uint64
	for _, zf := range zr.File {
		total += zf.UncompressedSize64
		if total > MaxUnzipSize {
			return nil, fail("xlsx.too-large", "the workbook unpacks to more than %d MB (at part %s, declared %d bytes); a bfgdata workbook unpacks to about 1 MB: is this a zip bomb?", MaxUnzipSize>>20, zf.Name, zf.UncompressedSize64)
		}
		pk.parts[partKey(zf.Name)] = zf
	}
	wb, err := pk.workbook()
	if err != nil {
		return nil, err
	}
	for _, s := range wb {
		pk.sheets[partKey(s.part)] = true
	}
	if pk.styles, err = pk.countStyles(); err != nil {
		return nil, err
	}
	if pk.strings, err = pk.sharedStrings(); err != nil {
		return nil, err
	}
	out := map[string]*sheetMeta{}
	cells := 0
	for _, s := range wb {
		zf := pk.parts[s.part]
		if zf == nil {
			return nil, failAt(diag.Place{Sheet: s.name}, "xlsx.unreadable", "the workbook's sheet %q is the part %s, which is not in the archive", s.name, s.part)
		}
		m, err := pk.scanSheet(zf, s.name, MaxCells-cells)
		if m != nil {
			cells += m.cells
		}
		if err != nil {
			var d *diag.Diagnostic
			switch {
			case errors.As(err, &d):
				return nil, d
			case errors.Is(err, errTooManyCells):
				return nil, fail("xlsx.too-large", "the worksheets hold more than %d cells; a bfgdata workbook holds about 25,000", MaxCells)
			}
			return nil, partError(zf.Name, err)
		}
		out[s.name] = m
	}
	// Every other part once, for the work any XML reader does on it: the
	// tags it holds and the longest text between two.
	for _, zf := range zr.File {
		if pk.read[zf] {
			continue
		}
		rc, err := pk.open(zf)
		if err == nil {
			_, err = io.Copy(io.Discard, rc)
			rc.Close()
		}
		if err != nil {
			return nil, partError(zf.Name, err)
		}
	}
	return out, nil
}

// failAt is a refusal that names its place in the workbook.
func failAt(at diag.Place, code, format string, args ...any) *diag.Diagnostic {
	d := fail(code, format, args...)
	d.Place = at
	return d
}

// partError is a part that cannot be read, or is over a limit.
func partError(name string, err error) *diag.Diagnostic {
	var d *diag.Diagnostic
	var l *overLimit
	switch {
	case errors.As(err, &d):
		return d
	case errors.As(err, &l):
		return fail("xlsx.too-large", "part %s %s", name, l.msg)
	case errors.Is(err, zip.ErrFormat) || errors.Is(err, zip.ErrChecksum) || errors.Is(err, zip.ErrAlgorithm):
		return fail("xlsx.unreadable", "part %s does not unpack as the archive says it will (%v): a corrupt file, or a zip bomb", name, err)
	}
	return fail("xlsx.unreadable", "part %s cannot be read: %v", name, err)
}

// overLimit is a part found over one of the limits while it was read.
type overLimit struct {
	msg string // what is said of the part: "lists more than 2000 relationships, …"
}

func (l *overLimit) Error() string { return l.msg }

func over(format string, args ...any) *overLimit { return &overLimit{fmt.Sprintf(format, args...)} }

var errTooManyCells = errors.New("too many cells")

// partKey is how a part's name is looked up: as excelize does, without a
// leading slash, with forward slashes, in any case.
func partKey(name string) string {
	return strings.ToLower(strings.TrimPrefix(strings.ReplaceAll(name, `\`, "/"), "/"))
}

// guard is an XML part's bytes as they are read, counting its tags ('<')
// against the part's limit and those of all parts against MaxMarkup, and
// measuring each run of bytes between two tags against MaxTextRun, so
// that an XML decoder reading through it never holds more than a bounded
// token, and the work of every parser that reads the part is bounded.
// A part that is not XML (an image) is read by no parser: its bytes are
// only counted as unpacked.
type guard struct {
	r     io.ReadCloser
	xml   bool
	total *int // the tags of all parts read so far
	tags  int  // this part's
	limit int  // this part's most
	run   int
}

func (g *guard) Read(b []byte) (int, error) {
	n, err := g.r.Read(b)
	if !g.xml {
		return n, err
	}
	for rest := b[:n]; len(rest) > 0; {
		i := bytes.IndexByte(rest, '<')
		if i < 0 {
			g.run += len(rest)
			break
		}
		if g.run+i > MaxTextRun {
			g.run += i
			break
		}
		g.run = 0
		g.tags++
		if g.tags > g.limit {
			return n, over("holds more than %d XML tags, the most such a part may", g.limit)
		}
		if *g.total++; *g.total > MaxMarkup {
			return n, over("takes the workbook past %d XML tags, the most a workbook may hold (an exported edition holds about 70,000)", MaxMarkup)
		}
		rest = rest[i+1:]
	}
	if g.run > MaxTextRun {
		return n, over("holds a text or value of more than %d bytes between two tags, more than any cell may hold", MaxTextRun)
	}
	return n, err
}

func (g *guard) Close() error { return g.r.Close() }

// pkg is the archive's parts by partKey, and what the scan found of the
// workbook-wide parts.
type pkg struct {
	parts   map[string]*zip.File
	read    map[*zip.File]bool // the parts read so far
	sheets  map[string]bool    // the worksheet parts, by partKey
	tags    int                // the tags of all parts read so far
	styles  int                // the cell formats the styles part defines
	strings int                // the shared strings
}

// decoder streams a part's XML.
func (p *pkg) decoder(name string) (*xml.Decoder, io.Closer, error) {
	zf := p.parts[partKey(name)]
	if zf == nil {
		return nil, nil, nil
	}
	rc, err := p.open(zf)
	if err != nil {
		return nil, nil, err
	}
	return xml.NewDecoder(rc), rc, nil
}

// open streams a part through a guard with the part's limit on tags:
// a worksheet has only the workbook's (its cells and rows have theirs),
// the shared strings MaxSharedStringTags, any other part MaxPartTags.
func (p *pkg) open(zf *zip.File) (io.ReadCloser, error) {
	p.read[zf] = true
	rc, err := zf.Open()
	if err != nil {
		return nil, err
	}
	name := partKey(zf.Name)
	g := &guard{r: rc, total: &p.tags, limit: MaxPartTags}
	switch {
	case p.sheets[name]:
		g.limit = MaxMarkup
	case name == "xl/sharedstrings.xml":
		g.limit = MaxSharedStringTags
	}
	switch path.Ext(name) {
	case ".xml", ".rels", ".vml":
		g.xml = true
	}
	return g, nil
}

// rel is one relationship of a part.
type rel struct{ id, typ, target string }

// rels reads a part's relationships (none when it has no .rels part),
// at most MaxRelationships.
func (p *pkg) rels(name string) ([]rel, error) {
	dir, base := path.Split(name)
	relsName := dir + "_rels/" + base + ".rels"
	dec, c, err := p.decoder(relsName)
	if dec == nil {
		return nil, err
	}
	defer c.Close()
	var out []rel
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, partError(relsName, err)
		}
		el, ok := tok.(xml.StartElement)
		if !ok || el.Name.Local != "Relationship" {
			continue
		}
		if len(out) == MaxRelationships {
			return nil, partError(relsName, over("lists more than %d relationships, the most a part may", MaxRelationships))
		}
		var r rel
		for _, a := range el.Attr {
			switch a.Name.Local {
			case "Type":
				r.typ = a.Value
			case "Target":
				r.target = a.Value
			case "Id":
				r.id = a.Value
			}
		}
		out = append(out, r)
	}
}

// sheetPart is a sheet of the workbook and the part that holds it.
type sheetPart struct{ name, part string }

// workbook finds the workbook part through the package's relationships,
// as excelize does, and lists its sheets with the parts the workbook's
// relationships give them.
func (p *pkg) workbook() ([]sheetPart, error) {
	wbName := "xl/workbook.xml"
	top, err := p.rels("")
	if err != nil {
		return nil, err
	}
	for _, r := range top {
		if strings.HasSuffix(r.typ, "/officeDocument") {
			wbName = strings.TrimPrefix(r.target, "/")
			break
		}
	}
	if p.parts[partKey(wbName)] == nil {
		return nil, fail("xlsx.unreadable", "a zip archive, but not an .xlsx workbook: it has no %s", wbName)
	}
	dir, _ := path.Split(wbName)
	rels, err := p.rels(wbName)
	if err != nil {
		return nil, err
	}
	targets := map[string]string{}
	for _, r := range rels {
		targets[r.id] = r.target
	}
	dec, c, err := p.decoder(wbName)
	if err != nil {
		return nil, partError(wbName, err)
	}
	defer c.Close()
	var out []sheetPart
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fail("xlsx.unreadable", "the workbook's list of sheets cannot be read: %v", err)
		}
		el, ok := tok.(xml.StartElement)
		if !ok || el.Name.Local != "sheet" {
			continue
		}
		if len(out) == MaxRelationships {
			return nil, partError(wbName, over("lists more than %d sheets, the most a workbook may", MaxRelationships))
		}
		var s sheetPart
		for _, a := range el.Attr {
			switch {
			case a.Name.Local == "name":
				s.name = a.Value
			case a.Name.Local == "id" && a.Name.Space != "":
				if t, ok := targets[a.Value]; ok {
					s.part = worksheetPath(dir, t)
				}
			}
		}
		if s.part == "" {
			return nil, failAt(diag.Place{Sheet: s.name}, "xlsx.unreadable", "the workbook's sheet %q names no part of the archive", s.name)
		}
		out = append(out, s)
	}
}

// worksheetPath is the part a workbook's relationship target names, as
// excelize resolves it: relative to the workbook's folder, or from the
// archive's root when it starts with a slash.
func worksheetPath(wbDir, target string) string {
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(strings.ReplaceAll(target, `\`, "/")), "/")
	}
	return strings.TrimPrefix(path.Clean(wbDir+"/"+strings.ReplaceAll(target, `\`, "/")), "/")
}

// countStyles counts the cell formats of the styles part excelize reads,
// so that a cell's style index can be checked.
func (p *pkg) countStyles() (int, error) {
	const name = "xl/styles.xml"
	dec, c, err := p.decoder(name)
	if dec == nil {
		return 0, err
	}
	defer c.Close()
	n, depth, in := 0, 0, false
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return 0, partError(name, err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			depth++
			switch {
			case el.Name.Local == "cellXfs":
				in = true
			case in && el.Name.Local == "xf" && depth == 3:
				if n++; n > MaxStyles {
					return 0, partError(name, over("defines more than %d cell formats, the most a workbook may", MaxStyles))
				}
			}
		case xml.EndElement:
			depth--
			if el.Name.Local == "cellXfs" {
				in = false
			}
		}
	}
}

// sharedStrings counts the strings of the shared-strings part excelize
// reads (always xl/sharedStrings.xml) and their characters, stopping at
// the first limit passed.
func (p *pkg) sharedStrings() (int, error) {
	const name = "xl/sharedStrings.xml"
	dec, c, err := p.decoder(name)
	if dec == nil {
		return 0, err
	}
	defer c.Close()
	n, total, cur := 0, 0, 0
	inText := false
	for {
		tok, err := dec.RawToken()
		if err == io.EOF {
			return n, nil
		}
		if err != nil {
			return 0, partError(name, err)
		}
		switch el := tok.(type) {
		case xml.StartElement:
			switch el.Name.Local {
			case "si":
				if n++; n > MaxSharedStrings {
					return 0, partError(name, over("holds more than %d shared strings, the most a workbook may", MaxSharedStrings))
				}
				cur = 0
			case "t":
				inText = true
			}
		case xml.EndElement:
			if el.Name.Local == "t" {
				inText = false
			}
		case xml.CharData:
			if !inText {
				continue
			}
			k := utf8.RuneCount(el)
			cur += k
			total += k
			if cur > MaxCellText {
				return 0, fail("xlsx.too-large", "part %s: shared string %d holds more than %d characters, the most a cell may", name, n-1, MaxCellText)
			}
			if total > MaxSharedText {
				return 0, partError(name, over("holds shared strings of more than %d characters in all, the most a workbook may", MaxSharedText))
			}
		}
	}
}
