package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

func newHexCommand(a *app) *cobra.Command {
	var format, edition string
	cmd := &cobra.Command{
		Use:   "hex ID",
		Short: "Show a hex: neighbours and hexsides, and what the map says of it",
		Long:  help("hex"),
		Example: `  bfgdata hex 2105
  bfgdata hex 2613 --edition 1975
  bfgdata hex 3823 --format json`,
		Args: exactArgs("ID"),
		RunE: func(cmd *cobra.Command, args []string) error {
			h, err := model.ParseHex(args[0])
			if err != nil {
				return usageError{err}
			}
			m, err := a.loadMap(edition)
			if err != nil {
				return err
			}
			rep := explain.HexOf(h, edition, m)
			return writeResult(cmd.OutOrStdout(), format, rep, nil)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition whose map to read")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
