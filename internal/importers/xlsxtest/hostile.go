package xlsxtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"sync"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/importers/xlsx"
)

// The parts of the 1994 workbook as Export writes them: the README is
// sheet1, the Counters sheet sheet3.
const (
	readmePart   = "xl/worksheets/sheet1.xml"
	countersPart = "xl/worksheets/sheet3.xml"
	stringsPart  = "xl/sharedStrings.xml"
	relsPart     = "xl/_rels/workbook.xml.rels"
)

// exported is the 1994 workbook's parts, exported once.
var exported = sync.OnceValues(func() ([]part, error) {
	b, err := Edition(data.DefaultEdition)
	if err != nil {
		return nil, err
	}
	return partsOf(b)
})

// rewritten writes the 1994 workbook with its parts changed by change,
// which gets them by name and may rename, add or drop parts.
func rewritten(change func(parts map[string][]byte) error) func(string) error {
	return func(path string) error {
		ps, err := exported()
		if err != nil {
			return err
		}
		byName := map[string][]byte{}
		for _, p := range ps {
			byName[p.name] = p.data
		}
		if err := change(byName); err != nil {
			return err
		}
		var out []part
		for _, p := range ps { // the archive's order, then new parts sorted
			if d, ok := byName[p.name]; ok {
				out = append(out, part{name: p.name, data: d})
				delete(byName, p.name)
			}
		}
		for _, name := range slices.Sorted(maps.Keys(byName)) {
			out = append(out, part{name: name, data: byName[name]})
		}
		return zipOf(path, out)
	}
}

// insertBefore puts add before the last occurrence of end in b.
func insertBefore(b []byte, end string, add []byte) ([]byte, error) {
	i := bytes.LastIndex(b, []byte(end))
	if i < 0 {
		return nil, fmt.Errorf("no %s", end)
	}
	return append(append(append([]byte{}, b[:i]...), add...), b[i:]...), nil
}

// replaceCell rewrites the first cell element <c r="ref" …>…</c> of a
// worksheet as cell.
func replaceCell(sheet []byte, ref, cell string) ([]byte, error) {
	re := regexp.MustCompile(`<c r="` + ref + `"[^>]*(/>|>.*?</c>)`)
	loc := re.FindIndex(sheet)
	if loc == nil {
		return nil, fmt.Errorf("no cell %s", ref)
	}
	return append(append(append([]byte{}, sheet[:loc[0]]...), cell...), sheet[loc[1]:]...), nil
}

// TinyStrings is how many shared strings the tiny-strings workbook adds:
// about 34 MB unpacked, under the unpacked-size limit, in a workbook of a
// few hundred kilobytes.
const TinyStrings = 2_000_000

// LongCell is the length of the long cell's text.
const LongCell = 30_000_000

// EmptyRows is how many empty rows the empty-rows workbook adds.
const EmptyRows = 1_000_000

