package validate

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
)

// checkScenarioUnlisted warns of a scenario file in the edition's
// scenarios folder (or a folder its listed scenarios sit in) that
// edition.json does not list: nothing reads it, so an author who wrote
// it by hand would otherwise never hear of its problems.
func (run *editionRun) checkScenarioUnlisted() {
	listed := map[string]bool{}
	folders := []string{"scenarios"}
	for _, s := range run.info.Files.Scenarios {
		listed[path.Clean(s)] = true
		if d := path.Dir(path.Clean(s)); !strings.HasPrefix(d, "..") && !slices.Contains(folders, d) {
			folders = append(folders, d)
		}
	}
	var unlisted []string
	for _, dir := range folders {
		entries, err := fs.ReadDir(run.fsys, path.Join(run.dir, dir))
		if err != nil {
			continue
		}
		for _, e := range entries {
			rel := path.Join(dir, e.Name())
			if e.IsDir() || !strings.HasSuffix(e.Name(), ".json") || strings.HasPrefix(e.Name(), ".") || listed[rel] {
				continue
			}
			unlisted = append(unlisted, rel)
		}
	}
	if len(unlisted) == 1 && run.renamedFile(unlisted[0]) {
		return
	}
	for _, rel := range unlisted {
		run.editionDoc.add(diag.Warning, "edition.scenario-unlisted", "/files/scenarios",
			fmt.Sprintf("%s is in the edition folder but files.scenarios does not list it, so nothing reads or checks it: add %q to the list (bfgdata new scenario lists the scenarios it makes)", rel, rel))
	}
}

// renamedFile says, in the one error of a listed scenario file that is
// missing, that the file unlisted is there instead, and what to write: a
// scenario file renamed by hand, edition.json not yet told. It reports
// whether exactly one listed scenario file was missing.
func (run *editionRun) renamedFile(unlisted string) bool {
	var missing []int
	for i, d := range run.editionDoc.diags {
		if d.Code == "file.missing" && strings.HasPrefix(d.Pointer, "/files/scenarios/") {
			missing = append(missing, i)
		}
	}
	if len(missing) != 1 {
		return false
	}
	d := &run.editionDoc.diags[missing[0]]
	was := d.Pointer
	if i, err := strconv.Atoi(strings.TrimPrefix(was, "/files/scenarios/")); err == nil && i < len(run.info.Files.Scenarios) {
		was = run.info.Files.Scenarios[i]
	}
	d.Message = fmt.Sprintf("edition lists %s, which is not there, and %s is there unlisted: if you renamed the file, write %q in its place in files.scenarios", was, unlisted, unlisted)
	return true
}
