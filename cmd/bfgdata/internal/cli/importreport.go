package cli

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/diag"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

// importReport is what an import prints with --format json.
type importReport struct {
	Input    string        `json:"input"`
	Valid    bool          `json:"valid"`
	Output   string        `json:"output,omitempty"`
	Written  []string      `json:"written"`
	Problems []problemJSON `json:"problems"`
}

// problemJSON is a diagnostic as the import report writes it: at a cell of
// the workbook or a field of the CSV (no file), else at a file the input
// does not hold.
type problemJSON struct {
	Severity diag.Severity `json:"severity"`
	Code     string        `json:"code"`
	Message  string        `json:"message"`
	Rule     string        `json:"rule,omitempty"`
	Sheet    string        `json:"sheet,omitempty"`
	Cell     string        `json:"cell,omitempty"`
	File     string        `json:"file,omitempty"`
	Line     int           `json:"line,omitempty"`
	Column   int           `json:"column,omitempty"`
}

// orReport returns err, or else reports an import that stopped on its
// problems.
func orReport(err error, cmd *cobra.Command, format string, res *intake.Result, out string) error {
	if err != nil {
		return err
	}
	return finishImport(cmd, format, res, out, nil)
}

// finishImport prints the report, then done (the summary of what was
// written, for text), and turns the verdict into the exit status: 0
// written, 1 invalid data, 2 a request that cannot be done.
func finishImport(cmd *cobra.Command, format string, res *intake.Result, out string, written []string, done ...string) error {
	if format == "json" {
		rep := importReport{Input: res.Input, Valid: res.Valid, Output: out, Written: written, Problems: []problemJSON{}}
		if rep.Written == nil {
			rep.Written = []string{}
		}
		for _, d := range res.Problems {
			rep.Problems = append(rep.Problems, problemJSON{d.Severity, d.Code, d.Message, d.Rule, d.Sheet, d.Cell, d.File, d.Line, d.Column})
		}
		if err := writeJSON(cmd.OutOrStdout(), rep); err != nil {
			return err
		}
	} else {
		for _, d := range res.Problems {
			fmt.Fprintln(cmd.ErrOrStderr(), res.Line(d))
		}
		for _, line := range done {
			fmt.Fprintln(cmd.ErrOrStderr(), line)
		}
	}
	switch n := res.Errors(); {
	case res.Refused():
		return requestRefusal{res.Input}
	case n > 0:
		if format != "json" {
			fmt.Fprintf(cmd.ErrOrStderr(), "%s: not imported: %d %s; nothing was written\n", res.Input, n, plural(n, "error", "errors"))
		}
		return invalidDataError{}
	}
	return nil
}

// requestRefusal is an input that cannot be read at all; the report has
// said why: exit status 2.
type requestRefusal struct{ input string }

func (e requestRefusal) Error() string { return e.input + ": not imported; nothing was written" }

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// openInput opens a file to read, or standard input for "-".
func openInput(cmd *cobra.Command, name string) (io.Reader, func(), error) {
	if name == "-" {
		return cmd.InOrStdin(), func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, usagef("%v", err)
	}
	return f, func() { f.Close() }, nil
}

// writeOrPrint writes data to the file out, or to stdout without one, and
// lists the file written.
func writeOrPrint(cmd *cobra.Command, out string, force bool, data []byte) ([]string, error) {
	if out == "" {
		_, err := cmd.OutOrStdout().Write(data)
		return nil, err
	}
	if err := writeNewFile(out, force, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return nil, err
	}
	return []string{out}, nil
}
