package intake

import (
	"io"
)

// Write writes a valid import where it goes, all or nothing, and lists the
// files written (a workbook's by their paths in out): the plan (Result.Plan) of a workbook's edition in the
// folder out or of a setup's scenario in the file out, applied by
// fileio.Plan.Apply; a setup's scenario to stdout when out is "". Nothing
// is replaced or removed without force. A dry run plans and writes
// nothing.
func (r *Result) Write(out string, force, dryRun bool, stdout io.Writer) ([]string, error) {
	if r.scenario != "" && out == "" && r.dir == "" {
		if dryRun {
			return nil, nil
		}
		_, err := stdout.Write(r.Files[r.FromInput[0]])
		return nil, err
	}
	p, err := r.Plan(out)
	if err != nil || dryRun {
		return nil, err
	}
	// Listing a new scenario in edition.json needs no force (listing).
	if err := p.Apply(force); err != nil {
		return nil, err
	}
	if r.scenario != "" && r.dir == "" {
		if len(p.Written()) == 0 {
			return []string{}, nil
		}
		return []string{out}, nil
	}
	return p.Written(), nil
}
