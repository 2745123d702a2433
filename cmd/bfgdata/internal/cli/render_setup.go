package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/sheets"
)

func newRenderSetupCommand(a *app) *cobra.Command {
	var edition, scenario, paper, out string
	var force, compact bool
	cmd := &cobra.Command{
		Use:   "setup --edition E --scenario S --out sheet.html",
		Short: "Print a scenario's setup sheet (HTML for the browser to print)",
		Long:  help("render-setup"),
		Example: `  bfgdata render setup --edition 1994 --scenario historical --out historical.html
  bfgdata render setup --edition 1975 --scenario red-star-white-star --paper a4 --out rsws.html`,
		Args: maxArgs(0, "none"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			p, err := sheets.PaperNamed(paper)
			if err != nil {
				return flagError("paper", err)
			}
			if out == "" {
				return usagef("--out is required: the file to write the sheet to, e.g. --out sheet.html")
			}
			ed, b, err := scenarioOf(a, edition, scenario, explain.BriefingOf)
			if err != nil {
				return err
			}
			if compact {
				line, err := sheets.WriteCompactSetupSheet(out, force, b, ed.Counters, p)
				return say(cmd, line, err)
			}
			line, err := sheets.WriteSetupSheet(out, force, b, ed.Map, ed.TEC, p)
			return say(cmd, line, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	paperChoice(cmd, &paper, "paper", "paper size")
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the sheet to this HTML file")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	cmd.Flags().BoolVar(&compact, "compact", false, "a dense list per player, sorted by hex, instead of the full sheet")
	return cmd
}

// paperChoice adds a paper flag (letter or a4).
func paperChoice(cmd *cobra.Command, target *string, name, usage string) {
	cmd.Flags().StringVar(target, name, sheets.Letter.Name, usage+": "+sheets.PaperNames())
	_ = cmd.RegisterFlagCompletionFunc(name, cobra.FixedCompletions([]string{sheets.Letter.Name, sheets.A4.Name}, cobra.ShellCompDirectiveNoFileComp))
}
