package vassal

import (
	"strconv"

	"github.com/bfgdata/bfgdata/internal/explain"
)

// The names the module's parts are found by: the saved games name the
// maps and boards, the palettes name the prototypes.
const (
	mainMap  = "Main Map"
	trackMap = "Track"
	// VassalVersion is the VASSAL version the module claims: VASSAL
	// refuses a module claiming a minor version newer than its own, and
	// every element used here exists since 3.5, so 3.6.0 opens in 3.6 and
	// 3.7 alike.
	VassalVersion = "3.6.0"
	// moduleVersion is the module's own version.
	moduleVersion = "1.0"
	// dateSaved is a fixed time (2026-01-01 UTC, in ms) so the output is
	// the same bytes every run.
	dateSaved = "1767225600000"
)

const (
	pkg       = "VASSAL.build.module."
	widgetPkg = "VASSAL.build.widget."
)

func mainBoardName(ed string) string  { return "Map " + ed }
func trackBoardName(ed string) string { return "Track " + ed }

// mapHelpers are the map's components VASSAL does not add by itself:
// without them nothing can be dragged, selected, stacked or zoomed.
func mapHelpers() []*el {
	var out []*el
	for _, c := range []string{"ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer", "StackExpander", "PieceMover", "KeyBufferer", "ImageSaver"} {
		out = append(out, node(pkg+"map."+c))
	}
	return append(out,
		node(pkg+"map.Zoomer"),
		node(pkg+"map.StackMetrics", "disabled", "false", "exSepX", "12", "exSepY", "8", "unexSepX", "3", "unexSepY", "3"),
	)
}

// boardPicker holds one board, set up so no board dialog appears: its
// setup is the command a saved game restores the board with.
func boardPicker(mapName, board, image string, grid *el) *el {
	bp := node(pkg+"map.BoardPicker", "title", "Choose Boards")
	bp.add(&el{class: "setup", text: BoardPick{mapName, board}.command()})
	b := node(pkg+"map.boardPicker.Board", "name", board, "image", image, "reversible", "false")
	if grid != nil {
		b.add(grid)
	}
	return bp.add(b)
}

// moveReport is the chat line a move writes: the piece's name (pieceNames)
// and where it came from and went, by location name, which on the main map
// is the hex's RRCC id or the zone's name.
const moveReport = "$pieceName$ moves $previousLocation$ -> $location$ *"

// mapElement is a map window with its helpers and one board; launch
// gives it a toolbar button that opens it (the main map is always open).
// clearMovedKey is the key of the main map's "Clear moved" button,
// Ctrl+Shift+U written as VASSAL writes a key stroke (key code, then the
// modifiers: 195 is Ctrl and Shift in both of Java's masks).
const clearMovedKey = "85,195"

// clearsMoved gives a map VASSAL's "mark all unmoved" toolbar button
// (Map.java's markUnmovedText, markUnmovedTooltip and markUnmovedHotkey),
// which clears the moved flag of every piece on the map; the turn counter
// fires its key at every change of phase.
func clearsMoved(m *el) *el {
	m.attrs = append(m.attrs, [2]string{"markUnmovedText", "Clear moved"},
		[2]string{"markUnmovedTooltip", "Clear the moved flag of every unit on the map (done at every change of phase)"},
		[2]string{"markUnmovedHotkey", clearMovedKey})
	return m
}

func mapElement(name, button string, launch bool, picker *el, extra ...*el) *el {
	m := node(pkg+"Map", "mapName", name, "buttonName", button, "edgeWidth", "0", "edgeHeight", "0", "markMoved", "Always", "allowMultiple", "false", "launch", strconv.FormatBool(launch),
		"moveWithinFormat", moveReport, "moveToFormat", moveReport)
	m.add(picker)
	m.add(mapHelpers()...)
	return m.add(extra...)
}

const gridPkg = pkg + "map.boardPicker.board."

