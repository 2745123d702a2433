package cli

import (
	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/model"
)

// checkPosition is check --position: the file names its edition and
// scenario, so --scenario is left out and --edition, if given, must agree.
func (a *app) checkPosition(cmd *cobra.Command, file, edition, scenario, optional, format string) error {
	if scenario != "" {
		return usagef("--position names its scenario: leave out --scenario")
	}
	if !cmd.Flags().Changed("edition") {
		edition = ""
	}
	c, err := explain.CheckPositionFile(file, edition, explain.SplitList(optional), func(ed, _ string) (*model.Edition, error) {
		return a.loadEdition(ed)
	})
	if err != nil {
		return err
	}
	if err := writeResult(cmd.OutOrStdout(), format, c, nil); err != nil {
		return err
	}
	if !c.Valid {
		return invalidDataError{}
	}
	return nil
}
