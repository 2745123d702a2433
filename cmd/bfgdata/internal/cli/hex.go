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
		Long: `Parse a four-digit hex id RRCC (row from the south edge, column from the west
edge; even rows sit half a hex east) and show its six neighbours and the six
hexsides between them, named "lower/higher".

It then shows what the --edition's map says of the hex: terrain, fortified,
city, port, country and theater, what each of its hexsides carries, the zones
it belongs to, and the notes that mention it. Every fact names its source and
whether that source is transcribed (a rulebook) or a reconstruction.`,
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
