package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
)

func newRulesCommand(a *app) *cobra.Command {
	var edition, format string
	cmd := &cobra.Command{
		Use:   "rules [CODE|GROUP|RULE]",
		Short: "List every diagnostic code with its rule in each edition and what checks it",
		Long:  help("rules"),
		Example: `  bfgdata rules
  bfgdata rules 5.1 --edition 1994
  bfgdata rules stacking --format json`,
		Args: maxArgs(1, "a code, group or rule number"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if edition != "" {
				if err := a.checkEdition(edition); err != nil {
					return err
				}
			}
			c, err := explain.LibraryCatalogue(a.library())
			if err != nil {
				return err
			}
			query := ""
			if len(args) == 1 {
				query = args[0]
			}
			// With no query and no edition, Filter keeps every code.
			if c = c.Filter(query, edition); len(c.Rules) == 0 && format == "text" {
				return usagef("no code matches %q%s (see bfgdata rules)", query, editionSuffix(edition))
			}
			return writeResult(cmd.OutOrStdout(), format, c, nil)
		},
	}
	a.editionFlag(cmd, &edition, false, "match rule numbers of this edition only")
	formatFlag(cmd, &format, "text", "json", "markdown")
	return cmd
}

func editionSuffix(edition string) string {
	if edition == "" {
		return ""
	}
	return " in edition " + edition
}
