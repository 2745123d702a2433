package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model"
)

func newTemplateCommand(a *app) *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "template",
		Short: "Write a workbook to author new data in (scenario)",
	}, "name what to author: bfgdata template scenario --edition E --out new.xlsx",
		newTemplateScenarioCommand(a))
}

func newTemplateScenarioCommand(a *app) *cobra.Command {
	var edition, from, id, name, out, author string
	var force bool
	cmd := &cobra.Command{
		Use:   "scenario --edition E [--from S] --id ID --out new.xlsx",
		Short: "Write a workbook for authoring a new scenario",
		Long:  help("template-scenario"),
		Example: `  bfgdata template scenario --edition 1994 --from historical --id my-variant --out my-variant.xlsx
  bfgdata template scenario --edition 1975 --id blank --name "A blank start" --out blank.xlsx`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return usagef("--out is required: the workbook to write, e.g. --out %s.xlsx", id)
			}
			if err := model.CheckAuthorName(author); err != nil {
				return usagef("--author: %v", err)
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			if from != "" {
				if _, err := explain.ScenarioOf(ed, from); err != nil {
					return err
				}
			}
			o := xlsx.TemplateOptions{ID: id, Name: name, From: from, Author: author}
			line, err := xlsx.TemplateFile(out, force, ed, o)
			return say(cmd, line, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition the scenario belongs to")
	cmd.Flags().StringVar(&author, "author", "", "your name, written on the Sources sheet as the title of the author source and printed on the setup sheet")
	cmd.Flags().StringVar(&from, "from", "", "start from this scenario's terms and placements (see bfgdata scenarios)")
	cmd.Flags().StringVar(&id, "id", "new-scenario", "the new scenario's id (lower case, hyphens), also its file name")
	cmd.Flags().StringVar(&name, "name", "", "the new scenario's name (default \"New scenario\")")
	cmd.Flags().StringVarP(&out, "out", "o", "", "the workbook to write (.xlsx)")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	return cmd
}
