package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
	"github.com/bfgdata/bfgdata/model"
)

func newNewCommand(a *app) *cobra.Command {
	var q intake.Start
	var format, dryRun = "", false
	cmd := &cobra.Command{
		Use:     "scenario --edition E --id ID --name NAME [--from S] [--dir DIR] [--dry-run]",
		Short:   "Start a scenario: its file, listed in edition.json, with an author source",
		Long:    help("new-scenario"),
		Example: `  bfgdata new scenario --edition 1994 --id my-variant --name "My Variant" --from historical`,
		Args:    exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if q.ID == "" {
				return usagef("--id is required: the new scenario's id, e.g. --id my-variant")
			}
			if err := model.CheckAuthorName(q.Author); err != nil {
				return usagef("--author: %v", err)
			}
			q.Base, q.DataDir, q.ShownBase, q.EditionGiven, q.Has = a.data, a.dataDir, edfolder.ShownRoot(a.dataDir, ""), cmd.Flags().Changed("edition"), a.checkEdition
			st, err := intake.NewScenario(nil, q, dryRun)
			if err = writeResult(cmd.OutOrStdout(), format, st, err); err == nil && !st.Valid {
				return invalidDataError{}
			}
			return err
		},
	}
	a.editionFlag(cmd, &q.Edition, true, "the edition the scenario belongs to")
	cmd.Flags().StringVar(&q.ID, "id", "", "the new scenario's id (lower case, hyphens), also its file name")
	cmd.Flags().StringVar(&q.Name, "name", "", "the new scenario's name (default: its id)")
	cmd.Flags().StringVar(&q.Author, "author", "", "your name, printed as the author on the setup sheet")
	cmd.Flags().StringVar(&q.From, "from", "", "start from this scenario's terms and setup (see bfgdata scenarios)")
	cmd.Flags().StringVar(&q.Dir, "dir", "", "the edition folder to write into (default ./<edition>, or its folder in --data; made when missing)")
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "say what would be written, and write nothing")
	formatFlag(cmd, &format, "text", "json")
	return groupCommand(&cobra.Command{Use: "new", Short: "Start new data in an edition folder (scenario)"},
		"name what to start: bfgdata new scenario --edition E --id ID --name NAME", cmd)
}
