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
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			var targets []datafmt.Target
			var results []datafmt.Result
			bundled := len(paths) == 0
			if bundled {
				targets, results = datafmt.BundledTargets(a.data, "data")
			} else {
				targets, results = datafmt.PathTargets(paths)
			}
			for _, t := range targets {
				results = append(results, datafmt.Format(t, check || bundled))
			}
			return printFmt(cmd, format, check, bundled, results)
		},
	}
	cmd.Flags().BoolVar(&check, "check", false, "change nothing; list files that are not canonical and exit 1 if any")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// printFmt writes the results and turns them into the exit status: 2 for
// any I/O failure, else 1 for a data error or a file left not canonical.
func printFmt(cmd *cobra.Command, format string, check, bundled bool, results []datafmt.Result) error {
	if results == nil {
		results = []datafmt.Result{}
	}
	var ioFailures, dataErrors, notCanonical int
	rep := datafmt.Report{Check: check, Canonical: true, Files: results}
	for _, r := range results {
		switch {
		case r.IO:
			ioFailures++
		case r.Error != "":
			dataErrors++
		case r.Skipped == "" && !r.Canonical:
			rep.Canonical = false
			if !r.Rewritten {
				notCanonical++
			}
		}
	}
	out, errw := cmd.OutOrStdout(), cmd.ErrOrStderr()
	if format == "json" {
		if err := writeJSON(out, rep); err != nil {
			return err
		}
	} else {
		for _, r := range results {
			switch {
			case r.Skipped != "":
				fmt.Fprintf(errw, "%s: skipped: %s\n", r.File, r.Skipped)
			case r.Error != "" && r.Line > 0:
				fmt.Fprintf(errw, "%s:%d:%d: %s\n", r.File, r.Line, r.Column, r.Error)
			case r.Error != "":
				fmt.Fprintf(errw, "%s: %s\n", r.File, r.Error)
			case !r.Canonical:
				fmt.Fprintln(out, r.File)
			}
		}
		if bundled && notCanonical > 0 {
			fmt.Fprintln(errw, "the bundled data is not canonical and cannot be rewritten; run bfgdata fmt on a checkout's data folder")
		}
	}
	switch {
	case ioFailures > 0:
		return fmt.Errorf("fmt: %d file(s) could not be read or written", ioFailures)
	case dataErrors > 0 || notCanonical > 0:
		return invalidDataError{}
	}
	return nil
}
