// Command outside is a Go program of another module that uses bfgdata as
// a library, as a VASSAL module builder or a print pipeline would: it
// loads the 1994 edition, draws its map, reads a workbook, works the
// Deluxe 6.1 combat's odds and replays a game record, and prints one line
// of facts for each, which the test that builds it checks. Its go.mod is
// written by that test (TestOutsideModule), with a replace directive to
// this repository.
//
// Usage: outside WORKBOOK.xlsx RECORD.json
package main

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"io/fs"
	"os"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/model"
	"github.com/bfgdata/bfgdata/render"
	"github.com/bfgdata/bfgdata/rules"
)

func main() {
	if len(os.Args) != 3 {
		fmt.Fprintln(os.Stderr, "usage: outside WORKBOOK.xlsx RECORD.json")
		os.Exit(2)
	}
	if err := run(os.Args[1], os.Args[2]); err != nil {
		fmt.Fprintln(os.Stderr, "outside:", err)
		os.Exit(1)
	}
}

func run(workbook, record string) error {
	folder, err := fs.Sub(data.FS, "1994")
	if err != nil {
		return err
	}
	ed, err := model.LoadEdition(folder)
	if err != nil {
		return err
	}
	fmt.Printf("edition %s: %d scenarios, %d counters\n", ed.Info.ID, len(ed.Scenarios), len(ed.Counters.Counters))

	var svg bytes.Buffer
	if err := render.Map(&svg, ed.Map, ed.TEC, render.Options{Edition: &ed.Info}); err != nil {
		return err
	}
	fmt.Printf("map: %d bytes of SVG, sha256 %x\n", svg.Len(), sha256.Sum256(svg.Bytes()))

	f, err := os.Open(workbook)
	if err != nil {
		return err
	}
	defer f.Close()
	book, err := xlsx.Read(f)
	if err != nil {
		return err
	}
	built, err := book.Build(nil, "")
	if err != nil {
		return err
	}
	var counters model.CounterSet
	if err := model.Decode("counters.json", built.Files["counters.json"], &counters); err != nil {
		return err
	}
	fmt.Printf("workbook: edition %s, %d files, %d counters, %d problems\n", built.Edition, len(built.Written), len(counters.Counters), len(book.Problems)+len(built.Problems))

	factors, err := rules.TerrainFactors(ed.TEC, []string{"broken", "fortified"})
	if err != nil {
		return err
	}
	x, err := rules.CombineMultipliers(ed.TEC.Combine.Method, factors)
	if err != nil {
		return err
	}
	odds, err := rules.ComputeOdds(ed.CRT, 19, 6*x)
	if err != nil {
		return err
	}
	result, err := rules.Resolve(ed.CRT, odds, 1)
	if err != nil {
		return err
	}
	fmt.Printf("odds: 19 against 6x%d is %s, a 1 is %s\n", x, odds.Column.ID, result.Code)

	raw, err := os.ReadFile(record)
	if err != nil {
		return err
	}
	rec, err := game.Read(raw)
	if err != nil {
		return err
	}
	res, err := game.Replay(ed, rec)
	if err != nil {
		return err
	}
	fmt.Printf("replay: %s; legal %v\n", res.State.Line(), res.Illegal == nil)
	return nil
}