// mainGrid is the board's grid: named zones over the hex grid whose
// numbering names every hex by its RRCC id.
func mainGrid(g Grid, zones []zoneRegion) *el {
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	hex := node(gridPkg+"HexGrid", "sideways", "true", "dx", f(g.Dx), "dy", f(g.Dy),
		"x0", strconv.Itoa(g.X0), "y0", strconv.Itoa(g.Y0), "snapTo", "true", "visible", "false",
		"edgesLegal", "false", "cornersLegal", "false", "dotsVisible", "false", "color", "0,0,0")
	hex.add(node(gridPkg+"mapgrid.HexGridNumbering", "first", "H", "sep", "",
		"hType", "N", "hLeading", "1", "hOff", strconv.Itoa(g.HOff), "hDescend", "false",
		"vType", "N", "vLeading", "1", "vOff", "1", "vDescend", "true",
		"stagger", "false", "visible", "false", "locationFormat", "$gridLocation$"))
	if len(zones) == 0 {
		return hex
	}
	zg := node(gridPkg + "ZonedGrid")
	for _, z := range zones {
		zg.add(node(gridPkg+"mapgrid.Zone", "name", z.name, "path", z.path, "useParentGrid", "true", "locationFormat", "$gridLocation$", "useHighlight", "false"))
	}
	return zg.add(hex)
}

// trackGrid names the boxes of the track board; a piece dropped in one
// snaps to a point of the box's own square grid (SquareGrid, build/module/
// map/boardPicker/board/SquareGrid.java: x0, y0, dx, dy, snapTo, …; a
// Zone not using its parent's grid uses the grid it holds, in board
// pixels).
func trackGrid(boxes []zoneRegion) *el {
	zg := node(gridPkg + "ZonedGrid")
	for _, z := range boxes {
		zone := node(gridPkg+"mapgrid.Zone", "name", z.name, "path", z.path, "useParentGrid", "false", "locationFormat", "$name$", "useHighlight", "false")
		if g := z.snap; g != nil {
			zone.add(node(gridPkg+"SquareGrid", "x0", itoaPx(g.x0), "y0", itoaPx(g.y0), "dx", itoaPx(g.dx), "dy", itoaPx(g.dy),
				"snapTo", "true", "edgesLegal", "false", "cornersLegal", "false", "visible", "false", "dotsVisible", "false"))
		}
		zg.add(zone)
	}
	return zg
}

// zoneRegion is a named area of a board, with the grid its pieces snap
// to; nil for the parent's.
type zoneRegion struct {
	name, path string
	snap       *snapGrid
}

// detailViewer shows the hex id under the mouse, and the pieces there,
// each by its name: the counter as printed (pieceNames).
func detailViewer() *el {
	return node(pkg+"map.CounterDetailViewer", "version", "4", "delay", "700", "display", "from top-most layer only",
		"graphicsZoom", "1.0", "showgraph", "true", "showtext", "true", "showtextsingle", "true",
		"minDisplayPieces", "0", "fontSize", "11", "borderWidth", "2", "enableHTML", "true",
		"summaryReportFormat", "$LocationName$", "counterReportFormat", "$PieceName$",
		"emptyHexReportForma", "$LocationName$")
}

// palettes are the counters by force and nationality, one tab each, one
// slot per counter: a 1975 German unit, whose force the scenario sets, is
// one piece that either German force may take.
func palettes(list explain.CounterList, slot map[string]Piece) *el {
	tabs := node(widgetPkg+"TabWidget", "entryName", "Counters")
	for _, g := range list.Groups {
		panel := node(widgetPkg+"PanelWidget", "entryName", paletteName(g), "fixed", "false", "nColumns", "10", "vert", "false")
		for _, c := range g.Counters {
			p := slot[c.ID]
			s := node(widgetPkg+"PieceSlot", "entryName", p.Name, "gpid", p.GPID,
				"width", strconv.Itoa(CounterPixels), "height", strconv.Itoa(CounterPixels))
			s.text = p.AddPiece()
			panel.add(s)
		}
		tabs.add(panel)
	}
	return node(pkg+"PieceWindow", "name", "Counters", "text", "Counters", "tooltip", "Counters", "hidden", "false", "scale", "1.0").add(tabs)
}