// hostileCases are small files that expand to the most work, and parts
// placed or written so as to slip past the checks the others get.
func hostileCases() []Case {
	return []Case{
		{Name: "millions of tiny shared strings", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[stringsPart], err = insertBefore(p[stringsPart], "</sst>", bytes.Repeat([]byte("<si><t>a</t></si>"), TinyStrings))
			return err
		})},
		{Name: "a hundred and fifty thousand empty shared strings", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[stringsPart], err = insertBefore(p[stringsPart], "</sst>", bytes.Repeat([]byte("<si/>"), 150_000))
			return err
		})},
		{Name: "a shared string of 30 million characters", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			// The first shared string, the README's title.
			s := p[stringsPart]
			i := bytes.Index(s, []byte("<si><t>"))
			j := bytes.Index(s, []byte("</t></si>"))
			if i < 0 || j < i {
				return fmt.Errorf("no shared string")
			}
			p[stringsPart] = append(append(append([]byte{}, s[:i+7]...), strings.Repeat("x", LongCell)...), s[j:]...)
			return nil
		})},
		{Name: "a label of 30 million characters", Code: "xlsx.too-large", At: "Counters!B2", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[countersPart], err = replaceCell(p[countersPart], "B2", `<c r="B2" t="inlineStr"><is><t>`+strings.Repeat("x", LongCell)+`</t></is></c>`)
			return err
		})},
		{Name: "a label longer than a cell may hold", Code: "xlsx.too-large", At: "Counters!B2", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[countersPart], err = replaceCell(p[countersPart], "B2", `<c r="B2" t="inlineStr"><is><t>`+strings.Repeat("x", 40_000)+`</t></is></c>`)
			return err
		})},
		{Name: "a shared string longer than a cell may hold", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[stringsPart], err = insertBefore(p[stringsPart], "</sst>", []byte("<si><t>"+strings.Repeat("x", 40_000)+"</t></si>"))
			return err
		})},
		{Name: "a million empty rows", Code: "xlsx.too-large", At: "README", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var rows bytes.Buffer
			for r := 1000; r < 1000+EmptyRows; r++ {
				fmt.Fprintf(&rows, `<row r="%d"></row>`, r)
			}
			var err error
			p[readmePart], err = insertBefore(p[readmePart], "</sheetData>", rows.Bytes())
			return err
		})},
		{Name: "styles of sixty thousand tags", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p["xl/styles.xml"], err = insertBefore(p["xl/styles.xml"], "</styleSheet>", []byte("<fonts>"+strings.Repeat("<font/>", 60_000)+"</fonts>"))
			return err
		})},
		{Name: "a theme of sixty thousand tags", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p["xl/theme/theme1.xml"], err = insertBefore(p["xl/theme/theme1.xml"], "</a:theme>", []byte(strings.Repeat("<x/>", 60_000)))
			return err
		})},
		{Name: "content types of sixty thousand tags", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p["[Content_Types].xml"], err = insertBefore(p["[Content_Types].xml"], "</Types>", []byte(strings.Repeat(`<Default Extension="x" ContentType="y"/>`, 60_000)))
			return err
		})},
		{Name: "shared-string index that is not a number", Code: "xlsx.unreadable", At: "Counters!B2", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[countersPart], err = replaceCell(p[countersPart], "B2", `<c r="B2" t="s"><v>x</v></c>`)
			return err
		})},
		{Name: "shared-string index past the last string", Code: "xlsx.unreadable", At: "Counters!B2", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[countersPart], err = replaceCell(p[countersPart], "B2", `<c r="B2" t="s"><v>99999999</v></c>`)
			return err
		})},
		{Name: "style index past the last style", Code: "xlsx.unreadable", At: "Counters!I2", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var err error
			p[countersPart], err = replaceCell(p[countersPart], "I2", `<c r="I2" s="4000"><v>8</v></c>`)
			return err
		})},
		{Name: "worksheet outside xl/worksheets", Code: "xlsx.formula", At: "Counters!I2", Exit: 1, Make: rewritten(func(p map[string][]byte) error {
			sheet, err := replaceCell(p[countersPart], "I2", `<c r="I2"><f>4*2</f><v>8</v></c>`)
			if err != nil {
				return err
			}
			delete(p, countersPart)
			p["xl/elsewhere/counters.xml"] = sheet
			p[relsPart] = bytes.Replace(p[relsPart], []byte(`Target="worksheets/sheet3.xml"`), []byte(`Target="elsewhere/counters.xml"`), 1)
			p["[Content_Types].xml"] = bytes.Replace(p["[Content_Types].xml"], []byte(`/xl/worksheets/sheet3.xml`), []byte(`/xl/elsewhere/counters.xml`), 1)
			return nil
		})},
		{Name: "relationship to a part that is not there", Code: "xlsx.unreadable", At: "Counters", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			delete(p, countersPart)
			return nil
		})},
		{Name: "a hundred thousand relationships", Code: "xlsx.too-large", Exit: 2, Make: rewritten(func(p map[string][]byte) error {
			var rels bytes.Buffer
			for i := range 100_000 {
				fmt.Fprintf(&rels, `<Relationship Id="rX%d" Target="worksheets/sheet1.xml" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet"/>`, i)
			}
			var err error
			p[relsPart], err = insertBefore(p[relsPart], "</Relationships>", rels.Bytes())
			return err
		})},
	}
}

// notesPart is the Notes sheet of the 1994 workbook, and notesFree its
// first row past the notes.
const (
	notesPart = "xl/worksheets/sheet22.xml"
	notesFree = 2000
)

// Heaviest writes a workbook that takes about the most work the limits
// allow: the shared strings near their limit on tags, in rich text, and
// the Notes sheet filled to the last row with ten cells a row, each cell
// with two unknown elements, near the limit on tags of all parts.
func Heaviest(path string) error {
	return rewritten(func(p map[string][]byte) error {
		var sst bytes.Buffer
		for i := range (xlsx.MaxSharedStringTags - 12_000) / 6 {
			fmt.Fprintf(&sst, "<si><r><t>%d</t></r></si>", i)
		}
		var err error
		if p[stringsPart], err = insertBefore(p[stringsPart], "</sst>", sst.Bytes()); err != nil {
			return err
		}
		var rows bytes.Buffer
		for r := notesFree; r <= xlsx.MaxRows; r++ {
			fmt.Fprintf(&rows, `<row r="%d">`, r)
			for c := range 10 {
				fmt.Fprintf(&rows, `<c r="%c%d" t="s"><v>%d</v><x/><x/></c>`, 'A'+c, r, (r*10+c)%2000)
			}
			rows.WriteString(`</row>`)
		}
		p[notesPart], err = insertBefore(p[notesPart], "</sheetData>", rows.Bytes())
		return err
	})(path)
}

// ReplacePart is a workbook with one part's bytes replaced (added when
// missing).
func ReplacePart(b []byte, name string, data []byte) []byte {
	ps, err := partsOf(b)
	if err != nil {
		return nil
	}
	found := false
	for i := range ps {
		if ps[i].name == name {
			ps[i].data, found = data, true
		}
	}
	if !found {
		ps = append(ps, part{name: name, data: data})
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, p := range ps {
		w, _ := zw.Create(p.name)
		w.Write(p.data)
	}
	zw.Close()
	return buf.Bytes()
}
