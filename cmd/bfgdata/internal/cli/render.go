package cli

import (
	"fmt"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/render"
	"github.com/bfgdata/bfgdata/model"
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
	var edition, scenario, out, hexSize, pages string
	var labels, provenance, force bool
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
			size, err := parseHexSize(hexSize)
			if err != nil {
				return err
			}
			if pages != "" {
				if _, err := paperFlag("pages", pages); err != nil {
					return err
				}
				if out == "" || !strings.EqualFold(filepath.Ext(out), ".html") {
					return usagef("--pages writes an HTML document of pages: give --out FILE.html")
				}
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			if ed.Map == nil {
				return usagef("edition %s has no map file yet (its edition.json lists no files.map), so there is no map to render", edition)
			}
			opts := render.Options{HexSize: size, HideHexIDs: !labels, Provenance: provenance, Edition: &ed.Info}
			if scenario != "" {
				setup, err := explain.SetupOf(ed, scenario)
				if err != nil {
					return err
				}
				opts.Units, opts.Scenario = setup.Units, setup.Name
			}
			if pages != "" {
				return renderMapPages(cmd, ed.Map, ed.TEC, opts, pages, out, force)
			}
			draw := func(w io.Writer) error { return render.Map(w, ed.Map, ed.TEC, opts) }
			if out == "" {
				return draw(cmd.OutOrStdout())
			}
			return writeNewFile(out, force, draw)
		},
	}
	a.editionFlag(cmd, &edition, true, "whose map to draw")
	cmd.Flags().StringVar(&scenario, "scenario", "", "draw this scenario's starting units on the map (see bfgdata scenarios)")
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the SVG to this file instead of stdout")
	cmd.Flags().StringVar(&hexSize, "hex-size", "0.75in", "printed hex size across the flats, in in, mm, cm or pt")
	cmd.Flags().BoolVar(&labels, "labels", true, "print each hex's id (--labels=false leaves them off)")
	cmd.Flags().BoolVar(&provenance, "provenance", false, "shade hexes by the kind of source of their data")
	cmd.Flags().StringVar(&pages, "pages", "", "cut the map into pages of this paper ("+render.PaperNames()+"), with an assembly key, as one HTML file")
	_ = cmd.RegisterFlagCompletionFunc("pages", cobra.FixedCompletions([]string{render.Letter.Name, render.A4.Name}, cobra.ShellCompDirectiveNoFileComp))
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	return cmd
}

// renderMapPages writes the map cut into pages and says how many.
func renderMapPages(cmd *cobra.Command, m *model.Map, tec *model.TEC, opts render.Options, pages, out string, force bool) error {
	paper, err := paperFlag("pages", pages)
	if err != nil {
		return err
	}
	var printed render.Printed
	err = writeNewFile(out, force, func(w io.Writer) error {
		printed, err = render.MapPages(w, m, tec, opts, paper)
		return err
	})
	if err != nil {
		return err
	}
	side := "portrait"
	if printed.Paper.Landscape() {
		side = "landscape"
	}
	_, err = fmt.Fprintf(cmd.ErrOrStderr(), "wrote %s: the map in %d pages of %s %s (an assembly key and %d map pages)\n",
		out, printed.Pages, printed.Paper.Title, side, printed.Pages-1)
	return err
}

// parseHexSize reads a length such as "0.75in", "19mm", "1.9cm" or "54pt"
// and returns inches. A bare number is inches.
func parseHexSize(s string) (float64, error) {
	inches, err := parseLength(s)
	if err != nil || inches <= 0 {
		return 0, usagef("--hex-size %q: want a positive length such as 0.75in, 19mm, 1.9cm or 54pt", s)
	}
	if inches > render.MaxHexSize {
		return 0, usagef("--hex-size %q is %.2f inches across; want at most %v (did you mean mm?)", s, inches, render.MaxHexSize)
	}
	return inches, nil
}

// maxLengthInput bounds what parseLength reads: no length needs more.
const maxLengthInput = 64

// parseLength reads a length — a number or a fraction such as 5/8, then
// in, mm, cm or pt (inches when none) — and returns inches.
// maxLengthInches bounds any length given on the command line.
const maxLengthInches = 1000

func parseLength(s string) (float64, error) {
	if len(s) > maxLengthInput {
		return 0, fmt.Errorf("length %.20q… is too long", s)
	}
	units := []struct {
		suffix  string
		perInch float64
	}{{"in", 1}, {"mm", 25.4}, {"cm", 2.54}, {"pt", 72}}
	t := strings.TrimSpace(strings.ToLower(s))
	perInch := 1.0
	for _, u := range units {
		if strings.HasSuffix(t, u.suffix) {
			t, perInch = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.perInch
			break
		}
	}
	num, den := t, "1"
	if a, b, ok := strings.Cut(t, "/"); ok {
		num, den = strings.TrimSpace(a), strings.TrimSpace(b)
	}
	n, err := strconv.ParseFloat(num, 64)
	if err != nil {
		return 0, fmt.Errorf("length %q: %q is not a number", s, num)
	}
	d, err := strconv.ParseFloat(den, 64)
	if err != nil || d == 0 {
		return 0, fmt.Errorf("length %q: %q is not a divisor", s, den)
	}
	v := n / d / perInch
	if math.IsNaN(v) || math.IsInf(v, 0) {
		return 0, fmt.Errorf("length %q is not a finite number", s)
	}
	// Nothing printed is a thousand inches long; the bound keeps every
	// size computed from a length far from overflow.
	if math.Abs(v) > maxLengthInches {
		return 0, fmt.Errorf("length %q is over %d inches", s, maxLengthInches)
	}
	return v, nil
}
