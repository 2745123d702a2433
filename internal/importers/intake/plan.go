package intake

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// outEdition is the id of the edition in folder out when out is an
// edition folder (it holds edition.json), else "".
func outEdition(out string) (string, error) {
	if out == "" {
		return "", nil
	}
	b, err := fileio.ReadPath(filepath.Join(out, model.EditionFile), 64<<20)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	var info model.EditionInfo
	if err := model.Decode(filepath.Join(out, model.EditionFile), b, &info); err != nil {
		return "", err
	}
	return info.ID, nil
}

// Plan works out what writing a valid import changes where it goes: a
// workbook's edition in the folder out (laid over an edition folder that
// is there, its other files kept: only a file the workbook's edition no
// longer lists is removed), a setup's scenario in the file out. With out
// "" (a setup to standard output) there is no plan.
func (r *Result) Plan(out string) (*fileio.Plan, error) {
	if out == "" && r.scenario != "" && r.dir == "" {
		return nil, nil
	}
	var err error
	switch {
	case r.dir != "":
		r.plan, err = fileio.PlanDir(r.dir, r.Files, false)
	case r.scenario == "":
		r.plan, err = fileio.PlanDir(out, r.Files, r.over)
	default:
		r.plan, err = fileio.PlanDir(filepath.Dir(out), map[string][]byte{filepath.Base(out): r.Files[r.FromInput[0]]}, false)
	}
	return r.plan, err
}
