package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/fanmap"
	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
	"github.com/bfgdata/bfgdata/model"
)

func newMapCommand(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "map",
		Short: "Draft a map from geography and a fan reading, or sum one up",
		Long: `Map works on an edition's map.json: "map stats" sums up a bundled map and
says how much of it is transcribed from the rulebooks and how much
reconstructed; "map fan" turns a hex-by-hex reading of a fan redrawing of the
printed map into a map layer; "map draft" drafts a map from GeoJSON
geography and applies a corrections file, with the layers it lists, on top.`,
	}
	cmd.AddCommand(newMapDraftCommand(), newMapFanCommand(a), newMapStatsCommand(a))
	return cmd
}

func newMapDraftCommand() *cobra.Command {
	var config, geo, corrections, out string
	var force bool
	cmd := &cobra.Command{
		Use:   "draft --config FILE --geo DIR",
		Short: "Draft a map from GeoJSON and a draft config, then apply corrections",
		Long: `Draft fits the config's anchor hexes to their places, samples every hex of
the grid against the GeoJSON files in --geo (land, countries, mountains,
rivers, towns, as the config's rules say) and prints what it did: the fit
and its residuals, counts, and anything that matched nothing. With
--corrections it then applies a corrections file and reports each
correction.

With --out it writes the map as canonical JSON, through a temporary file and
a rename; an existing file is replaced only with --force. The bundled maps
are made this way:

  bfgdata map draft --config data/1994/map-draft.json --geo GEO \
    --corrections data/1994/map-corrections.json --out data/1994/map.json --force`,
		Example: `  bfgdata map draft --config data/1994/map-draft.json --geo ./geo
  bfgdata map draft --config data/1975/map-draft.json --geo ./geo \
    --corrections data/1975/map-corrections.json --out /tmp/map.json`,
		Args: maxArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if config == "" || geo == "" {
				return usagef("map draft needs --config and --geo")
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			m, err := mapfix.DraftCorrected(w, config, geo, corrections)
			if err != nil {
				return err
			}
			return fileio.WriteEncoded(w, out, force, func() ([]byte, error) { return model.Encode(m) })
		},
	}
	f := cmd.Flags()
	f.StringVar(&config, "config", "", "draft config (JSON), e.g. data/1994/map-draft.json")
	f.StringVar(&geo, "geo", "", "folder holding the GeoJSON files the config names")
	f.StringVar(&corrections, "corrections", "", "corrections file to apply after drafting")
	f.StringVar(&out, "out", "", "write the map here (canonical JSON)")
	f.BoolVar(&force, "force", false, "replace --out if it exists")
	return cmd
}

func newMapFanCommand(a *app) *cobra.Command {
	var facts, out, compare string
	var force bool
	cmd := &cobra.Command{
		Use:   "fan --facts FILE",
		Short: "Turn a reading of a fan redrawing of the map into a map layer",
		Long: `Fan reads a hex-by-hex reading of a fan redrawing of the printed map (JSON
keyed by RRCC hex ids: terrain, cities with victory points, fortified
hexes, river and other drawn hexsides, the hexes inside the Yugoslav
border) and prints what it holds, with a check that the Yugoslav hexes give
the border drawn. --compare measures an edition's map against the reading:
terrain, fortified hexes, cities and their victory points, river and other
drawn hexsides, and the Yugoslav border. With --out it writes the reading as a map layer, which a
corrections file lists under "layers": within the rows the reading covers
the layer replaces the geography draft's terrain, fortifications, cities,
hexsides and Yugoslav and Swiss hexes, before any correction applies.

The bundled layer is made with:

  bfgdata map fan --facts fan-map/facts.json \
    --out data/1975/map-fan.json --force`,
		Example: `  bfgdata map fan --facts facts.json
  bfgdata map fan --facts facts.json --compare 1994
  bfgdata map fan --facts facts.json --out data/1975/map-fan.json --force`,
		Args: maxArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if facts == "" {
				return usagef("map fan needs --facts")
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			r, err := fanmap.ReadFile(facts)
			if err != nil {
				return err
			}
			if compare != "" {
				m, err := a.loadMap(compare)
				if err != nil {
					return err
				}
				if err := r.Compare(compare, m); err != nil {
					return err
				}
			}
			w := cmd.OutOrStdout()
			if err := r.WriteText(w); err != nil {
				return err
			}
			return fileio.WriteEncoded(w, out, force, r.Encode)
		},
	}
	f := cmd.Flags()
	f.StringVar(&facts, "facts", "", "the reading (JSON), e.g. fan-map/facts.json")
	f.StringVar(&out, "out", "", "write the layer here")
	f.StringVar(&compare, "compare", "", "an edition whose map to measure against the reading")
	f.BoolVar(&force, "force", false, "replace --out if it exists")
	return cmd
}

func newMapStatsCommand(a *app) *cobra.Command {
	var edition, format string
	cmd := &cobra.Command{
		Use:   "stats",
		Short: "Sum up a bundled map: terrain, hexsides, cities, zones and provenance",
		Long: `Stats counts a bundled map's hexes per terrain, hexsides per type (and per
named river or lake), cities and their victory points, and zones, and says
what its facts rest on: per source, how many hex facts, hexsides and zones
cite it, and whether that source is transcribed (a rulebook or errata) or a
reconstruction (geography, set-up inference, fan material, judgement).`,
		Example: `  bfgdata map stats
  bfgdata map stats --edition 1975 --format json`,
		Args: maxArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			m, err := a.loadMap(edition)
			if err != nil {
				return err
			}
			return writeResult(cmd.OutOrStdout(), format, explain.MapStatsOf(edition, m), nil)
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// loadMap loads an edition's map.
func (a *app) loadMap(edition string) (*model.Map, error) {
	ed, err := a.loadEdition(edition)
	if err != nil {
		return nil, err
	}
	if ed.Map == nil {
		return nil, usagef("edition %s lists no map file", edition)
	}
	return ed.Map, nil
}
