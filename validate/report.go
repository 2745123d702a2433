package validate

import "github.com/bfgdata/bfgdata/diag"

// Report is the outcome of validating a set of files.
type Report struct {
	Valid  bool         `json:"valid"`
	Counts Counts       `json:"counts"`
	Files  []FileResult `json:"files"`
}

// Counts totals a report.
type Counts struct {
	Files    int `json:"files"`
	Errors   int `json:"errors"`
	Warnings int `json:"warnings"`
	Infos    int `json:"infos"`
}

// FileResult holds the diagnostics of one file.
type FileResult struct {
	File        string            `json:"file"`
	Schema      string            `json:"schema,omitempty"`
	Valid       bool              `json:"valid"`
	Diagnostics []diag.Diagnostic `json:"diagnostics"`
}

// newReport builds a report from file results, in the order given. With
// strict, warnings make a file and the report invalid too.
func newReport(files []FileResult, strict bool) Report {
	r := Report{Valid: true, Files: files}
	for i := range r.Files {
		f := &r.Files[i]
		if f.Diagnostics == nil {
			f.Diagnostics = []diag.Diagnostic{}
		}
		diag.Sort(f.Diagnostics)
		f.Valid = true
		for _, d := range f.Diagnostics {
			switch d.Severity {
			case diag.Error:
				r.Counts.Errors++
				f.Valid = false
			case diag.Warning:
				r.Counts.Warnings++
				if strict {
					f.Valid = false
				}
			case diag.Info:
				r.Counts.Infos++
			}
		}
		r.Valid = r.Valid && f.Valid
	}
	r.Counts.Files = len(files)
	return r
}

// Diagnostics returns every diagnostic of the report in file order.
func (r Report) Diagnostics() []diag.Diagnostic {
	var out []diag.Diagnostic
	for _, f := range r.Files {
		out = append(out, f.Diagnostics...)
	}
	return out
}
