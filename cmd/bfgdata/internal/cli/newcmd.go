package cli

import (
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/importers/intake"
	"github.com/bfgdata/bfgdata/model"
)

func newNewCommand(a *app) *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "new",
		Short: "Start new data in an edition folder (scenario)",
	}, "name what to start: bfgdata new scenario --edition E --id ID --name NAME",
		newNewScenarioCommand(a))
}

func newNewScenarioCommand(a *app) *cobra.Command {
	var edition, id, name, from, dir, format string
	var dryRun bool
	cmd := &cobra.Command{
		Use:   "scenario --edition E --id ID --name NAME [--from S] [--dir DIR] [--dry-run]",
		Short: "Start a scenario: its file, listed in edition.json, with an author source",
		Long: `New scenario writes a new scenario into an edition folder on disk and lists
it in the folder's edition.json, in one step. The scenario takes the terms
of --from (players, turns, forces, enemies, rules, victory) and a copy of
its setup; without --from it takes the terms of the edition's first
scenario and places nothing. It gets a source of id "author" (kind manual):
what you add or change cites it.

--dir is the edition folder, ./<edition> by default (./1994). A folder
holding edition.json is added to, and nothing else in it changes; a
folder that does not exist is made as a copy of the edition (the bundled
one, or the one in --data), and the command says so. Any other folder is
refused.

The scenario is checked with its edition as validate would before
anything is written; it lists every file it adds and changes, and writes
them all or none. --dry-run says the same and writes nothing. An existing
scenario id is refused.

Exit status: 0 made, 1 invalid data, 2 bad usage or an unreadable folder.`,
		Example: `  bfgdata new scenario --edition 1994 --id what-if-1946 --name "What If 1946"
  bfgdata new scenario --edition 1994 --id my-variant --name "My Variant" --from historical --dir my-1994
  bfgdata --data my-1994 check --scenario my-variant`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if id == "" {
				return usagef("--id is required: the new scenario's id, e.g. --id my-variant")
			}
			given := cmd.Flags().Changed("edition")
			if dir == "" {
				dir = edition
			}
			if _, err := os.Stat(filepath.Join(dir, model.EditionFile)); err != nil {
				if err := a.checkEdition(edition); err != nil {
					return err
				}
			}
			st, err := intake.NewScenario(nil, intake.Start{Dir: dir, Base: a.data, Edition: edition, EditionGiven: given,
				ShownBase: a.displayRoot(), ID: id, Name: name, From: from}, dryRun)
			if err != nil {
				return err
			}
			if err := writeResult(cmd.OutOrStdout(), format, st, nil); err != nil {
				return err
			}
			if !st.Valid {
				return invalidDataError{}
			}
			return nil
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition the scenario belongs to")
	cmd.Flags().StringVar(&id, "id", "", "the new scenario's id (lower case, hyphens), also its file name")
	cmd.Flags().StringVar(&name, "name", "", "the new scenario's name (default: its id)")
	cmd.Flags().StringVar(&from, "from", "", "start from this scenario's terms and setup (see bfgdata scenarios)")
	cmd.Flags().StringVar(&dir, "dir", "", "the edition folder to write into (default ./<edition>, made from the edition when missing)")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "say what would be written, and write nothing")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
