package vmodtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
)

// module is a .vmod as the reader found it, with every problem it saw.
type module struct {
	entries  map[string][]byte
	order    []string
	root     *elem
	mapName  string
	board    *elem
	img      boardImage
	grid     *hexGrid
	edgeW    int
	edgeH    int
	zones    map[string][][2]float64 // Zone name → polygon
	slots    map[string]*piece       // gpid → palette piece
	protos   map[string]bool
	setups   map[string]string   // .vsav file → PredefinedSetup name
	maps     map[string]*mapInfo // by mapName
	main     *mapInfo
	problems []string
}

// mapInfo is one Map of the module: its name, board, image and zones.
type mapInfo struct {
	name         string
	board        *elem
	img          boardImage
	edgeW, edgeH int
	zones        map[string][][2]float64
}

func (m *module) bad(format string, args ...any) {
	m.problems = append(m.problems, fmt.Sprintf(format, args...))
}

// readModule opens a .vmod and checks it (§1, §2 step 1). The error is
// for a module the reader cannot go on with; problems are everything else.
func readModule(vmod []byte) (*module, error) {
	zr, err := zip.NewReader(bytes.NewReader(vmod), int64(len(vmod)))
	if err != nil {
		return nil, fmt.Errorf("not a zip: %w", err)
	}
	m := &module{entries: map[string][]byte{}, zones: map[string][][2]float64{}, slots: map[string]*piece{},
		protos: map[string]bool{}, setups: map[string]string{}, maps: map[string]*mapInfo{}}
	for _, f := range zr.File {
		if strings.HasSuffix(f.Name, "/") {
			continue // a folder entry
		}
		if _, dup := m.entries[f.Name]; dup {
			m.bad("zip entry %s is there twice", f.Name)
		}
		if path.Clean(f.Name) != f.Name || strings.HasPrefix(f.Name, "/") || strings.HasPrefix(f.Name, "..") {
			m.bad("zip entry %q is not a clean relative path", f.Name)
		}
		b, err := readZipFile(f)
		if err != nil {
			return nil, err
		}
		m.entries[f.Name] = b
		m.order = append(m.order, f.Name)
	}
	build, ok := m.entries["buildFile.xml"]
	if !ok {
		return nil, fmt.Errorf("no buildFile.xml")
	}
	if m.root, err = parseStrict(build); err != nil {
		return nil, fmt.Errorf("buildFile.xml: %w", err)
	}
	if m.root.Class != classRoot {
		return nil, fmt.Errorf("buildFile.xml: root is %s, want %s", m.root.Class, classRoot)
	}
	m.checkModuleData()
	m.checkTree(m.root)
	m.checkMap()
	m.checkPieces()
	m.checkSetups()
	m.checkEntries()
	m.checkHelp()
	return m, nil
}

// checkVassalVersion: 3.5 or later reads buildFile.xml; a claim of 3.7
// or later locks out VASSAL 3.6 (§1.1).
func checkVassalVersion(v string) error {
	parts := strings.Split(v, ".")
	if len(parts) < 2 {
		return fmt.Errorf("VassalVersion %q is not major.minor[.patch]", v)
	}
	var n []int
	for _, p := range parts {
		i, err := strconv.Atoi(p)
		if err != nil {
			return fmt.Errorf("VassalVersion %q is not numeric", v)
		}
		n = append(n, i)
	}
	if n[0] != 3 || n[1] < 5 || n[1] >= 7 {
		return fmt.Errorf("VassalVersion %s: want 3.5 or 3.6, which VASSAL 3.6 and 3.7 both open and which reads buildFile.xml", v)
	}
	return nil
}

// checkMetaData parses a moduledata or savedata entry strictly.
func checkMetaData(name string, b []byte) error {
	d, err := parseStrict(b)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if d.Class != "data" || d.Attr["version"] != "1" {
		return fmt.Errorf(`%s: root is <%s version=%q>, want <data version="1">`, name, d.Class, d.Attr["version"])
	}
	seen := map[string]string{}
	for _, k := range d.Kids {
		if len(k.Kids) > 0 {
			return fmt.Errorf("%s: <%s> has child elements", name, k.Class)
		}
		seen[k.Class] = k.Text
	}
	need := []string{"version", "VassalVersion", "dateSaved"}
	if name == "moduledata" {
		need = append(need, "name")
	}
	for _, want := range need {
		if _, ok := seen[want]; !ok {
			return fmt.Errorf("%s: no <%s>", name, want)
		}
	}
	if err := checkVassalVersion(seen["VassalVersion"]); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	if _, err := strconv.ParseInt(seen["dateSaved"], 10, 64); err != nil {
		return fmt.Errorf("%s: dateSaved %q is not a number", name, seen["dateSaved"])
	}
	return nil
}

