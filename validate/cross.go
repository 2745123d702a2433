package validate

import (
	"fmt"
	"path"
	"sort"
	"strings"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/jsonx"
)

// crossChecks are the checks between files of one edition. Each skips
// quietly when a file it needs is missing or broken: that file has its own
// diagnostics already.
func (run *editionRun) crossChecks() []func() {
	return []func(){
		run.checkEditionID,
		run.checkRuleRefs,
		run.checkScenarioFilesListed,
		run.checkScenarioUnlisted,
		run.checkMapEdition,
		run.checkMapAgainstTEC,
		run.checkScenarioIDs,
		run.checkScenarioTurns,
		run.checkSetups,
		run.checkLegality,
		run.checkRuleForces,
		run.checkVariantCredit,
	}
}

// checkMapEdition warns when map.json says it belongs to another edition.
func (run *editionRun) checkMapEdition() {
	if run.gameMap == nil || run.gameMap.Edition == run.info.ID {
		return
	}
	run.mapDoc.add(diag.Warning, "map.edition-mismatch", "/edition", fmt.Sprintf("the map says edition %q but sits in edition %q", run.gameMap.Edition, run.info.ID))
}

// checkMapAgainstTEC checks that every terrain and hexside type the map
// uses is an entry of the edition's Terrain Effects Chart, so the rules
// know what it costs and how it defends.
func (run *editionRun) checkMapAgainstTEC() {
	m, tec := run.gameMap, run.tec
	if m == nil || tec == nil {
		return
	}
	for _, h := range m.HexIDs() {
		t := m.Hexes[h].Terrain
		if _, ok := tec.TerrainEntry(t); !ok {
			run.mapDoc.add(diag.Error, "map.terrain-unknown", "/hexes/"+h.String()+"/terrain",
				fmt.Sprintf("hex %s: terrain %q is not in the Terrain Effects Chart (%s)", h, t, run.info.Files.TEC), hexes(h.String()))
		}
	}
	for _, s := range m.HexsideKeys() {
		t := string(m.Hexsides[s].Type)
		if _, ok := tec.HexsideEntry(t); !ok {
			run.mapDoc.add(diag.Error, "map.hexside-type-unknown", "/hexsides/"+jsonx.EscapePointer(s.String())+"/type",
				fmt.Sprintf("hexside %s: type %q is not a hexside of the Terrain Effects Chart (%s)", s, t, run.info.Files.TEC), hexes(s.A.String(), s.B.String()))
		}
	}
}

// checkEditionID warns when edition.json's id differs from the folder name
// it is found by, as the CLI's --edition finds a bundled edition.
func (run *editionRun) checkEditionID() {
	folder := path.Base(run.dir)
	if run.byFolder && folder != run.info.ID {
		run.editionDoc.add(diag.Warning, "edition.id-mismatch", "/id", fmt.Sprintf("edition id %q sits in folder %q", run.info.ID, folder))
	}
}

// checkRuleRefs checks that every code the edition gives a rule number is
// a code of the catalogue, so a typo cannot leave a rule uncited.
func (run *editionRun) checkRuleRefs() {
	codes := make([]string, 0, len(run.info.RuleRefs))
	for code := range run.info.RuleRefs {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	for _, code := range codes {
		if _, ok := catalog.Lookup(code); !ok {
			run.editionDoc.add(diag.Error, "edition.rule-ref-unknown", "/ruleRefs/"+jsonx.EscapePointer(code),
				fmt.Sprintf("ruleRefs names %q, which is not a diagnostic code (see bfgdata rules)", code)+codeHint(code))
		}
	}
}

// checkScenarioFilesListed checks scenario paths lie inside the edition.
func (run *editionRun) checkScenarioFilesListed() {
	for i, s := range run.info.Files.Scenarios {
		if strings.HasPrefix(path.Clean(s), "..") {
			run.editionDoc.add(diag.Error, "edition.path-outside", fmt.Sprintf("/files/scenarios/%d", i), fmt.Sprintf("%s lies outside the edition folder", s))
		}
	}
}
