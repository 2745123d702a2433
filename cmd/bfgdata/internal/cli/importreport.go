package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

// finishImport ends an import (intake.Result.Finish) and turns the verdict
// into the exit status: 0 written, 1 invalid data, 2 a request that cannot
// be done.
func finishImport(cmd *cobra.Command, format string, res *intake.Result, err error, out string, force, dryRun bool) error {
	if err != nil {
		return err
	}
	v, err := res.Finish(out, force, dryRun, format == "json", cmd.OutOrStdout(), cmd.ErrOrStderr())
	switch {
	case err != nil:
		return err
	case v == intake.Refused:
		return usagef("%s: %s; nothing was written", res.Input, res.NotDone())
	case v == intake.Invalid:
		return invalidDataError{}
	}
	return nil
}
