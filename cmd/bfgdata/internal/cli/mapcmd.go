package cli

import (
	"slices"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/fanmap"
	"github.com/bfgdata/bfgdata/internal/importers/mapfix"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/model/area"
)

func newMapCommand(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "map",
		Short: "Draft a map from geography and a fan reading, or sum one up",
		Long:  help("map"),
	}
	cmd.AddCommand(newMapDraftCommand(), newMapZonesCommand(), newMapFanCommand(a), newMapStatsCommand(a))
	return cmd
}

func newMapDraftCommand() *cobra.Command {
	var config, geo, corrections, out string
	var force bool
	cmd := &cobra.Command{
		Use:   "draft --config FILE --geo DIR",
		Short: "Draft a map from GeoJSON and a draft config, then apply corrections",
		Long:  help("map-draft"),
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
		Long:  help("map-fan"),
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
		Long:  help("map-stats"),
		Example: `  bfgdata map stats
  bfgdata map stats --edition 1975 --format json
  bfgdata map stats --edition berlin-1945`,
		Args: maxArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if slices.Contains(a.areaEditions(), edition) {
				ed, err := area.LoadDir(a.data, edition)
				if err != nil {
					return err
				}
				return writeResult(cmd.OutOrStdout(), format, explain.AreaMapStatsOf(ed), nil)
			}
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
