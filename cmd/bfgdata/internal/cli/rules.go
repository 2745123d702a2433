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
		Long: `Rules prints the catalogue of diagnostic codes: each code, what it means,
whether it says the data is invalid (exit 1) or the request cannot be done
(exit 2), the rule each edition's rulebook gives it, and the function that
checks it.

With an argument it shows only the codes that match: a code
(stacking.over-limit), a group (stacking), or a rule number (5.1, which also
matches 5.1.x) — with --edition, in that edition's numbering.

--format markdown writes the catalogue as docs/RULES.md holds it.`,
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
