package mapfix

import (
	"fmt"

	"github.com/bfgdata/bfgdata/model"
)

// ApplyFile loads the corrections file at path and applies it to a map
// just drafted, refusing a file that corrects another edition than the
// map's. Errors of the corrections name the file.
func ApplyFile(m *model.Map, path string) (*Report, error) {
	f, err := Load(path)
	if err != nil {
		return nil, err
	}
	if f.Edition != m.Edition {
		return nil, fmt.Errorf("%s corrects edition %s but the config drafts edition %s", path, f.Edition, m.Edition)
	}
	rep, err := Apply(m, f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rep, nil
}
