package vmodtest

import (
	"archive/zip"
	"bytes"
	"fmt"
	"image"
	_ "image/png" // a board or counter image may be a PNG
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
		case e.Class != setupElem && !knownClass[e.Class]:
			m.bad("%s: %s is not an element class VASSAL has", e.path(), e.Class)
		case !slices.Contains(allowedKids[e.Parent.Class], e.Class):
			m.bad("%s: %s may not hold %s", e.path(), e.Parent.Class, e.Class)
		case e.Parent.Class == pkgModule+"PredefinedSetup" && e.Parent.Attr["isMenu"] != "true":
			m.bad("%s: a PredefinedSetup holds another only when isMenu=\"true\"", e.path())
		}
	}
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

// checkMap reads every map with its board and image, and the main map's
// grid and zones: the main map is the one whose board has the HexGrid
// (others, such as a track of turns and losses, have none).
func (m *module) checkMap() {
	maps := m.root.Find(".module.Map")
	if len(maps) == 0 {
		m.bad("the module has no Map")
		return
	}
	for _, mp := range maps {
		name := mp.Attr["mapName"]
		if name == "" {
			m.bad("%s: the Map has no mapName", mp.path())
		}
		if m.maps[name] != nil {
			m.bad("%s: two Maps are named %q", mp.path(), name)
		}
		mi := &mapInfo{name: name, edgeW: atoi(mp.Attr["edgeWidth"]), edgeH: atoi(mp.Attr["edgeHeight"]), zones: map[string][][2]float64{}}
		m.maps[name] = mi
		// Map.build adds only BoardPicker and StackMetrics; without these
		// nothing can be moved, selected or looked at (§1.1).
		for _, need := range []string{"PieceMover", "KeyBufferer", "MenuDisplayer", "StackExpander"} {
			if len(mp.Find(".map."+need)) == 0 {
				m.bad("%s: the Map has no %s", mp.path(), need)
			}
		}
		picker := m.one(mp, ".map.BoardPicker")
		if picker == nil {
			continue
		}
		if mi.board = m.one(picker, ".boardPicker.Board"); mi.board == nil {
			continue
		}
		var setup []string
		for _, k := range picker.Kids {
			if k.Class == setupElem {
				setup = seqDecode(strings.TrimSpace(k.Text), '\t')
			}
		}
		if want := []string{name + "BoardPicker", mi.board.Attr["name"], "0", "0"}; !equalStrings(setup, want) {
			m.bad("%s: BoardPicker <setup> is %q, want %q (so no board dialog opens)", mp.path(), setup, want)
		}
		imgName := mi.board.Attr["image"]
		b, ok := m.entries["images/"+imgName]
		if !ok {
			m.bad("%s: Board image %q is not in images/", mp.path(), imgName)
			continue
		}
		var err error
		if mi.img, err = imageSize(imgName, b); err != nil {
			m.bad("%s: Board image %s: %v", mp.path(), imgName, err)
			continue
		}
		for _, z := range mi.board.Find(".mapgrid.Zone") {
			poly, err := parsePath(z.Attr["path"])
			if err != nil {
				m.bad("%s: path: %v", z.path(), err)
				continue
			}
			mi.zones[z.Attr["name"]] = poly
		}
		if len(mi.board.Find(".board.HexGrid")) == 0 {
			continue
		}
		if m.main != nil {
			m.bad("two Maps have a HexGrid: %q and %q", m.main.name, name)
			continue
		}
		m.main = mi
		if len(mp.Find(".map.CounterDetailViewer")) == 0 {
			m.bad("%s: the main map has no CounterDetailViewer (hex ids on mouse-over)", mp.path())
		}
		m.checkGrid(mi)
	}
	if m.main == nil {
		m.bad("no Map has a HexGrid")
		return
	}
	m.mapName, m.board, m.img, m.zones, m.edgeW, m.edgeH = m.main.name, m.main.board, m.main.img, m.main.zones, m.main.edgeW, m.main.edgeH
}

