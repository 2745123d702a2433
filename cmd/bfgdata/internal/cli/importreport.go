package cli

import (
	"io"
	"os"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/intake"
)

// orReport returns err, or else reports an import that stopped on its
// problems.
func orReport(err error, cmd *cobra.Command, format string, res *intake.Result, out string) error {
	if err != nil {
		return err
	}
	return finishImport(cmd, format, res, out, nil)
}

// finishImport prints the report (JSON on stdout, text on stderr) and
// turns the verdict into the exit status: 0 written, 1 invalid data, 2 a
// request that cannot be done.
func finishImport(cmd *cobra.Command, format string, res *intake.Result, out string, written []string) error {
	rep := res.Report(out, written)
	var err error
	if format == "json" {
		err = rep.WriteJSON(cmd.OutOrStdout())
	} else {
		err = rep.WriteText(cmd.ErrOrStderr())
	}
	if err != nil {
		return err
	}
	switch res.Verdict() {
	case intake.Refused:
		return usagef("%s: not imported; nothing was written", res.Input)
	case intake.Invalid:
		return invalidDataError{}
	}
	return nil
}

// openInput opens a file to read, or standard input for "-".
func openInput(cmd *cobra.Command, name string) (io.Reader, func(), error) {
	if name == "-" {
		return cmd.InOrStdin(), func() {}, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, nil, usagef("%v", err)
	}
	return f, func() { f.Close() }, nil
}

// writeOrPrint writes data to the file out, or to stdout without one, and
// lists the file written.
func writeOrPrint(cmd *cobra.Command, out string, force bool, data []byte) ([]string, error) {
	if out == "" {
		_, err := cmd.OutOrStdout().Write(data)
		return nil, err
	}
	if err := fileio.WriteNew(out, force, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
		return nil, err
	}
	return []string{out}, nil
}
