package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/rules"
)

// oddsReport is what `bfgdata odds` prints, also as JSON.
type oddsReport struct {
	Edition         string         `json:"edition"`
	Attack          int            `json:"attack"`
	Defense         int            `json:"defense"`
	Factors         []oddsFactor   `json:"factors"`
	Multiplier      int            `json:"multiplier"`
	ModifiedDefense int            `json:"modifiedDefense"`
	Ratio           string         `json:"ratio"`
	Column          string         `json:"column"`
	Clamped         string         `json:"clamped,omitempty"`
	Die             int            `json:"die,omitempty"`
	Results         []oddsDieEntry `json:"results"`
	// ExchangeLoss is the printed attack an Ex costs the attacker.
	ExchangeLoss int `json:"exchangeLoss"`
}

type oddsFactor struct {
	ID         string `json:"id"`
	Multiplier int    `json:"multiplier"`
	Rule       string `json:"rule,omitempty"`
}

type oddsDieEntry struct {
	Die      int          `json:"die"`
	Code     string       `json:"code"`
	Name     string       `json:"name"`
	Attacker model.Effect `json:"attacker"`
	Defender model.Effect `json:"defender"`
}

func newOddsCommand(a *app) *cobra.Command {
	var edition, format, terrain string
	var multiplier, die int
	cmd := &cobra.Command{
		Use:   "odds ATTACK DEFENSE",
		Short: "Work out combat odds and look up the Combat Results Table",
		Long: `Odds multiplies the printed DEFENSE by the terrain (given as a multiplier or
as Terrain Effects Chart entries, combined by the chart's rule: add them and
subtract one), compares ATTACK to it, rounds the ratio in the defender's
favour onto a CRT column (clamped to 1-4 … 7-1), and prints the result for
--die, or the whole column when no die is given.

--terrain applies the entries as given; whether a river counts (every
attacker across it) or a fortification counts (German defenders) is for you
to say here.`,
		Example: `  bfgdata odds 19 6 --terrain broken,fortified --die 1
  bfgdata odds 26 9
  bfgdata odds 21 5 --edition 1975 --format json`,
		Args: exactArgs("ATTACK", "DEFENSE"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			if err := a.checkEdition(edition); err != nil {
				return err
			}
			attack, err := positiveArg("ATTACK", args[0])
			if err != nil {
				return err
			}
			defense, err := positiveArg("DEFENSE", args[1])
			if err != nil {
				return err
			}
			if cmd.Flags().Changed("multiplier") && terrain != "" {
				return usagef("give --multiplier or --terrain, not both")
			}
			ed, err := model.LoadEdition(a.data, edition)
			if err != nil {
				return err
			}
			rep := oddsReport{Edition: edition, Attack: attack, Defense: defense, Factors: []oddsFactor{}, ExchangeLoss: defense}
			switch {
			case terrain != "":
				fs, err := rules.TerrainFactors(ed.TEC, splitList(terrain))
				if err != nil {
					return usageError{err}
				}
				for _, f := range fs {
					rep.Factors = append(rep.Factors, oddsFactor{ID: f.ID, Multiplier: f.Multiplier, Rule: f.Rule})
				}
				if rep.Multiplier, err = rules.CombineMultipliers(ed.TEC.Combine.Method, fs); err != nil {
					return err
				}
			case cmd.Flags().Changed("multiplier"):
				if multiplier < 1 {
					return usagef("--multiplier must be at least 1, got %d", multiplier)
				}
				rep.Multiplier = multiplier
			default:
				rep.Multiplier = 1
			}
			rep.ModifiedDefense = defense * rep.Multiplier
			o, err := rules.ComputeOdds(ed.CRT, attack, rep.ModifiedDefense)
			if err != nil {
				return usageError{err}
			}
			rep.Ratio, rep.Column, rep.Clamped = o.Ratio(), o.Column.ID, o.Clamped
			dice := []int{}
			if cmd.Flags().Changed("die") {
				if die < 1 || die > ed.CRT.Die.Sides {
					return usagef("--die %d: the die has %d sides", die, ed.CRT.Die.Sides)
				}
				rep.Die = die
				dice = append(dice, die)
			} else {
				for d := 1; d <= ed.CRT.Die.Sides; d++ {
					dice = append(dice, d)
				}
			}
			for _, d := range dice {
				r, err := rules.Resolve(ed.CRT, o, d)
				if err != nil {
					return err
				}
				rep.Results = append(rep.Results, oddsDieEntry{Die: d, Code: r.Code, Name: r.Name, Attacker: r.Attacker, Defender: r.Defender})
			}
			if format == "json" {
				return writeJSON(cmd.OutOrStdout(), rep)
			}
			return writeOddsText(cmd, rep, ed.CRT)
		},
	}
	a.editionFlag(cmd, &edition, "1994", "whose CRT and TEC to use")
	formatFlag(cmd, &format, "text", "json")
	cmd.Flags().StringVar(&terrain, "terrain", "", "comma-separated TEC entries that apply, e.g. broken,river,fortified")
	cmd.Flags().IntVar(&multiplier, "multiplier", 1, "defense multiplier, instead of --terrain")
	cmd.Flags().IntVar(&die, "die", 0, "the die roll; without it, all results of the column")
	return cmd
}

func positiveArg(name, s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 {
		return 0, usagef("%s %q: want a whole number of at least 1", name, s)
	}
	return n, nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func writeOddsText(cmd *cobra.Command, rep oddsReport, crt *model.CRT) error {
	out := cmd.OutOrStdout()
	fmt.Fprintf(out, "edition %s, CRT rule %s\n", rep.Edition, crt.Rule)
	fmt.Fprintf(out, "attack   %d\n", rep.Attack)
	if len(rep.Factors) > 0 || rep.Multiplier != 1 {
		var parts []string
		for _, f := range rep.Factors {
			parts = append(parts, fmt.Sprintf("%s x%d", f.ID, f.Multiplier))
		}
		how := ""
		if len(parts) > 0 {
			how = " (" + strings.Join(parts, ", ") + ")"
		}
		fmt.Fprintf(out, "defense  %d x %d = %d%s\n", rep.Defense, rep.Multiplier, rep.ModifiedDefense, how)
	} else {
		fmt.Fprintf(out, "defense  %d\n", rep.Defense)
	}
	clamp := " (rounded in the defender's favour)"
	switch rep.Clamped {
	case "above":
		clamp = " (better than the table: resolved on its last column)"
	case "below":
		clamp = " (worse than the table: resolved on its first column)"
	}
	fmt.Fprintf(out, "odds     %s -> %s%s\n", rep.Ratio, rep.Column, clamp)
	for _, r := range rep.Results {
		fmt.Fprintf(out, "die %d    %-2s  %s%s\n", r.Die, r.Code, r.Name, exchangeNote(r, rep.ExchangeLoss))
	}
	return nil
}

func exchangeNote(r oddsDieEntry, loss int) string {
	if r.Attacker != model.EffectExchange {
		return ""
	}
	return fmt.Sprintf(": the defenders are eliminated and the attacker loses units with printed attack of %d or more in all", loss)
}
