package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/render"
)

func newRenderCommand(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "render",
		Short: "Draw and print an edition's data: the map, setup sheets, counter sheets",
		Long: `Render draws what players print: the map as an SVG at its real size or cut
into pages a home printer takes (render map --pages), a scenario's setup
sheet (render setup) and the counter sheets (render counters). The printed
documents are single HTML files with their drawings inline; print them from
a browser at 100% (no "fit to page") and every length comes out true.`,
	}
	cmd.AddCommand(newRenderMapCommand(a), newRenderSetupCommand(a), newRenderCountersCommand(a))
	return cmd
}

func newRenderMapCommand(a *app) *cobra.Command {
	var edition string
	var j render.MapJob
	cmd := &cobra.Command{
		Use:   "map",
		Short: "Draw an edition's map as a printable SVG, or cut into pages",
		Long: `Map draws the edition's map as an SVG at its real print size: terrain,
fortified hexes, rivers, lakes and blocked hexsides, the Theater Boundary and
the Yugoslav border (derived from the hexes' regions), cities with their
victory points, ports, zones and every hex's id, with a legend and title
block beside the map. Each part is an Inkscape layer.

--provenance shades every hex by the kind of source its data rests on, so an
owner of the printed map sees which hexes are reconstructions to check.

--pages letter (or a4) prints the map at home instead: one HTML file whose
first page shows how the pages fit, then the map at its true size cut into
pages that overlap by half an inch, each with its label (row letter, column
number), its neighbours, registration targets on the shared bands, dashed
cut lines and a 1-inch bar to check the print scale. Print it at 100%.

Without --out the SVG goes to stdout. --out never replaces an existing file
unless --force is given, and writes through a temporary file, so a failed
run leaves no half-written map behind.`,
		Example: `  bfgdata render map --edition 1994 --out map-1994.svg
  bfgdata render map --edition 1975 --hex-size 16mm --provenance > check.svg
  bfgdata render map --edition 1994 --scenario historical --pages letter --out map.html`,
		Args: maxArgs(0, "none"),
		RunE: func(cmd *cobra.Command, _ []string) error {
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
func mapLookFlags(cmd *cobra.Command, j *render.MapJob) {
	cmd.Flags().StringVar(&j.HexSize, "hex-size", "0.75in", "printed hex size across the flats, in in, mm, cm or pt")
	cmd.Flags().BoolVar(&j.Labels, "labels", true, "print each hex's id (--labels=false leaves them off)")
	cmd.Flags().BoolVar(&j.Provenance, "provenance", false, "shade hexes by the kind of source of their data")
	cmd.Flags().StringVar(&j.Pages, "pages", "", "cut the map into pages of this paper ("+render.PaperNames()+"), with an assembly key, as one HTML file")
	_ = cmd.RegisterFlagCompletionFunc("pages", cobra.FixedCompletions([]string{render.Letter.Name, render.A4.Name}, cobra.ShellCompDirectiveNoFileComp))
}
