package cli

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/diag"
)

// withFlags makes the command lines a message suggests runnable as the
// user's was: with the --data the user gave, which a package below the
// command line does not know of. A suggestion is "bfgdata" and one of
// commands (not "bfgdata workbook", nor a suggestion that names its own
// --data), after the start of the message, where "bfgdata move" is the
// command refusing its usage.
func withFlags(msg, dataDir string, commands []string) string {
	if dataDir == "" || len(commands) == 0 {
		return msg
	}
	hint := regexp.MustCompile(`([^\w-])bfgdata (` + strings.Join(commands, "|") + `)\b`)
	return hint.ReplaceAllString(msg, "${1}bfgdata --data "+shellWord(dataDir)+" $2")
}

// shellWord quotes a word for a shell when it needs it.
func shellWord(s string) string {
	if s != "" && strings.Trim(s, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./") == "" {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// forgotData is a hint for a scenario the editions in use lack when no
// --data was given, though an edition folder in the working folder (or a
// folder of editions there) holds it: the command line, args, to run
// again with --data.
func forgotData(err error, cmd *cobra.Command, dataDir string, args []string) string {
	var d *diag.Diagnostic
	if dataDir != "" || cmd == nil || !errors.As(err, &d) || d.Code != "scenario.unknown" {
		return ""
	}
	f := cmd.Flags().Lookup("scenario")
	if f == nil || f.Value.String() == "" || strings.ContainsAny(f.Value.String(), `/\*?[`) {
		return ""
	}
	id := f.Value.String()
	for _, pattern := range []string{"scenarios", "*/scenarios", "*/*/scenarios"} {
		found, _ := filepath.Glob(filepath.Join(pattern, id+".json"))
		for _, file := range found {
			edition := filepath.Dir(filepath.Dir(file))
			if st, err := os.Stat(filepath.Join(edition, "edition.json")); err != nil || !st.Mode().IsRegular() {
				continue
			}
			line := []string{"bfgdata", "--data", shellWord(filepath.ToSlash(edition))}
			for _, a := range args {
				line = append(line, shellWord(a))
			}
			return "; " + id + " is a scenario of the edition folder " + filepath.ToSlash(edition) + ": " + strings.Join(line, " ")
		}
	}
	return ""
}
