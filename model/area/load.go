package area

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"slices"

	"github.com/bfgdata/bfgdata/model"
)

// Load reads and decodes the area edition whose folder is the root of
// fsys. It does not validate: run package validate first when the data is
// untrusted.
func Load(fsys fs.FS) (*Edition, error) {
	read := func(name string, v any) error { return model.ReadDocument(fsys, name, v) }
	ed := &Edition{Map: &Map{}, Counters: &CounterSet{}}
	if err := read(model.EditionFile, &ed.Info); err != nil {
		return nil, err
	}
	if ed.Info.Kind != model.KindArea {
		return nil, fmt.Errorf("%s: kind %q, not %q", model.EditionFile, ed.Info.Kind, model.KindArea)
	}
	if err := read(ed.Info.Files.Zones, ed.Map); err != nil {
		return nil, err
	}
	if err := read(ed.Info.Files.Counters, ed.Counters); err != nil {
		return nil, err
	}
	for _, name := range ed.Info.Files.Scenarios {
		s := &Scenario{}
		if err := read(name, s); err != nil {
			return nil, err
		}
		ed.Scenarios = append(ed.Scenarios, s)
	}
	return ed, nil
}

// LoadDir loads the area edition in folder dir of fsys.
func LoadDir(fsys fs.FS, dir string) (*Edition, error) {
	sub, err := fs.Sub(fsys, dir)
	if err != nil {
		return nil, err
	}
	return Load(sub)
}

// IDs lists the top-level folders of fsys holding an area edition, in
// name order: the area editions beside the hex ones model.NewLibrary
// lists.
func IDs(fsys fs.FS) []string {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil
	}
	var ids []string
	for _, e := range entries {
		if e.IsDir() && model.EditionKind(fsys, e.Name()) == model.KindArea {
			ids = append(ids, e.Name())
		}
	}
	slices.Sort(ids)
	return ids
}

// Encode writes v (an Info, Map, CounterSet or Scenario) canonically:
// two-space indent, members in the schema's order, zones by id, a final
// newline. The same data gives the same bytes.
func Encode(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
