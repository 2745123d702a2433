package validate

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
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
			run.editionDoc.add(diag.Warning, "edition.scenario-unlisted", "/files/scenarios",
				fmt.Sprintf("%s is in the edition folder but files.scenarios does not list it, so nothing reads or checks it: add %q to the list (bfgdata new scenario lists the scenarios it makes)", rel, rel))
		}
	}
}
