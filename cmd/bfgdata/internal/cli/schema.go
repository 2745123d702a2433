package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/schema"
)

func newSchemaCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "schema [NAME]",
		Short: "List the embedded JSON Schemas, or print one",
		Long:  help("schema"),
		Example: `  bfgdata schema
  bfgdata schema scenario > scenario.schema.json`,
		Args:              maxArgs(1, "NAME"),
		ValidArgsFunction: cobra.FixedCompletions(schema.Names(), cobra.ShellCompDirectiveNoFileComp),
		RunE: func(cmd *cobra.Command, args []string) error {
			out := cmd.OutOrStdout()
			if len(args) == 1 {
				b, err := schema.Source(args[0])
				if err != nil {
					return usageError{err}
				}
				_, err = out.Write(b)
				return err
			}
			return schema.WriteList(out)
		},
	}
}
