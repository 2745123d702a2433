package vassal

// overviewScale is the overview map's size against the main map's: the
// board, about 2,500 pixels across, shows about 250 across.
const overviewScale = "0.1"

// overviewMap is VASSAL's GlobalMap (build/module/map/GlobalMap.java), a
// child of the main map: a small copy of the whole map with every piece,
// in a corner of the map window, the part on screen outlined; a click
// there scrolls the map. Its attributes are its button's (buttonText,
// tooltip, icon, hotkey), scale (a Double) and color (the outline's, as
// "r,g,b"). Its button shows and hides it; VASSAL's own default hotkey,
// Ctrl+Shift+O, stays.
func overviewMap() *el {
	return node(pkg+"map.GlobalMap", "buttonText", "Overview", "tooltip", "Show or hide the overview of the whole map",
		"scale", overviewScale, "color", "200,0,0")
}
