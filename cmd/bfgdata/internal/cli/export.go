package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/internal/edfolder"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/vassal"
	"github.com/bfgdata/bfgdata/model"
)

func newExportCommand(a *app) *cobra.Command {
	return groupCommand(&cobra.Command{
		Use:   "export",
		Short: "Write an edition in another format (xlsx, vassal)",
	}, "name a format: bfgdata export xlsx --edition E --out book.xlsx",
		newExportXLSXCommand(a), newExportVassalCommand(a))
}

func newExportVassalCommand(a *app) *cobra.Command {
	var edition, out string
	var force bool
	cmd := &cobra.Command{
		Use:     "vassal --edition E --out bfg-E.vmod",
		Short:   "Write a VASSAL module of an edition: map, counters, every scenario's setup",
		Long:    help("export-vassal"),
		Example: "  bfgdata export vassal --edition 1994 --out bfg-1994.vmod",
		Args:    exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return usagef("--out is required: the module to write, e.g. --out bfg-%s.vmod", edition)
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			line, err := vassal.WriteFile(out, force, ed)
			return say(cmd, line, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition to export")
	cmd.Flags().StringVarP(&out, "out", "o", "", "the module to write (.vmod)")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	return cmd
}

func newExportXLSXCommand(a *app) *cobra.Command {
	var edition, out, dir string
	var force bool
	cmd := &cobra.Command{
		Use:   "xlsx --edition E --out book.xlsx",
		Short: "Write a whole edition as a spreadsheet workbook",
		Long:  help("export-xlsx"),
		Example: `  bfgdata export xlsx --edition 1994 --out bfg-1994.xlsx
  bfgdata export xlsx --dir my-editions/1994 --out my-1994.xlsx --force`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if out == "" {
				return usagef("--out is required: the workbook to write, e.g. --out bfg-%s.xlsx", edition)
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			var ed *model.Edition
			var err error
			if dir != "" {
				if cmd.Flags().Changed("edition") {
					return usagef("--dir names the edition folder; give --dir or --edition, not both")
				}
				if ed, err = edfolder.LoadEditionDir(dir); err != nil {
					return folderFlagError("dir", err)
				}
			} else {
				ed, err = a.loadEdition(edition)
			}
			if err != nil {
				return err
			}
			line, err := xlsx.ExportFile(out, force, ed)
			return say(cmd, line, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition to export")
	cmd.Flags().StringVar(&dir, "dir", "", "export the edition in this folder (one holding edition.json) instead")
	cmd.Flags().StringVarP(&out, "out", "o", "", "the workbook to write (.xlsx)")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	return cmd
}
