package vassal

import "github.com/bfgdata/bfgdata/model"

// Layout is where the module of an edition puts things, for a reader of
// its saved games: the main map's name and hex grid, and the track map's
// name and boxes (the Turn Record Track's turns, the destroyed-units boxes
// by force).
type Layout struct {
	MainMap, TrackMap string
	Grid              Grid
	Boxes             []Box
	// CounterKey and ForceKey are the Marker properties that carry a
	// piece's counter id and its force.
	CounterKey, ForceKey string
}

// Box is one box of the track map: its name as the module shows it, its
// outline as VASSAL's Zone path ("x,y;x,y;…"), and what it holds: a turn
// of the track, or a force's destroyed units.
type Box struct {
	Name, Path string
	Turn       int         // 0 for a destroyed-units box
	Destroyed  model.Force // "" for a turn box
}

// LayoutOf is the layout of the module Build makes of ed.
func LayoutOf(ed *model.Edition) (Layout, error) {
	_, _, hpx, err := BoardSVG(ed.Map, ed.TEC, &ed.Info)
	if err != nil {
		return Layout{}, err
	}
	grid, err := GridOf(ed.Map, hpx)
	if err != nil {
		return Layout{}, err
	}
	_, zones, _, err := trackBoard(ed)
	if err != nil {
		return Layout{}, err
	}
	turns := map[string]int{}
	if ed.TRT != nil {
		for _, t := range ed.TRT.Turns {
			turns[turnBoxName(t.Turn)] = t.Turn
		}
	}
	lost := map[string]model.Force{}
	for _, f := range chartForces {
		lost[destroyedBox(f)] = f
	}
	l := Layout{MainMap: mainMap, TrackMap: trackMap, Grid: grid, CounterKey: "CounterId", ForceKey: "Force"}
	for _, z := range zones {
		l.Boxes = append(l.Boxes, Box{Name: z.name, Path: z.path, Turn: turns[z.name], Destroyed: lost[z.name]})
	}
	return l, nil
}
