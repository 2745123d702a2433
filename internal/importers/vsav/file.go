package vsav

import (
	"archive/zip"
	"bytes"
	"encoding/hex"
	"encoding/xml"
	"io"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
)

// The bounds of what Read takes. A whole scenario's saved game is a few
// hundred kilobytes and a long log a few megabytes; these leave room for
// any honest file and keep a hostile one from filling memory.
const (
	// MaxFileSize is the most bytes the zip may weigh.
	MaxFileSize = 64 << 20
	// MaxEntries is the most entries the zip may hold: VASSAL writes
	// three (savedGame, savedata, moduledata).
	MaxEntries = 64
	// MaxText is the most bytes of game text the savedGame entry may
	// decode to; the entry itself is twice that as hex, plus its header.
	MaxText = 16 << 20
	// MaxMetadata is the most bytes a metadata entry may decompress to.
	MaxMetadata = 1 << 20
	// MaxCommands is the most commands the text may hold.
	MaxCommands = 500_000
	// MaxNesting is the deepest nesting of commands within commands (a
	// log's entries nest two or three levels).
	MaxNesting = 32
)

// The saved-game stream: VASSAL's GameState writes the text, obfuscated,
// into the zip entry savedGame; the metadata entries name the module.
const (
	savedGameEntry = "savedGame"
	saveDataEntry  = "savedata"
	moduleEntry    = "moduledata"
	obfuscateMark  = "!VCSK"
)

// CodeUnreadable is the code of a file that is not a saved game or log
// VASSAL could read: invalid data, not a failure to read the file.
const CodeUnreadable = "vsav.unreadable"

func formatErr(format string, args ...any) error {
	return diag.New(CodeUnreadable, format, args...)
}

// File is a saved game or log as read from its zip: the game's text, and
// what the metadata says of it.
type File struct {
	// Text is the command stream, de-obfuscated.
	Text string
	// Module is the name of the module that wrote it ("Battle for
	// Germany (1994)"), "" when the metadata does not say.
	Module string
	// Description is the saved game's description: for a predefined
	// setup of the module, the scenario's name.
	Description string
}

// Read reads a saved game or log file's bytes.
func Read(data []byte) (*File, error) {
	if len(data) > MaxFileSize {
		return nil, formatErr("the file is %d bytes; a saved game of at most %d bytes is read", len(data), MaxFileSize)
	}
	z, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, formatErr("not a VASSAL saved game or log: not a zip archive (%v)", err)
	}
	// A module is the likeliest wrong file (it holds the predefined
	// setups): say so before any bound.
	names := map[string]bool{}
	for _, e := range z.File {
		names[e.Name] = true
	}
	if !names[savedGameEntry] && (names["buildFile.xml"] || names["buildFile"]) {
		return nil, formatErr("a VASSAL module, not a saved game: start a game from it in VASSAL and save it, or take a scenario's saved game out of it (its <edition>-<scenario>.vsav entries)")
	}
	if len(z.File) > MaxEntries {
		return nil, formatErr("the zip holds %d entries; a saved game holds a few (at most %d are read)", len(z.File), MaxEntries)
	}
	f := &File{}
	found := false
	for _, e := range z.File {
		switch e.Name {
		case savedGameEntry:
			raw, err := entry(e, 2*MaxText+len(obfuscateMark)+2)
			if err != nil {
				return nil, err
			}
			if f.Text, err = deobfuscate(raw); err != nil {
				return nil, err
			}
			found = true
		case saveDataEntry, moduleEntry:
			raw, err := entry(e, MaxMetadata)
			if err != nil {
				return nil, err
			}
			f.metadata(raw)
		}
	}
	if !found {
		return nil, formatErr("not a VASSAL saved game or log: the zip has no %s entry", savedGameEntry)
	}
	return f, nil
}

// entry reads a zip entry of at most limit bytes, whatever its header
// claims.
func entry(e *zip.File, limit int) ([]byte, error) {
	r, err := e.Open()
	if err != nil {
		return nil, formatErr("zip entry %s: %v", e.Name, err)
	}
	defer r.Close()
	b, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, formatErr("zip entry %s: %v", e.Name, err)
	}
	if len(b) > limit {
		return nil, formatErr("zip entry %s decompresses to more than %d bytes", e.Name, limit)
	}
	return b, nil
}

// deobfuscate reads the savedGame entry as VASSAL does: after the header
// "!VCSK" come the key byte and every byte of the text XORed with it, each
// as two hex digits; without the header the text is taken as it is.
func deobfuscate(b []byte) (string, error) {
	rest, ok := bytes.CutPrefix(b, []byte(obfuscateMark))
	if !ok {
		if len(b) > MaxText {
			return "", formatErr("the game text is %d bytes; at most %d are read", len(b), MaxText)
		}
		return string(b), nil
	}
	if len(rest)%2 != 0 {
		return "", formatErr("the obfuscated game text has an odd number of hex digits")
	}
	raw := make([]byte, len(rest)/2)
	if _, err := hex.Decode(raw, rest); err != nil || len(raw) == 0 {
		return "", formatErr("the obfuscated game text is not hex digits after its header")
	}
	key := raw[0]
	for i := 1; i < len(raw); i++ {
		raw[i] ^= key
	}
	return string(raw[1:]), nil
}

// metadata takes the module's name and the description from a savedata
// or moduledata entry; unreadable metadata says nothing (VASSAL does not
// need it to load a game).
func (f *File) metadata(raw []byte) {
	var m struct {
		Name        string `xml:"name"`
		ModuleName  string `xml:"moduleName"`
		Description string `xml:"description"`
	}
	if err := xml.Unmarshal(raw, &m); err != nil {
		return
	}
	if m.ModuleName != "" {
		f.Module = strings.TrimSpace(m.ModuleName)
		f.Description = strings.TrimSpace(m.Description) // a savedata's description is the game's
	} else if m.Name != "" && f.Module == "" {
		f.Module = strings.TrimSpace(m.Name)
	}
}

// EditionID is the bfgdata edition the module that wrote the file was
// made from: the id its name ends with in brackets ("Battle for Germany
// (1994)"), "" when the name does not say.
func (f *File) EditionID() string {
	name, ok := strings.CutSuffix(f.Module, ")")
	if !ok {
		return ""
	}
	i := strings.LastIndexByte(name, '(')
	if i < 0 || !strings.HasPrefix(name, "Battle for Germany") {
		return ""
	}
	return name[i+1:]
}
