package vassal

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"fmt"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// scenarioGame is a scenario's starting position as a saved game: every
// unit of its setup on its hex; a unit that sets up anywhere in a zone on
// the hex the rules engine's default picks give it (game.New: the picks a
// new game record starts with, checked as a setup). It returns the game
// and the setup's description, which says so.
// slots are the palette's pieces (paletteSlots): a unit placed is its
// slot's piece, standing on the map.
// turnBoxes are the centres of the track's turn boxes: the Game Turn
// marker stands in the box of the scenario's first turn, and the turn
// counter is set to that turn's first phase.
func scenarioGame(ed *model.Edition, s *model.Scenario, grid Grid, index map[string]*model.Counter, slots map[string]Piece, turnBoxes map[int][2]int) (SavedGame, string, error) {
	setup, err := explain.SetupOf(ed, s.ID)
	if err != nil {
		return SavedGame{}, "", err
	}
	picked, err := zonePicks(ed, s, setup)
	if err != nil {
		return SavedGame{}, "", err
	}
	g := SavedGame{Boards: []BoardPick{{mainMap, mainBoardName(ed.Info.ID)}, {trackMap, trackBoardName(ed.Info.ID)}}}
	stacks := map[string]*Stack{}
	var zoned []string
	for _, u := range setup.Units {
		hex := u.HexID()
		if hex == "" {
			if hex = picked[u.Counter]; hex == "" {
				return SavedGame{}, "", fmt.Errorf("vassal: scenario %s: %s starts at %s, and the rules engine picked no hex for it", s.ID, u.Counter, u.Where())
			}
			zoned = append(zoned, u.Counter+" in "+hex)
		}
		x, y, ok := grid.Pixel(hex)
		if !ok {
			return SavedGame{}, "", fmt.Errorf("vassal: scenario %s: %s starts in %s, which is not on the map", s.ID, u.Counter, hex)
		}
		c := index[u.Counter]
		p, ok := slots[u.Counter]
		if !ok || c == nil {
			return SavedGame{}, "", fmt.Errorf("vassal: scenario %s: %s has no palette slot", s.ID, u.Counter)
		}
		p = placed(p, c, u.Force)
		side, err := sideOf(s, u.Force)
		if err != nil {
			return SavedGame{}, "", err
		}
		p.Sides = []string{side}
		p.ID, p.Map, p.X, p.Y = u.Counter, mainMap, x, y
		g.Pieces = append(g.Pieces, p)
		st := stacks[hex]
		if st == nil {
			st = &Stack{ID: "stack-" + hex, Map: mainMap, X: x, Y: y}
			stacks[hex] = st
		}
		st.Pieces = append(st.Pieces, p.ID)
	}
	for _, hex := range sortedKeys(stacks) {
		g.Stacks = append(g.Stacks, *stacks[hex])
	}
	if m, ok := gameTurnMarker(ed.Counters.Counters); ok {
		at, ok := turnBoxes[s.Turns.First]
		if !ok {
			return SavedGame{}, "", fmt.Errorf("vassal: scenario %s starts on turn %d, which the Turn Record Track does not have", s.ID, s.Turns.First)
		}
		p := slots[m.ID]
		p.ID, p.Map, p.X, p.Y = m.ID, trackMap, at[0], at[1]
		g.Pieces = append(g.Pieces, p)
		g.Stacks = append(g.Stacks, Stack{ID: "stack-" + m.ID, Map: trackMap, X: at[0], Y: at[1], Pieces: []string{p.ID}})
	}
	if list := phaseList(ed); len(list) > 0 && len(turnBoxes) > 0 {
		active, ok := activePhases(list, sequenceOf(ed, s))
		if !ok {
			return SavedGame{}, "", fmt.Errorf("vassal: scenario %s: its sequence of play is not in the turn counter's phases", s.ID)
		}
		g.Turn = turnState(s.Turns.First, active)
	}
	text := fmt.Sprintf("%s: %d units on their setup hexes.", scenarioTitle(s), len(g.Pieces))
	if len(zoned) > 0 {
		sort.Strings(zoned)
		text += " The units that set up anywhere in a zone stand where the rules engine placed them legally (" +
			strings.Join(zoned, ", ") + "); players may rearrange them within the zone."
	}
	g.Notes = notesText(scenarioNotes(ed, s, text))
	return g, text, nil
}

// zonePicks are the hexes the rules engine gives the units a scenario sets
// up anywhere in a zone (game.New's default picks), by counter id. A
// scenario without such units needs no game record, so an edition without
// a sequence of play still makes a module.
func zonePicks(ed *model.Edition, s *model.Scenario, setup explain.SetupList) (map[string]string, error) {
	picked := map[string]string{}
	if setup.InZones() == 0 {
		return picked, nil
	}
	rec, err := game.New(ed, s.ID, nil)
	if err != nil {
		return nil, fmt.Errorf("vassal: scenario %s sets up units in a zone, and the rules engine cannot place them: %w", s.ID, err)
	}
	for _, p := range rec.Setup {
		picked[p.Unit] = p.Hex.String()
	}
	return picked, nil
}

// savedGameFile is a .vsav: the obfuscated game, and the metadata that
// lets VASSAL also open it as an ordinary saved game.
func savedGameFile(text string, ed *model.Edition, scenario string) ([]byte, error) {
	title := moduleName(ed)
	var save bytes.Buffer
	metadataStart(&save, scenario)
	save.WriteString(`<moduleName>`)
	escape(&save, title)
	save.WriteString(`</moduleName><moduleVersion>` + moduleVersion + "</moduleVersion></data>\n")
	files := map[string][]byte{
		"savedGame":  Obfuscate(text),
		"savedata":   save.Bytes(),
		"moduledata": metadata(title, description(ed)),
	}
	var b bytes.Buffer
	if err := writeZip(&b, files); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

func escape(b *bytes.Buffer, s string) { _ = xml.EscapeText(b, []byte(s)) }

// ReadSavedGameFile reads the game of a .vsav written by savedGameFile.
func ReadSavedGameFile(data []byte) (SavedGame, error) {
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return SavedGame{}, fmt.Errorf("vassal: saved game is not a zip: %w", err)
	}
	for _, f := range z.File {
		if f.Name != "savedGame" {
			continue
		}
		if f.UncompressedSize64 > MaxSavedGame*2+16 {
			return SavedGame{}, fmt.Errorf("vassal: saved game entry too big")
		}
		r, err := f.Open()
		if err != nil {
			return SavedGame{}, err
		}
		var raw bytes.Buffer
		_, err = raw.ReadFrom(r)
		r.Close()
		if err != nil {
			return SavedGame{}, err
		}
		text, err := Deobfuscate(raw.Bytes())
		if err != nil {
			return SavedGame{}, err
		}
		return ParseSavedGame(text)
	}
	return SavedGame{}, fmt.Errorf("vassal: saved game has no savedGame entry")
}
