package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/sheets"
)

func newRenderCountersCommand(a *app) *cobra.Command {
	var edition string
	var j sheets.CounterJob
	cmd := &cobra.Command{
		Use:   "counters --edition E --out counters.html",
		Short: "Print an edition's counter sheet, or each counter as an SVG",
		Long:  help("render-counters"),
		Example: `  bfgdata render counters --edition 1994 --out counters.html
  bfgdata render counters --edition 1975 --size 5/8in --paper a4 --out counters-1975.svg
  bfgdata render counters --edition 1994 --format svg --split counters/`,
		Args: maxArgs(0, "none"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			length, paper, err := j.Check()
			if err != nil {
				return usageError{err}
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			line, err := j.Write(ed, length, paper)
			return say(cmd, line, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "whose counters to print")
	cmd.Flags().StringVar(&j.Scenario, "scenario", "", "only the counters this scenario places or sets aside")
	cmd.Flags().StringVar(&j.Size, "size", "0.5in", "a counter's side: 0.5in, 5/8in, 16mm, …")
	paperChoice(cmd, &j.Paper, "paper", "paper size")
	cmd.Flags().StringVarP(&j.Out, "out", "o", "", "write the sheet to this file (.html, or .svg for one SVG)")
	cmd.Flags().StringVar(&j.Format, "format", "", "html or svg (default: from --out's extension, html otherwise)")
	_ = cmd.RegisterFlagCompletionFunc("format", cobra.FixedCompletions([]string{"html", "svg"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.Flags().StringVar(&j.Split, "split", "", "write one SVG per counter into this folder, named by counter id")
	cmd.Flags().BoolVar(&j.Force, "force", false, "replace files that exist")
	return cmd
}
