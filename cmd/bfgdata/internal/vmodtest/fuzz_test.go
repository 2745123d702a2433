package vmodtest

import (
	"archive/zip"
	"bytes"
	"testing"
)

// FuzzDecodePiece feeds outside text to the AddPiece and trait decoders:
// an error, never a panic.
func FuzzDecodePiece(f *testing.F) {
	f.Add("+/null/prototype;Western Allied\tmark;CounterId\\\tpiece;;;a.svg;A/\tx\\\tnull;0;0;1;0")
	f.Add("+/1/stack/Main Map;1;2;a;b;@@layer")
	f.Add("+/x/frob\t\t/\t")
	f.Fuzz(func(t *testing.T, cmd string) {
		id, typ, state, err := decodeAddPiece(cmd)
		if err != nil {
			return
		}
		_, _ = decodePiece(id, typ, state)
	})
}

// FuzzReadModule feeds outside bytes to the module reader, and each saved
// game it names to the save reader: problems, never a panic.
func FuzzReadModule(f *testing.F) {
	f.Add(moduleSeed())
	defer func(n int) { maxEntry = n }(maxEntry)
	maxEntry = 1 << 16
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := readModule(data)
		if err != nil {
			return
		}
		for file := range m.setups {
			if _, ok := m.entries[file]; ok {
				m.readPosition(file)
			}
		}
		m.pictureProblems(0)
	})
}

// moduleSeed is a small module with a map, a grid and a setup.
func moduleSeed() []byte {
	var b bytes.Buffer
	zw := zip.NewWriter(&b)
	for name, text := range map[string]string{
		"buildFile.xml": `<VASSAL.build.GameModule nextPieceSlotId="2"><VASSAL.build.module.Map mapName="M"><VASSAL.build.module.map.BoardPicker><setup>MBoardPicker&#9;B&#9;0&#9;0</setup><VASSAL.build.module.map.boardPicker.Board name="B" image="b.svg"><VASSAL.build.module.map.boardPicker.board.HexGrid sideways="true" dx="62" dy="72" x0="70" y0="65"><VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering first="H" sep="" hType="N" vType="N"/></VASSAL.build.module.map.boardPicker.board.HexGrid></VASSAL.build.module.map.boardPicker.Board></VASSAL.build.module.map.BoardPicker></VASSAL.build.module.Map><VASSAL.build.module.PredefinedSetup name="S" useFile="true" file="s.vsav"/></VASSAL.build.GameModule>`,
		"moduledata":    templateData,
		"images/b.svg":  `<svg width="100" height="100" viewBox="0 0 100 100"/>`,
		"s.vsav":        "not a zip",
	} {
		w, _ := zw.Create(name)
		w.Write([]byte(text))
	}
	zw.Close()
	return b.Bytes()
}
