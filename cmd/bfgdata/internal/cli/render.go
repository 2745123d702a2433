package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/sheets"
)

func newRenderCommand(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render",
		Short: "Draw and print an edition's data: the map, setup sheets, counter sheets",
		Long:  help("render"),
	}
	cmd.AddCommand(newRenderMapCommand(a), newRenderSetupCommand(a), newRenderCountersCommand(a))
	return cmd
}

func newRenderMapCommand(a *app) *cobra.Command {
	var edition string
	var j sheets.MapJob
	cmd := &cobra.Command{
		Use:   "map",
		Short: "Draw an edition's map as a printable SVG, or cut into pages",
		Long:  help("render-map"),
		Example: `  bfgdata render map --edition 1994 --out map-1994.svg
  bfgdata render map --edition 1975 --hex-size 16mm --provenance > check.svg
  bfgdata render map --edition 1994 --scenario historical --pages letter --out map.html`,
		Args: maxArgs(0, "none"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if zones, err := a.renderZoneMap(cmd, edition, j.Out, j.Force); zones {
				return err
			}
			opts, paper, err := j.Check()
			if err != nil {
				return usageError{err}
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			line, err := j.Write(ed, opts, paper, cmd.OutOrStdout())
			if line == "" {
				return err
			}
			return say(cmd, line, err)
		},
	}
	a.editionFlag(cmd, &edition, true, "whose map to draw")
	cmd.Flags().StringVar(&j.Scenario, "scenario", "", "draw this scenario's starting units on the map (see bfgdata scenarios)")
	cmd.Flags().StringVarP(&j.Out, "out", "o", "", "write the SVG to this file instead of stdout")
	mapLookFlags(cmd, &j)
	cmd.Flags().BoolVar(&j.Force, "force", false, "replace --out if it exists")
	return cmd
}

// mapLookFlags are the flags that choose how a map is drawn, the same for
// render map and game render.
func mapLookFlags(cmd *cobra.Command, j *sheets.MapJob) {
	cmd.Flags().StringVar(&j.HexSize, "hex-size", "0.75in", "printed hex size across the flats, in in, mm, cm or pt")
	cmd.Flags().BoolVar(&j.Labels, "labels", true, "print each hex's id (--labels=false leaves them off)")
	cmd.Flags().BoolVar(&j.Provenance, "provenance", false, "shade hexes by the kind of source of their data")
	cmd.Flags().StringVar(&j.Pages, "pages", "", "cut the map into pages of this paper ("+sheets.PaperNames()+"), with an assembly key, as one HTML file")
	_ = cmd.RegisterFlagCompletionFunc("pages", cobra.FixedCompletions([]string{sheets.Letter.Name, sheets.A4.Name}, cobra.ShellCompDirectiveNoFileComp))
}
