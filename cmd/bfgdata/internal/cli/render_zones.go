package cli

import (
	"io"
	"slices"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/model/area"
	"github.com/bfgdata/bfgdata/render/zonemap"
)

// hexOnlyMapFlags are render map's flags that only a map of hexes has.
var hexOnlyMapFlags = []string{"scenario", "pages", "hex-size", "labels", "provenance"}

// renderZoneMap draws an area edition's zone map for render map, to out or
// stdout; it reports false when edition is not of the area kind.
func (a *app) renderZoneMap(cmd *cobra.Command, edition, out string, force bool) (bool, error) {
	if !slices.Contains(a.areaEditions(), edition) {
		return false, nil
	}
	for _, f := range hexOnlyMapFlags {
		if cmd.Flags().Changed(f) {
			return true, usagef("--%s: edition %s is a map of zones, which this flag does not apply to; leave it off", f, edition)
		}
	}
	ed, err := area.LoadDir(a.data, edition)
	if err != nil {
		return true, err
	}
	draw := func(w io.Writer) error { return zonemap.ZoneMap(w, ed, zonemap.Options{}) }
	if out == "" {
		return true, draw(cmd.OutOrStdout())
	}
	return true, fileio.WriteNew(out, force, draw)
}
