package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

func newImportCommand(a *app) *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "import",
		Short: "Read data written in another format (xlsx, csv) into JSON",
	}, "name a format: bfgdata import xlsx book.xlsx --out DIR, or bfgdata import csv setup.csv --edition E --scenario S",
		newImportXLSXCommand(a), newImportCSVCommand(a))
}

func newImportXLSXCommand(a *app) *cobra.Command {
	var out, format string
	var force, dryRun bool
	cmd := &cobra.Command{
		Use:   "xlsx BOOK.xlsx --out DIR [--dry-run]",
		Short: "Read a workbook into an edition folder of canonical JSON",
		Long: `Import xlsx reads a workbook written by bfgdata export xlsx or bfgdata
template scenario (and edited in any spreadsheet program) and writes the
edition it describes into the folder --out, as canonical JSON.

The README sheet names the edition. Each sheet the workbook holds replaces
that part of the edition; a sheet it lacks keeps the edition's data: the
edition folder --out when it is one (it holds edition.json), else the
bundled edition or the one in --data. A workbook with an Edition sheet is
the whole edition; a template adds its scenario to the edition, so two
templates imported into one folder give an edition with both.

Before anything is written the result is validated as bfgdata validate
would: schemas, references between files and the setup rules. Every
problem names the workbook, sheet and cell:

  book.xlsx:Historical!F14: error setup.german-in-berlin: … [1994 5.2.1]

The import says every file it adds, changes and removes in --out; it
removes only a file the workbook's edition no longer lists (a scenario a
whole-edition workbook leaves out), and --dry-run says the same and writes
nothing. Changing or removing a file needs --force. Writing is all or
nothing: a workbook with any error writes no file, and the files are
written to temporary files and renamed into place together. Files of the
base edition that no sheet holds (NOTES.md, the map's drafting files) are
copied along.

The workbook is read under limits (10 MB file, 40 MB unpacked, 250,000
cells, 20,000 rows a sheet); formulas, merged cells and dates in hex columns
are refused with their cell.

Exit status: 0 written, 1 invalid data, 2 bad usage or an unreadable file.`,
		Example: `  bfgdata export xlsx --edition 1994 --out bfg-1994.xlsx
  bfgdata import xlsx bfg-1994.xlsx --out my-editions/1994
  bfgdata --data my-editions check --edition 1994 --scenario historical`,
		Args: exactArgs("BOOK.xlsx"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if out == "" {
				return usagef("--out is required: the edition folder to write, e.g. --out my-editions/1994")
			}
			res, err := intake.Workbook(nil, args[0], a.data, a.library().Has, out)
			return finishImport(cmd, format, res, err, out, force, dryRun)
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", "", "the edition folder to write")
	cmd.Flags().BoolVar(&force, "force", false, "change or remove files of --out if it holds them")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "say what the import would add, change and remove, and write nothing")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func newImportCSVCommand(a *app) *cobra.Command {
	var edition, scenario, out, src, format, dir, id, name string
	var force, dryRun bool
	cmd := &cobra.Command{
		Use:   "csv SETUP.csv --edition E --scenario S [--out FILE | --dir DIR] [--id ID --name NAME]",
		Short: "Read a scenario's setup from CSV",
		Long: `Import csv reads a setup in the layout bfgdata setup --format csv writes
(counter, label, nationality, force, attack, defense, movement, hex, zone,
box, src, set aside; label and nationality are not read; src and set aside
may be left out) and lays it over the scenario:
units placed as the scenario has them stay exactly as they are, moved units
get their new place, units the CSV leaves out are removed and new ones are
appended. The output of setup imports back unchanged.

The scenario is then validated with the rest of its edition; every problem
names the CSV's line and column:

  setup.csv:14:51: error stacking.over-limit: … [1994 5.1]

A row with a reason under set aside and no place sets the unit aside;
with that column the CSV is the whole set-aside list. A src cell names
the source that row's placement cites.

The scenario's JSON goes to stdout, or to --out (never replaced without
--force), or with --dir into its file in that edition folder (laid over
the folder as it is; changing a file needs --force; --dry-run says what
would change). --id and --name make a new scenario there, with the terms
of --scenario (or the edition's first), listed in edition.json and citing
a source "author". A file of "-" reads standard input. --src names the
source moved and added placements cite; without it they cite the
scenario's "author" source when it has one, else moved units keep theirs
and added ones cite the scenario's first source.

Exit status: 0 imported, 1 invalid data, 2 bad usage or an unreadable file.`,
		Example: `  bfgdata setup --edition 1994 --scenario historical --format csv > setup.csv
  bfgdata import csv setup.csv --edition 1994 --scenario historical --out historical.json
  bfgdata setup --scenario historical --format csv | bfgdata import csv - --scenario historical
  bfgdata import csv what-if.csv --edition 1994 --id what-if-1946 --name "What If 1946" --dir my-1994`,
		Args: exactArgs("SETUP.csv"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			q := intake.Setup{Name: args[0], Stdin: cmd.InOrStdin(), Base: a.data, Shown: a.displayRoot(), Edition: edition, Src: src,
				Into: intake.Into{Dir: dir, Scenario: scenario, NewID: id, NewName: name, EditionGiven: cmd.Flags().Changed("edition")}}
			if q.Into.Dir == "" && id != "" {
				q.Into.Dir = edition
			}
			var err error
			if q.Into.Dir != "" && out != "" {
				return usagef("--out writes the scenario's file alone; --dir and --id write into an edition folder: give one")
			} else if q.Into.Dir == "" {
				if q.Ed, q.Scenario, err = scenarioOf(a, edition, scenario, explain.ScenarioOf); err != nil {
					return err
				}
			}
			res, err := intake.CSV(nil, q)
			return finishImport(cmd, format, res, err, out, force, dryRun)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "the scenario whose setup the CSV holds (see bfgdata scenarios)")
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the scenario's JSON to this file instead of stdout")
	cmd.Flags().StringVar(&src, "src", "", "the source id moved and added placements cite")
	cmd.Flags().StringVar(&dir, "dir", "", "write into this edition folder (made from the edition when missing) instead of --out")
	cmd.Flags().StringVar(&id, "id", "", "make a new scenario of this id (with --scenario's terms), listed in edition.json; --dir defaults to ./<edition>")
	cmd.Flags().StringVar(&name, "name", "", "the new scenario's name (with --id)")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "say what the import would write, and write nothing")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
