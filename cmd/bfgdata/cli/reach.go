package cli

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

// reachReport is what `bfgdata reach` prints, also as JSON.
type reachReport struct {
	Edition   string       `json:"edition"`
	Scenario  string       `json:"scenario"`
	Unit      string       `json:"unit"`
	From      string       `json:"from"`
	Allowance int          `json:"allowance"`
	Hexes     []reachEntry `json:"hexes"`
	Exits     []string     `json:"exits"`
}

type reachEntry struct {
	Hex      string `json:"hex"`
	Cost     int    `json:"cost"`
	EnemyZOC bool   `json:"enemyZOC"`
	CanEnd   bool   `json:"canEnd"`
	Why      string `json:"why,omitempty"`
}

func newReachCommand(a *app) *cobra.Command {
	var edition, scenario, unit, format string
	var allowance int
	cmd := &cobra.Command{
		Use:   "reach --edition E --scenario S --unit ID",
		Short: "List the hexes a unit can reach from a scenario's starting position",
		Long: `Reach works out, from the scenario's starting position, every hex the unit
can move to in one Movement Phase and what it costs: terrain and river
costs, prohibited hexes and hexsides, enemy units, enemy zones of control
(a unit stops on entering one and never moves straight from one to
another), the Theater Boundary and the Yugoslav border. A hex the unit can
pass through but not stop in (stacking) is marked. German units also get
the edge hexes they could leave the map from (four movement points).

--allowance overrides the movement allowance, e.g. double for a German
replacement on its turn of return.`,
		Example: `  bfgdata reach --edition 1994 --scenario historical --unit 5-us
  bfgdata reach --edition 1975 --scenario historical --unit 12-ss --format json`,
		Args: exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			if unit == "" {
				return usagef("--unit is required")
			}
			if allowance < 0 {
				return usagef("--allowance must not be negative")
			}
			pos, err := a.startingPosition(edition, scenario)
			if err != nil {
				return err
			}
			u, err := pos.unit(unit)
			if err != nil {
				return err
			}
			res, err := pos.sit.Reach(u.ID, allowance)
			if err != nil {
				return err
			}
			rep := reachReport{Edition: edition, Scenario: scenario, Unit: u.ID, From: u.Hex.String(), Allowance: res.Allowance, Hexes: []reachEntry{}, Exits: []string{}}
			for _, h := range res.Hexes {
				rep.Hexes = append(rep.Hexes, reachEntry{Hex: h.Hex.String(), Cost: h.Cost, EnemyZOC: h.EnemyZOC, CanEnd: h.CanEnd, Why: h.Why})
			}
			for _, h := range res.Exits {
				rep.Exits = append(rep.Exits, h.String())
			}
			out := cmd.OutOrStdout()
			if format == "json" {
				return writeJSON(out, rep)
			}
			fmt.Fprintf(out, "%s (%s, %s) from %s with %d movement points: %d hexes\n", u.ID, u.Stats(), u.Force, rep.From, rep.Allowance, len(rep.Hexes))
			tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "HEX\tCOST\tNOTE")
			for _, h := range rep.Hexes {
				note := ""
				if h.EnemyZOC {
					note = "enemy ZOC: must stop"
				}
				if !h.CanEnd {
					note = "pass only: " + h.Why
				}
				fmt.Fprintf(tw, "%s\t%d\t%s\n", h.Hex, h.Cost, note)
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			if len(rep.Exits) > 0 {
				fmt.Fprintf(out, "may leave the map from: %v\n", rep.Exits)
			}
			return nil
		},
	}
	a.editionFlag(cmd, &edition, "1994", "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "scenario id (see bfgdata scenarios)")
	cmd.Flags().StringVar(&unit, "unit", "", "counter id of the unit to move")
	cmd.Flags().IntVar(&allowance, "allowance", 0, "movement points to use instead of the unit's allowance")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}
