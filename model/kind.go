package model

import (
	"encoding/json"
	"io/fs"
	"path"

	"github.com/bfgdata/bfgdata/internal/fsread"
)

// The edition kinds edition.json may declare. A hex edition (the kind
// when none is given) is read by this package; an area edition, a map of
// named zones, by package model/area.
const (
	KindHex  = "hex"
	KindArea = "area"
)

// EditionKind is the kind the edition.json in folder dir of fsys declares:
// KindHex when it declares none, or cannot be read (so that the hex
// reader, which says what is wrong, gets it).
func EditionKind(fsys fs.FS, dir string) string {
	b, err := fsread.ReadFile(fsys, path.Join(dir, EditionFile), MaxDocumentSize)
	if err != nil {
		return KindHex
	}
	var head struct {
		Kind string `json:"kind"`
	}
	if json.Unmarshal(b, &head) != nil || head.Kind == "" {
		return KindHex
	}
	return head.Kind
}
