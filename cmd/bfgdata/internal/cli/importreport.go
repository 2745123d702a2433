package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

// finishImport ends an import: it returns the error that stopped one;
// else it writes a valid import (Result.Write; not a dry run) and prints the report (JSON
// on stdout, text on stderr), and turns the verdict into the exit status:
// 0 written, 1 invalid data, 2 a request that cannot be done.
func finishImport(cmd *cobra.Command, format string, res *intake.Result, err error, out string, force, dryRun bool) error {
	if err != nil {
		return err
	}
	var written []string
	if res.Valid {
		// only a setup goes to stdout: a workbook's --out is required
		if out == "" && format == "json" {
			return usagef("--format json reports on the import; give --out for the scenario's JSON")
		}
		if written, err = res.Write(out, force, dryRun, cmd.OutOrStdout()); err != nil {
			return err
		}
	}
	rep := res.Report(out, written, dryRun)
	if format == "json" {
		if err := rep.WriteJSON(cmd.OutOrStdout()); err != nil {
			return err
		}
	} else {
		// Lines that cannot be printed leave the verdict as it is.
		_ = rep.WriteText(cmd.ErrOrStderr())
	}
	switch res.Verdict() {
	case intake.Refused:
		return usagef("%s: not imported; nothing was written", res.Input)
	case intake.Invalid:
		return invalidDataError{}
	}
	return nil
}
