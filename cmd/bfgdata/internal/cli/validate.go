package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/validate"
)

func newValidateCommand(a *app) *cobra.Command {
	var edition, format string
	var strict bool
	var maxMiB int
	cmd := &cobra.Command{
		Use:   "validate [PATH...]",
		Short: "Check data against the schemas and the rules",
		Long:  help("validate"),
		Example: `  bfgdata validate
  bfgdata validate --edition 1994 --format json
  bfgdata validate ./my-variant/1994
  bfgdata validate data/1994/crt.json`,
		RunE: func(cmd *cobra.Command, paths []string) error {
			eds, err := a.allEditions(edition)
			if err != nil {
				return err
			}
			if edition != "" {
				if len(paths) > 0 {
					return usagef("--edition picks an edition of the bundled data (or of --data); give it or paths, not both")
				}
			}
			v, err := a.validator()
			if err != nil {
				return err
			}
			if maxMiB < 1 || maxMiB > 4096 {
				return usagef("--max-file-size %d: want 1 to 4096 (MiB)", maxMiB)
			}
			opts := validate.Options{Strict: strict, MaxFileSize: int64(maxMiB) << 20}
			// A path that cannot be read at all (validate.PathError) is
			// bad usage, exit 2 like every error but invalid data.
			report, err := v.Run(a.data, eds, a.displayRoot(), paths, opts)
			return printReport(cmd, format, report, err)
		},
	}
	a.editionFlag(cmd, &edition, false, "check only this edition")
	formatFlag(cmd, &format, "text", "json")
	cmd.Flags().BoolVar(&strict, "strict", false, "treat warnings as errors")
	cmd.Flags().IntVar(&maxMiB, "max-file-size", validate.DefaultMaxFileSize>>20, "largest file to read, in MiB; larger files are reported as file.too-large")
	return cmd
}

// printReport writes a validation report in the chosen format, or returns
// the error that stopped it; an invalid report becomes exit status 1
// without a second message.
func printReport(cmd *cobra.Command, format string, report validate.Report, err error) error {
	if err := writeResult(cmd.OutOrStdout(), format, report, err); err != nil || report.Valid {
		return err
	}
	return invalidDataError{}
}
