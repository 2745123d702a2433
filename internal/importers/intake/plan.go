package intake

import (
	"bytes"
	"errors"
	"io/fs"
	"path/filepath"
	"slices"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

// outEdition is the id of the edition in folder out when out is an
// edition folder (it holds edition.json), else "".
func outEdition(out string) (string, error) {
	if out == "" {
		return "", nil
	}
	b, err := fileio.ReadPath(filepath.Join(out, model.EditionFile), model.MaxDocumentSize)
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
		return r.plan, err
	}
	if err == nil {
		err = listing(r.plan, r.Files)
	}
	return r.plan, err
}

// listing marks the edition.json of an edition folder, when the plan
// changes it only by new entries appended to its list of scenarios, as a
// file that only gains (fileio.Plan.Extends): listing a new scenario is
// what new scenario, import csv --id and a workbook of a new scenario do,
// and loses nothing, so it needs no --force. Any other change of the file
// does.
func listing(p *fileio.Plan, files map[string][]byte) error {
	if !slices.Contains(p.Change, model.EditionFile) {
		return nil
	}
	old, err := fileio.ReadPath(filepath.Join(p.Dir, model.EditionFile), model.MaxDocumentSize)
	if err != nil {
		return err
	}
	if adds, ok := appendedScenarios(old, files[model.EditionFile]); ok {
		p.Extends(model.EditionFile, adds)
	}
	return nil
}

// appendedScenarios is the scenario files edition.json next lists after
// all that old lists, when next says all old says and only that more.
func appendedScenarios(old, next []byte) ([]string, bool) {
	var a, b model.EditionInfo
	if model.Decode(model.EditionFile, old, &a) != nil || model.Decode(model.EditionFile, next, &b) != nil {
		return nil, false
	}
	n := len(a.Files.Scenarios)
	if len(b.Files.Scenarios) <= n || !slices.Equal(b.Files.Scenarios[:n], a.Files.Scenarios) {
		return nil, false
	}
	adds := slices.Clone(b.Files.Scenarios[n:])
	b.Files.Scenarios = b.Files.Scenarios[:n]
	ea, errA := model.Encode(&a)
	eb, errB := model.Encode(&b)
	if errA != nil || errB != nil || !bytes.Equal(ea, eb) {
		return nil, false
	}
	return adds, true
}
