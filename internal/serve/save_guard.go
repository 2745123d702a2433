package serve

import (
	"fmt"
	"net/http"
	"strings"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/words"
)

// refusedOnSave are the codes, beyond the schema's and JSON's, that say a
// scenario document names what its edition does not have: a counter not
// in the set, a hex off the map, turns off the Turn Record Track, a source
// it does not list. No other reader could load such a file as the
// author means it, so a save refuses it as it refuses one that fails the
// schema. The rules' verdicts on a setup (stacking, a unit not placed)
// are the author's to keep: the page asks before it saves them.
var refusedOnSave = map[string]bool{
	"setup.counter-unknown":       true,
	"setup.not-a-unit":            true,
	"setup.hex-unknown":           true,
	"scenario.setup-from-unknown": true,
	"scenario.edition-mismatch":   true,
	"scenario.turns-off-track":    true,
	"scenario.turns":              true,
	"source.unknown":              true,
}

// fileProblems are the errors of a judgement that make its scenario no
// file to save.
func fileProblems(j Judgement) []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, f := range j.Report.Files {
		for _, d := range f.Diagnostics {
			if d.Severity != diag.Error {
				continue
			}
			if strings.HasPrefix(d.Code, "schema.") || strings.HasPrefix(d.Code, "json.") || refusedOnSave[d.Code] {
				out = append(out, d)
			}
		}
	}
	return out
}

// refuseUnfit turns down a save of a scenario that fails the schema or
// names what the edition lacks: 422, code api.invalid-scenario, with
// every such problem in the answer's diagnostics. Nothing is written.
func refuseUnfit(j Judgement, file string) error {
	ds := fileProblems(j)
	if len(ds) == 0 {
		return nil
	}
	first := ds[0].Message
	more := ""
	if len(ds) > 1 {
		more = fmt.Sprintf(" (and %d more %s, listed)", len(ds)-1, words.Plural(len(ds)-1, "problem", "problems"))
	}
	r := problemf(http.StatusUnprocessableEntity, "api.invalid-scenario", "%s was not saved: it is not a scenario file the edition can load: %s%s. Nothing was written; fix this and save again (the editor keeps your edits)", file, first, more)
	r.diagnostics = ds
	return r
}
