package vmodtest

import (
	"slices"
	"strconv"
	"strings"
)

// attrsRead are the attribute names each class's setAttribute reads
// (transcribed from its getAttributeNames in VASSAL 3.6, file named per
// class). VASSAL ignores any other name, so a module writing one says
// something the module does not do: the reader refuses it. A class not
// listed here must carry no attributes.
var attrsRead = map[string][]string{
	// build/GameModule.java
	classRoot: {"name", "version", "VassalVersion", "nextPieceSlotId", "description", "ModuleOther1", "ModuleOther2"},
	// build/module/GlobalOptions.java
	pkgModule + "GlobalOptions": {"nonOwnerUnmaskable", "promptString", "centerOnMove", "autoReport", "markMoved",
		"playerIdFormat", "chatterHTMLSupport", "hotKeysOnClosedWindows", "inventoryForAll", "storeLeadingZeroIntegersAsStrings"},
	// build/module/Map.java
	pkgModule + "Map": {"mapName", "markMoved", "markUnmovedIcon", "markUnmovedText", "markUnmovedTooltip", "markUnmovedHotkey",
		"edgeWidth", "edgeHeight", "backgroundcolor", "highlightColor", "highlightThickness", "allowMultiple", "launch",
		"buttonName", "tooltip", "icon", "hotkey", "suppressAuto", "moveWithinFormat", "moveToFormat", "createFormat", "changeFormat",
		"moveKey", "showKey", "hideKey", "onlyReportChangedLocation"},
	// build/module/DiceButton.java (name, text, tooltip, icon and hotkey
	// are its toolbar button's)
	pkgModule + "DiceButton": {"name", "text", "tooltip", "icon", "hotkey", "nDice", "nSides", "plus", "addToTotal",
		"reportTotal", "prompt", "reportFormat"},
	// build/module/turn/TurnTracker.java (3.6's names; buttonText, icon
	// and hotkey are its toolbar button's), CounterTurnLevel.java and
	// ListTurnLevel.java with TurnLevel.java's name, property, turnFormat
	pkgModule + "turn.TurnTracker": {"name", "buttonText", "icon", "hotkey", "nexthotkey", "prevhotkey", "turnFormat",
		"reportFormat", "tooltip", "lengthStyle", "length"},
	pkgModule + "turn.CounterTurnLevel": {"name", "property", "turnFormat", "start", "incr", "loop", "loopLimit"},
	pkgModule + "turn.ListTurnLevel":    {"name", "property", "turnFormat", "list", "configList", "configFirst", "prompt"},
	pkgModule + "turn.TurnGlobalHotkey": {"name", "hotkey", "match", "reportFormat"},
	// build/module/PieceWindow.java
	pkgModule + "PieceWindow": {"name", "hidden", "text", "tooltip", "icon", "hotkey", "scale"},
	// build/module/PredefinedSetup.java
	pkgModule + "PredefinedSetup": {"name", "file", "useFile", "isMenu", "description"},
	// build/module/PrototypeDefinition.java
	pkgModule + "PrototypeDefinition": {"name", "description"},
	// build/module/documentation/BrowserHelpFile.java
	pkgDocs + "BrowserHelpFile": {"title", "contents", "startingPage"},
	// build/module/map/BoardPicker.java
	pkgMap + "BoardPicker": {"title", "addButtonText", "removeButtonText", "boardPrompt", "slotScale", "slotWidth", "slotHeight"},
	// build/module/map/boardPicker/Board.java
	pkgMap + "boardPicker.Board": {"name", "image", "reversible", "color", "width", "height"},
	// build/module/map/boardPicker/board/HexGrid.java
	pkgBoard + "HexGrid": {"sideways", "x0", "y0", "dx", "dy", "snapTo", "edgesLegal", "cornersLegal", "visible", "dotsVisible", "color", "snapscale"},
	// build/module/map/boardPicker/board/mapgrid/HexGridNumbering.java (RegularGridNumbering's)
	pkgGrid + "HexGridNumbering": {"first", "sep", "hType", "hLeading", "hOff", "hDescend", "vType", "vLeading", "vOff", "vDescend",
		"stagger", "visible", "locationFormat", "fontSize", "color", "rotateText", "hDrawOff", "vDrawOff"},
	// build/module/map/boardPicker/board/mapgrid/Zone.java
	pkgGrid + "Zone": {"name", "path", "useParentGrid", "locationFormat", "useHighlight", "highlightProperty"},
	// build/module/map/StackMetrics.java (its keys are "top", "bottom", "up", "down"; no distance)
	pkgMap + "StackMetrics": {"disabled", "exSepX", "exSepY", "unexSepX", "unexSepY", "color", "top", "bottom", "up", "down"},
	// build/module/map/CounterDetailViewer.java (the empty-hex format's name is spelt so in VASSAL)
	pkgMap + "CounterDetailViewer": {"version", "delay", "display", "graphicsZoom", "showgraph", "showtext", "showtextsingle",
		"minDisplayPieces", "fontSize", "borderWidth", "enableHTML", "summaryReportFormat", "counterReportFormat",
		"emptyHexReportForma", "hotkey", "bgColor", "fgColor", "showMoveSelected", "showNonMovable", "unrotatePieces", "showDeck", "description"},
	// build/widget/*.java: Widget.NAME is entryName
	pkgWidget + "TabWidget":   {"entryName"},
	pkgWidget + "ListWidget":  {"entryName", "width", "height", "divider"},
	pkgWidget + "BoxWidget":   {"entryName", "width", "height"},
	pkgWidget + "PanelWidget": {"entryName", "fixed", "nColumns", "vert"},
	pkgWidget + "PieceSlot":   {"entryName", "gpid", "width", "height"},
	// build/module/ChartWindow.java (text, tooltip, icon and hotkey are
	// its toolbar button's) and build/widget/Chart.java
	pkgModule + "ChartWindow": {"name", "text", "tooltip", "icon", "hotkey", "description"},
	pkgWidget + "Chart":       {"chartName", "fileName", "description"},
	// build/module/map/GlobalMap.java (tooltip, buttonText, icon and
	// hotkey are its button's; scale is a Double, color "r,g,b")
	pkgMap + "GlobalMap": {"tooltip", "buttonText", "icon", "hotkey", "scale", "color"},
	// build/module/NotesWindow.java: AbstractToolbarItem's button names
	// with no name (its name key is empty; the text's key is buttonText),
	// and a description
	pkgModule + "NotesWindow": {"buttonText", "tooltip", "icon", "hotkey", "canDisable", "propertyGate", "disabledIcon", "description"},
	// build/module/documentation/AboutScreen.java: the Help menu entry
	// and an image in images/
	pkgDocs + "AboutScreen": {"title", "fileName"},
	// build/module/map/boardPicker/board/SquareGrid.java
	pkgBoard + "SquareGrid": {"x0", "y0", "dx", "dy", "range", "snapTo", "edgesLegal", "cornersLegal", "visible", "dotsVisible", "color"},
}

