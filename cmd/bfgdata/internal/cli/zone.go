package cli

import (
	"errors"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/suggest"
	"github.com/bfgdata/bfgdata/model/area"
)

func newZoneCommand(a *app) *cobra.Command {
	var format, edition string
	cmd := &cobra.Command{
		Use:   "zone NAME|ID",
		Short: "Show a zone of a map of zones: its borders and facts, with sources",
		Long:  help("zone"),
		Example: `  bfgdata zone seelow
  bfgdata zone --edition berlin-1945 "Frankfurt an der Oder"
  bfgdata zone tempelhof --format json`,
		Args: exactArgs("NAME|ID"),
		ValidArgsFunction: func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			ed, err := a.loadAreaEdition(edition)
			if err != nil || len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return ed.Map.ZoneIDs(), cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			ed, err := a.loadAreaEdition(edition)
			if err != nil {
				return err
			}
			rep, err := explain.ZoneOf(ed, args[0])
			var unknown *explain.UnknownZoneError
			if errors.As(err, &unknown) {
				return usageError{err}
			}
			return writeResult(cmd.OutOrStdout(), format, rep, err)
		},
	}
	cmd.Flags().StringVar(&edition, "edition", "", "the edition of the area kind whose zone to show (its id; may be left off when there is one)")
	_ = cmd.RegisterFlagCompletionFunc("edition", func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
		return a.areaEditions(), cobra.ShellCompDirectiveNoFileComp
	})
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// loadAreaEdition loads the area edition id, or the only one there is
// when id is empty.
func (a *app) loadAreaEdition(id string) (*area.Edition, error) {
	ids := a.areaEditions()
	if id == "" {
		if len(ids) != 1 {
			return nil, usagef("--edition is required: one of %s", strings.Join(ids, ", "))
		}
		id = ids[0]
	}
	if !slices.Contains(ids, id) {
		if slices.Contains(a.editions(), id) {
			return nil, usagef("--edition %q: a map of hexes, which has no zones of this kind; see bfgdata hex, or one of %s", id, strings.Join(ids, ", "))
		}
		return nil, usagef("--edition %q: want one of %s%s", id, strings.Join(ids, ", "), suggest.Hint(id, ids))
	}
	return area.LoadDir(a.data, id)
}
