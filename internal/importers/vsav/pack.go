package vsav

import (
	"archive/zip"
	"bytes"
	"encoding/hex"
	"encoding/xml"
	"time"
)

// Pack writes a game's text as a saved game file the way VASSAL does: the
// text obfuscated with key in the entry savedGame, and a savedata entry
// naming the module and describing the game. Tests build saved games with
// it; Read reads it back.
func Pack(text, module, description string, key byte) ([]byte, error) {
	ob := make([]byte, 0, len(obfuscateMark)+2+2*len(text))
	ob = append(ob, obfuscateMark...)
	ob = hex.AppendEncode(ob, []byte{key})
	masked := []byte(text)
	for i := range masked {
		masked[i] ^= key
	}
	ob = hex.AppendEncode(ob, masked)
	var meta bytes.Buffer
	meta.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n" + `<data version="1"><description>`)
	_ = xml.EscapeText(&meta, []byte(description))
	meta.WriteString(`</description><moduleName>`)
	_ = xml.EscapeText(&meta, []byte(module))
	meta.WriteString("</moduleName></data>\n")
	var b bytes.Buffer
	z := zip.NewWriter(&b)
	for _, e := range []struct {
		name string
		data []byte
	}{{savedGameEntry, ob}, {saveDataEntry, meta.Bytes()}} {
		w, err := z.CreateHeader(&zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)})
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(e.data); err != nil {
			return nil, err
		}
	}
	if err := z.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
