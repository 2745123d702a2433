package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/datafmt"
)

func newFmtCommand(a *app) *cobra.Command {
	var check bool
	var format string
	cmd := &cobra.Command{
		Use:   "fmt [--check] [PATH...]",
		Short: "Put data files in canonical JSON form",
		Long:  help("fmt"),
		Example: `  bfgdata fmt --check data
  bfgdata fmt data
  bfgdata fmt data/1994/scenarios/historical.json my-variant/
  bfgdata fmt --check --format json data/1975
  bfgdata fmt --check`,
		RunE: func(cmd *cobra.Command, paths []string) error {
			rep := datafmt.Run(a.data, "data", paths, check)
			var err error
			if format == "json" {
				err = rep.WriteJSON(cmd.OutOrStdout())
			} else {
				// A list that cannot be printed leaves the verdict as it is.
				_ = rep.WriteText(cmd.OutOrStdout(), cmd.ErrOrStderr())
			}
			switch {
			case err != nil:
				return err
			case rep.IOFailures > 0:
				return fmt.Errorf("fmt: %d file(s) could not be read or written", rep.IOFailures)
			case rep.Invalid():
				return invalidDataError{}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&check, "check", false, "change nothing; list files that are not canonical and exit 1 if any")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
