package vassal

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"sort"
	"strconv"
	"time"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/sheets"
	"github.com/bfgdata/bfgdata/model"
)

// Module is a whole module: its files by name, and what it holds.
type Module struct {
	Files     map[string][]byte
	Counters  int
	Scenarios int
	Units     int // units placed over all scenarios
}

// zipTime is every entry's time, fixed so the same edition gives the same
// bytes.
var zipTime = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// Build makes the module of an edition.
func Build(ed *model.Edition) (*Module, error) {
	if ed.Map == nil || ed.Counters == nil || ed.TEC == nil || ed.CRT == nil {
		return nil, fmt.Errorf("vassal: edition %s needs a map, a counter set, a Terrain Effects Chart and a Combat Results Table for a module", ed.Info.ID)
	}
	id := ed.Info.ID
	mod := &Module{Files: map[string][]byte{}}
	board, _, hpx, err := BoardSVG(ed.Map, ed.TEC, &ed.Info)
	if err != nil {
		return nil, err
	}
	grid, err := GridOf(ed.Map, hpx)
	if err != nil {
		return nil, err
	}
	mapImage := "map-" + id + ".svg"
	mod.Files["images/"+mapImage] = board
	zones, err := areaZones(ed.Map, grid)
	if err != nil {
		return nil, err
	}

	// counters: images, palette slots
	list, err := explain.CountersOf(ed)
	if err != nil {
		return nil, err
	}
	files, err := sheets.CounterFiles(list, 0.5)
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		if mod.Files["images/"+f.Name], err = counterSVG(f.Data); err != nil {
			return nil, err
		}
	}
	// a scenario's pieces are palette slots placed (scenarioGame), so the
	// slots name every prototype used
	slots, nextSlot := paletteSlots(ed.Counters.Counters)
	for i := range ed.Counters.Counters {
		c := &ed.Counters.Counters[i]
		p := slots[c.ID]
		p.Sides = paletteSides(ed, c)
		slots[c.ID] = p
	}
	used := map[string]bool{}
	for _, p := range slots {
		used[p.Prototype] = true
	}
	mod.Counters = len(ed.Counters.Counters)

	track, boxes, turnBoxes, err := trackBoard(ed)
	if err != nil {
		return nil, err
	}
	trackImage := "track-" + id + ".svg"
	mod.Files["images/"+trackImage] = track
	mod.Files["images/"+movedImage] = []byte(movedFlag)
	mod.Files["images/"+splashFile(id)] = splashSVG(ed, len(ed.Counters.Counters))

	// scenarios: a saved game each
	setups := node(pkg+"PredefinedSetup", "name", "Scenarios", "isMenu", "true", "useFile", "false", "file", "", "description", "The scenarios of the "+ed.Info.Title+" data, each with every unit on its setup hex")
	index := ed.Counters.Index()
	for _, s := range ed.Scenarios {
		g, text, err := scenarioGame(ed, s, grid, index, slots, turnBoxes)
		if err != nil {
			return nil, err
		}
		file := id + "-" + s.ID + ".vsav"
		if mod.Files[file], err = savedGameFile(g.Encode(), ed, s.Name); err != nil {
			return nil, err
		}
		mod.Scenarios++
		for _, p := range g.Pieces {
			if p.Map == mainMap {
				mod.Units++ // the units, not the Game Turn marker on the track
			}
		}
		setups.add(node(pkg+"PredefinedSetup", "name", scenarioTitle(s), "useFile", "true", "file", file, "isMenu", "false", "description", text))
	}

	protos := node(pkg + "PrototypesContainer")
	for _, name := range sortedKeys(used) {
		p := node(pkg+"PrototypeDefinition", "name", name, "description", "every "+name+" piece")
		p.text = Prototype(name != markerPrototype, boxesOf(name, hasItaly(ed.Map)))
		protos.add(p)
	}

	help, err := helpFiles(ed)
	if err != nil {
		return nil, err
	}
	var helpZip bytes.Buffer
	if err := writeZip(&helpZip, help); err != nil {
		return nil, err
	}
	mod.Files[helpEntry] = helpZip.Bytes()

	dice, err := diceButton(ed.CRT)
	if err != nil {
		return nil, err
	}
	charts, err := chartWindow(ed, mod.Files)
	if err != nil {
		return nil, err
	}
	title := moduleName(ed)
	gm := node("VASSAL.build.GameModule", "name", title, "version", moduleVersion, "VassalVersion", VassalVersion,
		"nextPieceSlotId", strconv.Itoa(nextSlot), "description", description(ed))
	gm.add(
		node(pkg+"BasicCommandEncoder"),
		node(pkg+"Documentation").add(
			node(pkg+"documentation.BrowserHelpFile", "title", helpTitle, "startingPage", "index.html"),
			aboutScreen(ed)),
		playerRoster(ed),
		node(pkg+"GlobalOptions", "autoReport", "Always"),
		node(pkg+"Chatter"),
		node(pkg+"KeyNamer"),
		dice,
		notesWindow(),
		node("VASSAL.i18n.Language"),
		protos,
		palettes(list, slots),
		clearsMoved(mapElement(mainMap, "Main Map", false, boardPicker(mainMap, mainBoardName(id), mapImage, mainGrid(grid, zones)), detailViewer(), overviewMap())),
		mapElement(trackMap, "Turns and losses", true, boardPicker(trackMap, trackBoardName(id), trackImage, trackGrid(boxes))),
		setups,
		node(pkg+"PredefinedSetup", "name", "Blank map", "useFile", "false", "file", "", "isMenu", "false", "description", "The map with no pieces on it: take units from the Counters palettes"),
	)
	if tt := turnTracker(ed); tt != nil {
		gm.add(tt)
	}
	if charts != nil {
		gm.add(charts)
	}
	mod.Files["buildFile.xml"] = gm.document()
	mod.Files["moduledata"] = metadata(title, description(ed))
	return mod, nil
}

