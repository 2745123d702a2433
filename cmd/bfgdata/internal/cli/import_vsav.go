package cli

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/vsav"
)

func newImportVSAVCommand(a *app) *cobra.Command {
	var edition, scenario, as, out, format string
	var force bool
	cmd := &cobra.Command{
		Use:   "vsav GAME.vsav [--as position|scenario] [--out FILE]",
		Short: "Read where every unit stands in a VASSAL saved game or log of the exported module",
		Long:  help("import-vsav"),
		Example: `  bfgdata import vsav turn3.vsav --out turn3.json
  bfgdata check --position turn3.json
  bfgdata combat --position turn3.json --attackers 2104,2204 --defender 2105
  bfgdata import vsav turn3.vlog --as scenario --out turn3-scenario.json`,
		Args: exactArgs("GAME.vsav"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkChoice("as", as, "position", "scenario"); err != nil {
				return err
			}
			if err := fileio.CheckWritable(out, force); err != nil {
				return err
			}
			name := args[0]
			raw, err := readBounded(name, vsav.MaxFileSize)
			if err != nil {
				return err
			}
			f, err := vsav.Read(raw)
			if err != nil {
				return fmt.Errorf("%s: %w", name, err)
			}
			if !cmd.Flags().Changed("edition") {
				if edition = f.EditionID(); edition == "" {
					return usagef("%s does not say which edition's module it was saved with (module %q); give --edition", name, f.Module)
				}
			}
			ed, err := a.loadEdition(edition)
			if err != nil {
				return err
			}
			if scenario == "" {
				if scenario = vsav.ScenarioNamed(ed, f.Description); scenario == "" {
					return usagef("%s does not name a scenario of edition %s (its description is %q); give --scenario (see bfgdata scenarios --edition %s)", name, ed.Info.ID, f.Description, ed.Info.ID)
				}
			}
			s, ok := ed.Scenario(scenario)
			if !ok {
				return usagef("--scenario %q: edition %s has no such scenario (see bfgdata scenarios --edition %s)", scenario, ed.Info.ID, ed.Info.ID)
			}
			r, err := vsav.Import(ed, s, f, name, vsav.Options{Boxes: as == "scenario"})
			if err != nil {
				return err
			}
			var doc []byte
			if as == "scenario" {
				doc, err = r.ScenarioFile(ed, s)
			} else {
				doc, err = r.Position(ed)
			}
			if err != nil {
				return err
			}
			rep := &vsav.Report{Result: r, As: as}
			switch {
			case out != "":
				if err := fileio.WriteBytes(out, force, doc); err != nil {
					return err
				}
				rep.Wrote = out
			case format == "json":
				rep.Document = doc
			default:
				if _, err := cmd.OutOrStdout().Write(doc); err != nil {
					return err
				}
			}
			if format == "json" {
				err = writeJSON(cmd.OutOrStdout(), rep)
			} else {
				err = rep.WriteText(cmd.ErrOrStderr())
			}
			if err == nil && r.Errors() > 0 {
				return invalidDataError{}
			}
			return err
		},
	}
	a.editionFlag(cmd, &edition, false, "the edition the game was played with (default: the one the saved game's module names)")
	cmd.Flags().StringVar(&scenario, "scenario", "", "the scenario whose terms apply (default: the one the saved game's description names, as a predefined setup's does)")
	cmd.Flags().StringVar(&as, "as", "position", "write the game as a position file (for combat, reach and check --position) or as a scenario (its setup replaced)")
	_ = cmd.RegisterFlagCompletionFunc("as", cobra.FixedCompletions([]string{"position", "scenario"}, cobra.ShellCompDirectiveNoFileComp))
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the position or scenario to this file instead of stdout")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// readBounded reads a regular file of at most limit bytes.
func readBounded(name string, limit int64) ([]byte, error) {
	f, err := fileio.OpenRegular(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%s is over %d bytes; no saved game is so big", name, limit)
	}
	return b, nil
}