// checkGrid reads the main map's HexGrid and its numbering into the oracle.
func (m *module) checkGrid(mi *mapInfo) {
	hg := m.one(mi.board, ".board.HexGrid")
	if hg == nil {
		return
	}
	num := m.one(hg, ".mapgrid.HexGridNumbering")
	if num == nil {
		return
	}
	for _, a := range []string{"sideways", "dx", "dy", "x0", "y0"} {
		if _, ok := hg.Attr[a]; !ok {
			m.bad("HexGrid has no %s (the oracle reads what was written)", a)
		}
	}
	for _, a := range []string{"first", "sep", "hType", "vType", "hLeading", "vLeading", "hOff", "vOff", "hDescend", "vDescend", "stagger"} {
		if _, ok := num.Attr[a]; !ok {
			m.bad("HexGridNumbering has no %s (the oracle reads what was written)", a)
		}
	}
	dx, _ := strconv.ParseFloat(hg.Attr["dx"], 64)
	dy, _ := strconv.ParseFloat(hg.Attr["dy"], 64)
	m.grid = &hexGrid{Sideways: hg.Attr["sideways"] == "true", DX: dx, DY: dy, X0: atoi(hg.Attr["x0"]), Y0: atoi(hg.Attr["y0"]),
		First: num.Attr["first"], Sep: num.Attr["sep"], HType: num.Attr["hType"], VType: num.Attr["vType"],
		HLeading: atoi(num.Attr["hLeading"]), VLeading: atoi(num.Attr["vLeading"]), HOff: atoi(num.Attr["hOff"]), VOff: atoi(num.Attr["vOff"]),
		HDescend: num.Attr["hDescend"] == "true", VDescend: num.Attr["vDescend"] == "true", Stagger: num.Attr["stagger"] == "true",
		BoardW: mi.img.W, BoardH: mi.img.H}
	if err := m.grid.check(); err != nil {
		m.bad("HexGrid: %v", err)
	}
}

// imageSize is the pixel size of a board image, and for an SVG how its
// drawing maps to those pixels.
func imageSize(name string, b []byte) (boardImage, error) {
	if strings.HasSuffix(name, ".svg") {
		return svgBoard(b)
	}
	c, _, err := image.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		return boardImage{}, err
	}
	return boardImage{W: c.Width, H: c.Height, scaleX: 1, scaleY: 1}, nil
}

// parsePath reads a Zone's path, "x,y;x,y;…" in whole pixels.
func parsePath(s string) ([][2]float64, error) {
	var poly [][2]float64
	for _, pt := range seqDecode(s, ';') {
		xy := seqDecode(pt, ',')
		if len(xy) != 2 {
			return nil, fmt.Errorf("point %q is not x,y", pt)
		}
		x, errx := strconv.Atoi(xy[0])
		y, erry := strconv.Atoi(xy[1])
		if errx != nil || erry != nil {
			return nil, fmt.Errorf("point %q is not two integers", pt)
		}
		poly = append(poly, [2]float64{float64(x), float64(y)})
	}
	if len(poly) < 3 {
		return nil, fmt.Errorf("%d points do not make a region", len(poly))
	}
	return poly, nil
}

// inside is the even-odd rule.
func inside(poly [][2]float64, x, y float64) bool {
	in := false
	for i, j := 0, len(poly)-1; i < len(poly); j, i = i, i+1 {
		a, b := poly[i], poly[j]
		if (a[1] > y) != (b[1] > y) && x < (b[0]-a[0])*(y-a[1])/(b[1]-a[1])+a[0] {
			in = !in
		}
	}
	return in
}

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
	if p.Image != "" {
		if _, ok := m.entries["images/"+p.Image]; !ok {
			m.bad("%s: image %q is not in images/", where, p.Image)
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
		if strings.HasSuffix(e.Class, ".PrototypeDefinition") {
			if id, typ, st, err := decodeAddPiece(strings.TrimSpace(e.Text)); err == nil {
				if p, err := decodePiece(id, typ, st); err == nil {
					addImage(p.Image)
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
