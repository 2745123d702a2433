package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/zonedraft"
	"github.com/bfgdata/bfgdata/model/area"
)

// newMapZonesCommand drafts the zones and borders of an area edition's map,
// as map draft does a hex map.
func newMapZonesCommand() *cobra.Command {
	var config, geo, out, format string
	var force bool
	cmd := &cobra.Command{
		Use:   "zones --config FILE --geo DIR",
		Short: "Draft an area map's zone anchors, indexes, sides and borders from GeoJSON",
		Long:  help("map-zones"),
		Example: `  bfgdata map zones --config data/berlin-1945/zone-draft.json --geo ./geo
  bfgdata map zones --config data/berlin-1945/zone-draft.json --geo ./geo \
    --out data/berlin-1945/zones.json --force`,
		Args: maxArgs(0, "no arguments"),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if config == "" || geo == "" {
				return usagef("map zones needs --config and --geo")
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			m, rep, err := zonedraft.DraftFiles(config, geo)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if format == "json" {
				if err := writeJSON(w, rep); err != nil {
					return err
				}
				return fileio.WriteEncoded(cmd.ErrOrStderr(), out, force, func() ([]byte, error) { return area.Encode(m) })
			}
			if err := rep.Write(w); err != nil {
				return err
			}
			return fileio.WriteEncoded(w, out, force, func() ([]byte, error) { return area.Encode(m) })
		},
	}
	f := cmd.Flags()
	f.StringVar(&config, "config", "", "zone draft config (JSON), e.g. data/berlin-1945/zone-draft.json")
	f.StringVar(&geo, "geo", "", "folder holding the GeoJSON files the config names")
	f.StringVar(&out, "out", "", "write the area map here (canonical JSON)")
	f.BoolVar(&force, "force", false, "replace --out if it exists")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