// attrsSince are attributes VASSAL added after 3.5, with the version
// that first reads them: a module claiming an older VassalVersion may be
// opened by a VASSAL that ignores them. (GlobalOptions.java: the option
// to keep leading zeros came with 3.6.8.)
var attrsSince = map[[2]string]string{
	{pkgModule + "GlobalOptions", "storeLeadingZeroIntegersAsStrings"}: "3.6.8",
}

// checkAttrNames refuses attributes VASSAL does not read, and attributes
// newer than the VassalVersion the module claims.
func (m *module) checkAttrNames(e *elem) {
	known, listed := attrsRead[e.Class]
	for k := range e.Attr {
		if e.Class == setupElem || e.Class == entryElem {
			continue
		}
		if !listed || !slices.Contains(known, k) {
			m.bad("%s: %s is not an attribute %s reads", e.path(), k, e.Class)
			continue
		}
		if since, ok := attrsSince[[2]string{e.Class, k}]; ok && versionLess(m.root.Attr["VassalVersion"], since) {
			m.bad("%s: %s is read since VASSAL %s; the module claims VassalVersion %s", e.path(), k, since, m.root.Attr["VassalVersion"])
		}
	}
}

// versionLess says whether version a (major.minor.patch) is before b.
func versionLess(a, b string) bool {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := range max(len(pa), len(pb)) {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			return x < y
		}
	}
	return false
}
