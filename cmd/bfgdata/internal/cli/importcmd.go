package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
	"github.com/bfgdata/bfgdata/model"
)

func newImportCommand(a *app) *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "import",
		Short: "Read data written in another format (xlsx, csv, a VASSAL game) into JSON",
	}, "name a format: bfgdata import xlsx book.xlsx --out DIR, bfgdata import csv setup.csv --edition E --scenario S, or bfgdata import vsav game.vsav",
		newImportXLSXCommand(a), newImportCSVCommand(a), newImportVSAVCommand(a))
}

func newImportXLSXCommand(a *app) *cobra.Command {
	var out, format string
	var force, dryRun bool
	cmd := &cobra.Command{
		Use:   "xlsx BOOK.xlsx --out DIR [--dry-run]",
		Short: "Read a workbook into an edition folder of canonical JSON",
		Long:  help("import-xlsx"),
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
	var edition, scenario, out, src, format string
	var into intake.Into
	var force, dryRun bool
	cmd := &cobra.Command{
		Use:   "csv SETUP.csv --edition E --scenario S [--out FILE | --dir DIR] [--id ID --name NAME]",
		Short: "Read a scenario's setup from CSV",
		Long:  help("import-csv"),
		Example: `  bfgdata setup --edition 1994 --scenario historical --format csv > setup.csv
  bfgdata import csv setup.csv --edition 1994 --scenario historical --out historical.json
  bfgdata setup --scenario historical --format csv | bfgdata import csv - --scenario historical
  bfgdata import csv what-if.csv --edition 1994 --id what-if-1946 --name "What If 1946" --dir my-1994`,
		Args: exactArgs("SETUP.csv"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := model.CheckAuthorName(into.Author); err != nil {
				return usagef("--author: %v", err)
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			into.Scenario, into.DataDir, into.EditionGiven, into.Has = scenario, a.dataDir, cmd.Flags().Changed("edition"), a.checkEdition
			q := intake.SetupCSV{Name: args[0], Stdin: cmd.InOrStdin(), Base: a.data, Shown: edfolder.ShownRoot(a.dataDir, ""), Edition: edition, Src: src, Into: into}
			var err error
			if into.Dir == "" && into.NewID == "" {
				q.Ed, q.Scenario, err = scenarioOf(a, edition, scenario, explain.ScenarioOf)
			} else if out != "" {
				return usagef("--out writes the scenario's file alone; --dir and --id write into an edition folder: give one")
			}
			if err != nil {
				return err
			}
			res, err := intake.CSV(nil, q)
			return finishImport(cmd, format, res, err, out, force, dryRun)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "the scenario whose setup the CSV holds (see bfgdata scenarios)")
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the scenario's JSON to this file instead of stdout")
	cmd.Flags().StringVar(&src, "src", "", "the source id moved and added placements cite")
	cmd.Flags().StringVar(&into.Dir, "dir", "", "write into this edition folder (made from the edition when missing) instead of --out")
	cmd.Flags().StringVar(&into.NewID, "id", "", "make a new scenario of this id (with --scenario's terms), listed in edition.json; --dir defaults to ./<edition>")
	cmd.Flags().StringVar(&into.NewName, "name", "", "the new scenario's name (with --id)")
	cmd.Flags().StringVar(&into.Author, "author", "", "your name, printed as the author on the setup sheet")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "say what the import would write, and write nothing")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