func (m *module) checkModuleData() {
	b, ok := m.entries["moduledata"]
	if !ok {
		m.bad("no moduledata entry")
		return
	}
	if err := checkMetaData("moduledata", b); err != nil {
		m.bad("%v", err)
	}
	if v, ok := m.root.Attr["VassalVersion"]; ok {
		if err := checkVassalVersion(v); err != nil {
			m.bad("GameModule: %v", err)
		}
	}
}

// checkTree checks every element's class, place and attribute types.
func (m *module) checkTree(e *elem) {
	if e.Parent != nil {
		switch {
		case e.Class != setupElem && e.Class != entryElem && !knownClass[e.Class]:
			m.bad("%s: %s is not an element class VASSAL has", e.path(), e.Class)
		case !slices.Contains(allowedKids[e.Parent.Class], e.Class):
			m.bad("%s: %s may not hold %s", e.path(), e.Parent.Class, e.Class)
		case e.Parent.Class == pkgModule+"PredefinedSetup" && e.Parent.Attr["isMenu"] != "true":
			m.bad("%s: a PredefinedSetup holds another only when isMenu=\"true\"", e.path())
		}
	}
	m.checkAttrNames(e)
	for k, v := range e.Attr {
		var err error
		switch {
		case slices.Contains(intAttrs, k):
			_, err = strconv.Atoi(v)
		case slices.Contains(floatAttrs, k):
			_, err = strconv.ParseFloat(v, 64)
		case slices.Contains(boolAttrs, k):
			if v != "true" && v != "false" {
				err = fmt.Errorf("not true or false")
			}
		case enumAttrs[k] != nil:
			if !slices.Contains(enumAttrs[k], v) {
				err = fmt.Errorf("not one of %v", enumAttrs[k])
			}
		}
		if err != nil {
			m.bad("%s: attribute %s=%q does not parse: %v", e.path(), k, v, err)
		}
		if strings.Contains(v, "\t") {
			m.bad("%s: attribute %s holds a TAB, which XML turns into a space", e.path(), k)
		}
	}
	for _, k := range e.Kids {
		m.checkTree(k)
	}
}

// one returns the single element of a class below e, or nil with a problem.
func (m *module) one(e *elem, suffix string) *elem {
	found := e.Find(suffix)
	if len(found) != 1 {
		m.bad("%s: %d elements %s, want 1", e.path(), len(found), suffix)
		return nil
	}
	return found[0]
}

func atoi(s string) int { n, _ := strconv.Atoi(s); return n }

// checkPieces decodes every prototype and palette slot.
func (m *module) checkPieces() {
	for _, d := range m.root.Find(".module.PrototypeDefinition") {
		name := d.Attr["name"]
		if m.protos[name] {
			m.bad("prototype %q is defined twice", name)
		}
		m.protos[name] = true
	}
	for _, d := range m.root.Find(".module.PrototypeDefinition") {
		p, err := m.decodeText(d)
		if err == nil {
			m.checkPiece(d.path(), p, true)
			if len(p.Deletes) == 0 {
				m.bad("%s: prototype %q gives its pieces no Delete trait", d.path(), d.Attr["name"])
			}
		}
	}
	next, err := strconv.Atoi(m.root.Attr["nextPieceSlotId"])
	if err != nil {
		m.bad("GameModule nextPieceSlotId %q is not a number", m.root.Attr["nextPieceSlotId"])
	}
	for _, s := range m.root.Find(".widget.PieceSlot") {
		gpid := s.Attr["gpid"]
		if _, dup := m.slots[gpid]; dup {
			m.bad("%s: gpid %s is used twice", s.path(), gpid)
		}
		if n, err := strconv.Atoi(gpid); err != nil || n < 0 || n >= next {
			m.bad("%s: gpid %q is not a number below nextPieceSlotId %d", s.path(), gpid, next)
		}
		p, err := m.decodeText(s)
		if err != nil {
			continue
		}
		if p.GPID != gpid || p.Map != "null" || p.X != 0 || p.Y != 0 {
			m.bad("%s: palette piece state is map %s at %d,%d gpid %s; want null;0;0;%s", s.path(), p.Map, p.X, p.Y, p.GPID, gpid)
		}
		m.checkPiece(s.path(), p, false)
		m.slots[gpid] = p
	}
	if len(m.slots) == 0 {
		m.bad("the module has no palette pieces")
	}
}

