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
		Long: `Fmt puts data files in the project's canonical JSON form: two-space indent,
members in the order the file's schema lists them, map entries (hexes,
hexsides, zones) and members the schema does not know sorted by key, numbers
exactly as written, no HTML escaping, and one final newline. The schema is
the one the file's "$schema" member names.

A PATH is a data file or a folder. In a folder, fmt takes every *.json file
below it that has a "$schema" naming a bfgdata schema; other JSON files (such
as map-draft.json and map-corrections.json, which have none) are skipped and
listed on stderr, and folders whose names start with "." are not entered. A
file named on the command line must have a "$schema".

Without --check, fmt rewrites each file that is not canonical in place,
through a temporary file in the same folder and a rename that keeps the
file's mode, and prints the name of each file it changed. With --check it
changes nothing, lists each file that is not canonical, and exits 1 if there
is any.

With --format json, fmt prints one report instead: every file it looked at,
whether it was canonical, and whether it was rewritten, skipped (and why) or
refused (and why, with line and column when there is one).

With no PATH, fmt checks the data bundled into bfgdata. It only reports,
with or without --check: the bundled data cannot be rewritten. To fix it, run
fmt on the data folder of a checkout and rebuild.

Exit status: 0 every file canonical (or rewritten); 1 a file not canonical
under --check or in the bundled data, or a file that is not valid JSON or
names no bfgdata schema; 2 bad usage or a file that cannot be read or
written.`,
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
