package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

// orReport returns err, or else reports an import that stopped on its
// problems.
func orReport(err error, cmd *cobra.Command, format string, res *intake.Result, out string) error {
	if err != nil {
		return err
	}
	return finishImport(cmd, format, res, out, nil)
}

// finishImport prints the report (JSON on stdout, text on stderr) and
// turns the verdict into the exit status: 0 written, 1 invalid data, 2 a
// request that cannot be done.
func finishImport(cmd *cobra.Command, format string, res *intake.Result, out string, written []string) error {
	rep := res.Report(out, written)
	var err error
	if format == "json" {
		err = rep.WriteJSON(cmd.OutOrStdout())
	} else {
		err = rep.WriteText(cmd.ErrOrStderr())
	}
	if err != nil {
		return err
	}
	switch res.Verdict() {
	case intake.Refused:
		return usagef("%s: not imported; nothing was written", res.Input)
	case intake.Invalid:
		return invalidDataError{}
	}
	return nil
}