// Zip is the module as one .vmod file: entries sorted by name, each with
// the fixed time.
func (m *Module) Zip(w io.Writer) error { return writeZip(w, m.Files) }

func writeZip(w io.Writer, files map[string][]byte) error {
	z := zip.NewWriter(w)
	for _, name := range sortedKeys(files) {
		f, err := z.CreateHeader(&zip.FileHeader{Name: name, Method: zip.Deflate, Modified: zipTime})
		if err != nil {
			return err
		}
		if _, err := f.Write(files[name]); err != nil {
			return err
		}
	}
	return z.Close()
}

// WriteFile writes the module of an edition to path (atomically, never
// over an existing file without force) and returns the line saying what
// was written.
func WriteFile(path string, force bool, ed *model.Edition) (string, error) {
	if err := fileio.CheckWritable(path, force); err != nil {
		return "", err
	}
	mod, err := Build(ed)
	if err != nil {
		return "", err
	}
	if err := fileio.WriteNew(path, force, mod.Zip); err != nil {
		return "", err
	}
	return fmt.Sprintf("wrote %s: VASSAL module of edition %s, %d counters, %d scenarios (%d units placed) and a blank map", path, ed.Info.ID, mod.Counters, mod.Scenarios, mod.Units), nil
}

// The help: VASSAL's BrowserHelpFile (build/module/documentation/
// BrowserHelpFile.java) reads two attributes, title and startingPage. It
// opens the entry help/<title, spaces as underscores> as a zip archive,
// unpacks it into a folder of its own and opens startingPage there in the
// system's browser. ("contents" is among its attribute names but is never
// read, so it is not written.)
const (
	helpTitle = "Charts and setup sheets"
	helpEntry = "help/Charts_and_setup_sheets"
)

func scenarioTitle(s *model.Scenario) string {
	if s.Rule == "" {
		return s.Name
	}
	return s.Name + " (" + s.Rule + ")"
}

func description(ed *model.Edition) string {
	return ed.Info.Title + ": map, counters and every scenario's setup, made from the bfgdata edition " + ed.Info.ID + ". The module knows no rules; bfgdata checks a position."
}

// moduleName is the module's name, which a saved game's metadata repeats
// (savedGameFile).
func moduleName(ed *model.Edition) string { return "Battle for Germany (" + ed.Info.ID + ")" }

// metadata is the moduledata file.
func metadata(name, desc string) []byte {
	var b bytes.Buffer
	metadataStart(&b, desc)
	b.WriteString(`<name>`)
	escape(&b, name)
	b.WriteString("</name></data>\n")
	return b.Bytes()
}

// metadataStart writes what the moduledata and savedata files share: the
// versions, the fixed save date and the description.
func metadataStart(b *bytes.Buffer, desc string) {
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	b.WriteString(`<data version="1"><version>` + moduleVersion + `</version><extra1/><extra2/><VassalVersion>` + VassalVersion + `</VassalVersion><dateSaved>` + dateSaved + `</dateSaved><description>`)
	escape(b, desc)
	b.WriteString(`</description>`)
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
