package vmodtest

// The element classes VASSAL builds and where each may stand, transcribed
// from the format facts (§1.2: the skeleton, the Map helpers of the
// module template, the widgets and the PredefinedSetup menu) with the few
// siblings of those classes a module of this kind may use (other grids, a
// zone's own grid, help files). VASSAL refuses to build an element whose
// class it does not have, so anything not listed here fails the reader; a
// class that VASSAL does have can be added here, with its source file.
const (
	pkgBuild  = "VASSAL.build."
	pkgModule = pkgBuild + "module."
	pkgMap    = pkgModule + "map."
	pkgBoard  = pkgMap + "boardPicker.board."
	pkgGrid   = pkgBoard + "mapgrid."
	pkgWidget = pkgBuild + "widget."
	pkgProps  = pkgModule + "properties."
	pkgDocs   = pkgModule + "documentation."
	classRoot = pkgBuild + "GameModule"
	// setupElem is BoardPicker's <setup> child: not a class, the text of
	// the board picked when a game starts (§1.2).
	setupElem = "setup"
	// entryElem is PlayerRoster's <entry> child: not a class, the text
	// of one side (build/module/PlayerRoster.java reads each).
	entryElem = "entry"
)

var widgets = []string{pkgWidget + "TabWidget", pkgWidget + "PanelWidget", pkgWidget + "ListWidget", pkgWidget + "BoxWidget", pkgWidget + "PieceSlot", pkgWidget + "Chart"}

// chartWidgets are what build/module/ChartWindow.java's
// getAllowableConfigureComponents lists.
var chartWidgets = []string{pkgWidget + "Chart", pkgWidget + "TabWidget", pkgWidget + "PanelWidget", pkgWidget + "BoxWidget", pkgWidget + "ListWidget"}

var grids = []string{pkgBoard + "HexGrid", pkgBoard + "SquareGrid", pkgBoard + "RegionGrid"}

// allowedKids maps a class to the classes its element may hold.
var allowedKids = map[string][]string{
	classRoot: {
		pkgModule + "BasicCommandEncoder", pkgModule + "Documentation", pkgModule + "PlayerRoster",
		pkgModule + "GlobalOptions", pkgModule + "Chatter", pkgModule + "KeyNamer", "VASSAL.i18n.Language",
		pkgModule + "Map", pkgModule + "PrototypesContainer", pkgModule + "PieceWindow", pkgModule + "PredefinedSetup",
		pkgModule + "DiceButton", pkgModule + "turn.TurnTracker", pkgModule + "ChartWindow", pkgModule + "NotesWindow",
	},
	// build/module/turn/TurnTracker.java and TurnLevel.java
	pkgModule + "turn.TurnTracker":      {pkgModule + "turn.CounterTurnLevel", pkgModule + "turn.ListTurnLevel", pkgModule + "turn.TurnGlobalHotkey"},
	pkgModule + "turn.CounterTurnLevel": {pkgModule + "turn.CounterTurnLevel", pkgModule + "turn.ListTurnLevel"},
	pkgModule + "turn.ListTurnLevel":    {pkgModule + "turn.CounterTurnLevel", pkgModule + "turn.ListTurnLevel"},
	pkgModule + "Map": {
		pkgMap + "BoardPicker", pkgMap + "StackMetrics", pkgMap + "ForwardToKeyBuffer", pkgMap + "Scroller",
		pkgMap + "ForwardToChatter", pkgMap + "MenuDisplayer", pkgMap + "MapCenterer", pkgMap + "StackExpander",
		pkgMap + "PieceMover", pkgMap + "KeyBufferer", pkgMap + "ImageSaver", pkgMap + "CounterDetailViewer",
		pkgMap + "Flare", pkgProps + "GlobalProperties", pkgMap + "SelectionHighlighters",
		pkgMap + "HighlightLastMoved", pkgMap + "Zoomer", pkgMap + "SetupStack",
		pkgMap + "GlobalMap", // Map.getAllowableConfigureComponents lists it
	},
	pkgMap + "BoardPicker":              {pkgMap + "boardPicker.Board", setupElem},
	pkgMap + "boardPicker.Board":        append([]string{pkgBoard + "ZonedGrid"}, grids...),
	pkgBoard + "ZonedGrid":              append([]string{pkgGrid + "Zone", pkgGrid + "ZonedGridHighlighter"}, grids...),
	pkgGrid + "Zone":                    append([]string{pkgProps + "ZoneProperty"}, grids...),
	pkgBoard + "HexGrid":                {pkgGrid + "HexGridNumbering"},
	pkgBoard + "SquareGrid":             {pkgGrid + "SquareGridNumbering"},
	pkgBoard + "RegionGrid":             {pkgBoard + "Region"},
	pkgModule + "PrototypesContainer":   {pkgModule + "PrototypeDefinition"},
	pkgModule + "PlayerRoster":          {entryElem},
	pkgModule + "PieceWindow":           widgets,
	pkgModule + "ChartWindow":           chartWidgets,
	pkgWidget + "Chart":                 {},
	pkgWidget + "TabWidget":             widgets,
	pkgWidget + "PanelWidget":           widgets,
	pkgWidget + "ListWidget":            widgets,
	pkgWidget + "BoxWidget":             widgets,
	pkgModule + "PredefinedSetup":       {pkgModule + "PredefinedSetup"}, // only when isMenu="true"
	pkgModule + "Documentation":         {pkgDocs + "BrowserHelpFile", pkgDocs + "HelpFile", pkgDocs + "AboutScreen", pkgDocs + "BrowserPDFFile"},
	pkgProps + "GlobalProperties":       {pkgProps + "GlobalProperty"},
	pkgMap + "SelectionHighlighters":    {pkgMap + "SelectionHighlighter"},
	pkgGrid + "ZonedGridHighlighter":    {pkgGrid + "ZoneHighlight"},
	pkgMap + "CounterDetailViewer":      {},
	pkgMap + "GlobalMap":                {}, // build/module/map/GlobalMap.java: no children
	pkgModule + "NotesWindow":           {}, // build/module/NotesWindow.java: no children
	pkgDocs + "AboutScreen":             {},
	pkgMap + "boardPicker.board.Region": {},
}

// knownClass is every class the table names, holder or held.
var knownClass = func() map[string]bool {
	k := map[string]bool{classRoot: true}
	for parent, kids := range allowedKids {
		k[parent] = true
		for _, c := range kids {
			k[c] = true
		}
	}
	delete(k, setupElem)
	delete(k, entryElem)
	return k
}()

// Attribute types VASSAL parses (§1.3, §2): a value that does not parse
// stops the module from loading. Names are typed the same in every class
// that has them.
var (
	intAttrs = []string{"x0", "y0", "hOff", "vOff", "gpid", "width", "height", "nextPieceSlotId",
		"edgeWidth", "edgeHeight", "hLeading", "vLeading", "x", "y", "nDice", "nSides", "plus", "addToTotal", "start", "incr", "loopLimit", "length"}
	floatAttrs = []string{"dx", "dy", "scale"}
	boolAttrs  = []string{"sideways", "snapTo", "edgesLegal", "cornersLegal", "visible", "dotsVisible", "reversible",
		"useFile", "isMenu", "hDescend", "vDescend", "stagger", "useParentGrid", "useGridLocation", "reportTotal", "loop", "configList", "configFirst"}
	enumAttrs = map[string][]string{"first": {"H", "V"}, "hType": {"N", "A"}, "vType": {"N", "A"}}
)
