package cli

import (
	"errors"
	"fmt"
	"github.com/bfgdata/bfgdata/diag"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing/fstest"

	"github.com/spf13/cobra"

	"github.com/bfgdata/bfgdata/catalog"
	"github.com/bfgdata/bfgdata/internal/explain"
	"github.com/bfgdata/bfgdata/internal/fileio"
	"github.com/bfgdata/bfgdata/internal/importers/csvsetup"
	"github.com/bfgdata/bfgdata/internal/importers/xlsx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/validate"
)

func newImportCommand(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "import",
		Short: "Read data written in another format (xlsx, csv) into JSON",
		Args:  exactArgs(),
		RunE: func(cmd *cobra.Command, _ []string) error {
			return usagef("name a format: bfgdata import xlsx book.xlsx --out DIR, or bfgdata import csv setup.csv --edition E --scenario S")
		},
	}
	cmd.AddCommand(newImportXLSXCommand(a), newImportCSVCommand(a))
	return cmd
}

// importLine is one problem an import reports: at a cell of the workbook or
// a field of the CSV when the value came from there, else at a file.
type importLine struct {
	Severity string `json:"severity"`
	Code     string `json:"code"`
	Message  string `json:"message"`
	Rule     string `json:"rule,omitempty"`
	// Sheet and Cell, or Line and Column of the input; File with Line and
	// Column for a value of a file the input does not hold.
	Sheet  string `json:"sheet,omitempty"`
	Cell   string `json:"cell,omitempty"`
	File   string `json:"file,omitempty"`
	Line   int    `json:"line,omitempty"`
	Column int    `json:"column,omitempty"`
	text   string
}

// importReport is what an import prints with --format json.
type importReport struct {
	Input    string       `json:"input"`
	Valid    bool         `json:"valid"`
	Output   string       `json:"output,omitempty"`
	Written  []string     `json:"written"`
	Problems []importLine `json:"problems"`
}

// finish prints the report, then done (the summary of what was written,
// for text), and turns the verdict into the exit status: 0 written, 1
// invalid data, 2 a request that cannot be done.
func (r *importReport) finish(cmd *cobra.Command, format string, done ...string) error {
	if r.Written == nil {
		r.Written = []string{}
	}
	if r.Problems == nil {
		r.Problems = []importLine{}
	}
	out := cmd.OutOrStdout()
	if format == "json" {
		if err := writeJSON(out, r); err != nil {
			return err
		}
	} else {
		for _, p := range r.Problems {
			fmt.Fprintln(cmd.ErrOrStderr(), p.text)
		}
		for _, line := range done {
			fmt.Fprintln(cmd.ErrOrStderr(), line)
		}
	}
	worst := ""
	for _, p := range r.Problems {
		if p.Severity != string(diag.Error) {
			continue
		}
		if e, ok := catalog.Lookup(p.Code); ok && e.Class == catalog.Request {
			return requestRefusal{r.Input}
		}
		worst = p.Code
	}
	if worst != "" {
		if format != "json" {
			fmt.Fprintf(cmd.ErrOrStderr(), "%s: not imported: %d %s; nothing was written\n", r.Input, countErrors(r.Problems), plural(countErrors(r.Problems), "error", "errors"))
		}
		return invalidDataError{}
	}
	return nil
}

// requestRefusal is an input that cannot be read at all; the report has
// said why: exit status 2.
type requestRefusal struct{ input string }

func (e requestRefusal) Error() string { return e.input + ": not imported; nothing was written" }

