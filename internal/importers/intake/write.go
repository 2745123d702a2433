package intake

import (
	"io"

	"github.com/bfgdata/bfgdata/internal/fileio"
)

// Write writes a valid import where it goes and lists the files written:
// a workbook's edition into the folder out, all files or none
// (fileio.WriteDir); a setup's scenario to the file out, or to stdout
// when out is "" (fileio.WriteBytes). Nothing is replaced without force.
func (r *Result) Write(out string, force bool, stdout io.Writer) ([]string, error) {
	if r.scenario == "" {
		if err := fileio.WriteDir(out, force, r.Files); err != nil {
			return nil, err
		}
		return r.FromInput, nil
	}
	data := r.Files[r.FromInput[0]]
	if out == "" {
		_, err := stdout.Write(data)
		return nil, err
	}
	if err := fileio.WriteBytes(out, force, data); err != nil {
		return nil, err
	}
	return []string{out}, nil
}