// decodeText reads the AddPiece command an element's text holds.
func (m *module) decodeText(e *elem) (*piece, error) {
	id, typ, state, err := decodeAddPiece(strings.TrimSpace(e.Text))
	if err == nil {
		var p *piece
		if p, err = decodePiece(id, typ, state); err == nil {
			return p, nil
		}
	}
	m.bad("%s: %v", e.path(), err)
	return nil, err
}

// checkPiece checks what a piece refers to: prototypes, image, Marker
// counts, traits known.
func (m *module) checkPiece(where string, p *piece, isProto bool) {
	for _, name := range p.Prototypes {
		if !m.protos[name] {
			m.bad("%s: prototype %q is not defined", where, name)
		}
	}
	for _, c := range p.markers {
		if c[0] != c[1] {
			m.bad("%s: a Marker has %d keys and %d values", where, c[0], c[1])
		}
	}
	if len(p.Unknown) > 0 {
		m.bad("%s: traits the reader does not know: %v", where, p.Unknown)
	}
	if p.Image == "" && !isProto {
		m.bad("%s: the piece has no image", where)
	}
	for _, img := range []string{p.Image, p.MovedIcon} {
		if img == "" {
			continue
		}
		if _, ok := m.entries["images/"+img]; !ok {
			m.bad("%s: image %q is not in images/", where, img)
		}
	}
}

// checkSetups checks the PredefinedSetups: every saved game a file of the
// zip, named once, and a blank map among them.
func (m *module) checkSetups() {
	blank := false
	for _, s := range m.root.Find(".module.PredefinedSetup") {
		if s.Attr["isMenu"] == "true" {
			continue
		}
		if s.Attr["useFile"] != "true" {
			blank = true
			continue
		}
		f := s.Attr["file"]
		switch _, ok := m.entries[f]; {
		case !ok:
			m.bad("%s: file %q is not in the zip", s.path(), f)
		case !strings.HasSuffix(f, ".vsav") || strings.Contains(f, "/"):
			m.bad("%s: file %q is not a .vsav at the top of the zip", s.path(), f)
		case m.setups[f] != "":
			m.bad("%s: file %q is used by two setups", s.path(), f)
		}
		m.setups[f] = s.Attr["name"]
	}
	if !blank {
		m.bad(`no PredefinedSetup with useFile="false" (the blank map)`)
	}
}

// checkEntries: the zip holds exactly what the module uses.
func (m *module) checkEntries() {
	want := map[string]bool{"buildFile.xml": true, "moduledata": true}
	for f := range m.setups {
		want[f] = true
	}
	addImage := func(img string) {
		if img != "" {
			want["images/"+img] = true
		}
	}
	for _, mi := range m.maps {
		if mi.board != nil {
			addImage(mi.board.Attr["image"])
		}
	}
	for _, p := range m.slots {
		addImage(p.Image)
	}
	m.root.walk(func(e *elem) {
		addImage(e.Attr["icon"])
		if e.Class == pkgWidget+"Chart" || e.Class == pkgDocs+"AboutScreen" {
			addImage(e.Attr["fileName"]) // build/widget/Chart.java and AboutScreen.java load it from images/
		}
		if strings.HasSuffix(e.Class, ".PrototypeDefinition") {
			if id, typ, st, err := decodeAddPiece(strings.TrimSpace(e.Text)); err == nil {
				if p, err := decodePiece(id, typ, st); err == nil {
					addImage(p.Image)
					addImage(p.MovedIcon)
				}
			}
		}
	})
	help := len(m.root.Find(".documentation.BrowserHelpFile")) > 0
	helpFiles := 0
	for _, name := range m.order {
		if strings.HasPrefix(name, "help/") && help {
			helpFiles++
			continue
		}
		if !want[name] {
			m.bad("zip entry %s is not one the module uses", name)
		}
	}
	if help && helpFiles == 0 {
		m.bad("a BrowserHelpFile but no help/ files")
	}
}

func (e *elem) walk(f func(*elem)) {
	f(e)
	for _, k := range e.Kids {
		k.walk(f)
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