func countErrors(ps []importLine) int {
	n := 0
	for _, p := range ps {
		if p.Severity == string(diag.Error) {
			n++
		}
	}
	return n
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func xlsxLine(book string, p xlsx.Problem) importLine {
	return importLine{Severity: p.Severity, Code: p.Code, Message: p.Message, Rule: p.Rule, Sheet: p.Sheet, Cell: p.Cell, text: p.Format(book)}
}

// fileLine is a diagnostic on a file the input does not hold, named as it
// will stand in the output.
func fileLine(d diag.Diagnostic, file string) importLine {
	d.File = file
	return importLine{Severity: string(d.Severity), Code: d.Code, Message: d.Message, Rule: d.Rule, File: file,
		Line: d.Line, Column: d.Column, text: d.String()}
}

// memoryEdition holds an edition's files in memory under folder id, for
// the validator to check before anything is written.
func memoryEdition(id string, files map[string][]byte) fstest.MapFS {
	fsys := fstest.MapFS{}
	for rel, data := range files {
		fsys[path.Join(id, rel)] = &fstest.MapFile{Data: data, Mode: 0o644}
	}
	return fsys
}

func newImportXLSXCommand(a *app) *cobra.Command {
	var out, format string
	var force bool
	cmd := &cobra.Command{
		Use:   "xlsx BOOK.xlsx --out DIR",
		Short: "Read a workbook into an edition folder of canonical JSON",
		Long: `Import xlsx reads a workbook written by bfgdata export xlsx or bfgdata
template scenario (and edited in any spreadsheet program) and writes the
edition it describes into the folder --out, as canonical JSON.

The README sheet names the edition. Each sheet the workbook holds replaces
that part of the edition; a sheet it lacks keeps the edition's data (the
bundled edition, or the one in --data). A workbook with an Edition sheet is
the whole edition; a template adds its scenario to the edition.

Before anything is written the result is validated as bfgdata validate
would: schemas, references between files and the setup rules. Every
problem names the workbook, sheet and cell:

  book.xlsx:Historical!F14: error setup.german-in-berlin: … [1994 5.2.1]

Writing is all or nothing: a workbook with any error writes no file. An
existing --out folder is replaced only with --force, through a temporary
folder and renames. Files of the base edition that no sheet holds (NOTES.md,
the map's drafting files) are copied along.

The workbook is read under limits (10 MB file, 40 MB unpacked, 250,000
cells, 20,000 rows a sheet); formulas, merged cells and dates in hex columns
are refused with their cell.

Exit status: 0 written, 1 invalid data, 2 bad usage or an unreadable file.`,
		Example: `  bfgdata export xlsx --edition 1994 --out bfg-1994.xlsx
  bfgdata import xlsx bfg-1994.xlsx --out my-editions/1994
  bfgdata --data my-editions check --edition 1994 --scenario historical`,
		Args: exactArgs("BOOK.xlsx"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			if out == "" {
				return usagef("--out is required: the edition folder to write, e.g. --out my-editions/1994")
			}
			if err := checkDirWritable(out, force); err != nil {
				return err
			}
			name := args[0]
			rep := &importReport{Input: name, Output: out}
			book, err := readWorkbook(name)
			var xe *xlsx.Error
			if errors.As(err, &xe) {
				rep.Problems = append(rep.Problems, xlsxLine(name, xe.Problem))
				return rep.finish(cmd, format)
			}
			if err != nil {
				return err
			}
			for _, p := range book.Problems {
				rep.Problems = append(rep.Problems, xlsxLine(name, p))
			}
			if xlsx.Errors(book.Problems) {
				return rep.finish(cmd, format)
			}
			lib := a.library()
			var res *xlsx.Result
			if lib.Has(book.Edition) {
				res, err = book.Build(a.data, book.Edition)
			} else {
				res, err = book.Build(nil, "")
			}
			if errors.As(err, &xe) {
				rep.Problems = append(rep.Problems, xlsxLine(name, xe.Problem))
				return rep.finish(cmd, format)
			}
			if err != nil {
				return err
			}
			for _, p := range res.Problems {
				rep.Problems = append(rep.Problems, xlsxLine(name, p))
			}
			if xlsx.Errors(res.Problems) {
				return rep.finish(cmd, format)
			}
			v, err := a.validator()
			if err != nil {
				return err
			}
			report := v.Editions(memoryEdition(res.Edition, res.Files), []string{res.Edition}, "", validate.Options{})
			for _, d := range report.Diagnostics() {
				rel := strings.TrimPrefix(d.File, res.Edition+"/")
				if at, ok := book.Locator.Locate(rel, d.Pointer, d.Code, d.Counters); ok {
					p := xlsx.Problem{Severity: string(d.Severity), Code: d.Code, Place: at, Message: d.Message, Rule: d.Rule}
					rep.Problems = append(rep.Problems, xlsxLine(name, p))
					continue
				}
				rep.Problems = append(rep.Problems, fileLine(d, filepath.ToSlash(filepath.Join(out, rel))))
			}
			rep.Valid = report.Valid
			if !report.Valid {
				return rep.finish(cmd, format)
			}
			if err := writeNewDir(out, force, res.Files); err != nil {
				return err
			}
			rep.Written = res.Written
			return rep.finish(cmd, format, fmt.Sprintf("imported %s into %s: edition %s, %d files (%d from the workbook), valid",
				name, out, res.Edition, len(res.Files), len(res.Written)))
		},
	}
	cmd.Flags().StringVarP(&out, "out", "o", "", "the edition folder to write")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

// readWorkbook opens and reads a workbook file, refusing one over the size
// limit before reading it.
func readWorkbook(name string) (*xlsx.Book, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, usagef("%v", err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > xlsx.MaxFileSize {
		return nil, &xlsx.Error{Problem: xlsx.Problem{Severity: "error", Code: "xlsx.too-large",
			Message: fmt.Sprintf("the file is %d MB, more than the %d MB a bfgdata workbook may be; is it the right file?", st.Size()>>20, xlsx.MaxFileSize>>20)}}
	}
	return xlsx.Read(f)
}

func newImportCSVCommand(a *app) *cobra.Command {
	var edition, scenario, out, src, format string
	var force bool
	cmd := &cobra.Command{
		Use:   "csv SETUP.csv --edition E --scenario S [--out FILE]",
		Short: "Read a scenario's setup from CSV",
		Long: `Import csv reads a setup in the layout bfgdata setup --format csv writes
(counter, label, nationality, force, attack, defense, movement, hex, zone,
box; label and nationality are not read) and lays it over the scenario:
units placed as the scenario has them stay exactly as they are, moved units
get their new place, units the CSV leaves out are removed and new ones are
appended. The output of setup imports back unchanged.

The scenario is then validated with the rest of its edition; every problem
names the CSV's line and column:

  setup.csv:14:51: error stacking.over-limit: … [1994 5.1]

The scenario's JSON goes to stdout, or to --out (never replaced without
--force). A file of "-" reads standard input. --src names the source that
moved and added placements cite (a source id of the scenario); without it
moved units keep theirs and added ones cite the scenario's first source.

Exit status: 0 imported, 1 invalid data, 2 bad usage or an unreadable file.`,
		Example: `  bfgdata setup --edition 1994 --scenario historical --format csv > setup.csv
  bfgdata import csv setup.csv --edition 1994 --scenario historical --out historical.json
  bfgdata setup --scenario historical --format csv | bfgdata import csv - --scenario historical`,
		Args: exactArgs("SETUP.csv"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkChoice("format", format, "text", "json"); err != nil {
				return err
			}
			if out != "" {
				if err := checkWritable(out, force); err != nil {
					return err
				}
			}
			ed, err := a.editionFor(edition, scenario)
			if err != nil {
				return err
			}
			s, err := explain.ScenarioOf(ed, scenario)
			if err != nil {
				return err
			}
			name := args[0]
			var in io.Reader = cmd.InOrStdin()
			if name != "-" {
				f, err := os.Open(name)
				if err != nil {
					return usagef("%v", err)
				}
				defer f.Close()
				in = f
			}
			rep := &importReport{Input: name, Output: out}
			setup, err := csvsetup.Read(in)
			var ce *csvsetup.Error
			if errors.As(err, &ce) {
				rep.Problems = append(rep.Problems, csvLine(name, ce.Problem))
				return rep.finish(cmd, format)
			}
			if err != nil {
				return err
			}
			for _, p := range setup.Problems {
				rep.Problems = append(rep.Problems, csvLine(name, p))
			}
			if countErrors(rep.Problems) > 0 {
				return rep.finish(cmd, format)
			}
			ns, summary, loc, err := csvsetup.Apply(ed, s, setup.Rows, src)
			if err != nil {
				return err
			}
			data, err := model.Encode(ns)
			if err != nil {
				return err
			}
			file := scenarioFile(ed, scenario)
			v, err := a.validator()
			if err != nil {
				return err
			}
			edited := fileio.Overlay(a.data, map[string][]byte{path.Join(edition, file): data})
			report := v.Scenario(edited, edition, "", scenario, validate.Options{})
			for _, d := range report.Diagnostics() {
				rel := strings.TrimPrefix(d.File, edition+"/")
				if at, ok := loc.Locate(d.Pointer, d.Code, d.Counters); ok && rel == file {
					p := csvsetup.Problem{Severity: string(d.Severity), Code: d.Code, Pos: at, Message: d.Message, Rule: d.Rule}
					rep.Problems = append(rep.Problems, csvLine(name, p))
					continue
				}
				rep.Problems = append(rep.Problems, fileLine(d, path.Join(a.displayRoot(), edition, rel)))
			}
			rep.Valid = report.Valid
			if !report.Valid {
				return rep.finish(cmd, format)
			}
			if out == "" && format == "json" {
				return usagef("--format json reports on the import; give --out for the scenario's JSON")
			}
			if out == "" {
				if _, err := cmd.OutOrStdout().Write(data); err != nil {
					return err
				}
			} else if err := writeNewFile(out, force, func(w io.Writer) error { _, err := w.Write(data); return err }); err != nil {
				return err
			} else {
				rep.Written = []string{out}
			}
			return rep.finish(cmd, format, fmt.Sprintf("imported %s into scenario %s of edition %s: %s", name, scenario, edition, summary))
		},
	}
	a.editionFlag(cmd, &edition, true, "the edition")
	cmd.Flags().StringVar(&scenario, "scenario", "", "the scenario whose setup the CSV holds (see bfgdata scenarios)")
	cmd.Flags().StringVarP(&out, "out", "o", "", "write the scenario's JSON to this file instead of stdout")
	cmd.Flags().StringVar(&src, "src", "", "the source id moved and added placements cite")
	cmd.Flags().BoolVar(&force, "force", false, "replace --out if it exists")
	formatFlag(cmd, &format, "text", "json")
	return cmd
}

func csvLine(file string, p csvsetup.Problem) importLine {
	return importLine{Severity: p.Severity, Code: p.Code, Message: p.Message, Rule: p.Rule, Line: p.Line, Column: p.Column, text: p.Format(file)}
}

// scenarioFile is the path of a scenario's file inside its edition folder.
func scenarioFile(ed *model.Edition, id string) string {
	for i, s := range ed.Scenarios {
		if s.ID == id {
			return ed.Info.Files.Scenarios[i]
		}
	}
	return "scenarios/" + id + ".json"
}
