package xlsx_test

import (
	"bytes"
	"fmt"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/model"
)

// A workbook round trip in memory: Export writes the whole 1994 edition
// into one workbook, Read reads it back, and Build turns it into the
// edition's files again, each encoded canonically. Here the workbook is
// a whole edition (it has an Edition sheet), so it is built over no base;
// a workbook that adds a scenario is built over the edition it names.
func ExampleRead() {
	ed, err := data.Editions.Load("1994")
	if err != nil {
		fmt.Println(err)
		return
	}
	var workbook bytes.Buffer
	if err := xlsx.Export(&workbook, ed); err != nil {
		fmt.Println(err)
		return
	}
	book, err := xlsx.Read(&workbook)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("edition", book.Edition, "with", len(book.Problems), "problems in its cells")
	built, err := book.Build(nil, "")
	if err != nil {
		fmt.Println(err)
		return
	}
	var counters model.CounterSet
	if err := model.Decode("counters.json", built.Files["counters.json"], &counters); err != nil {
		fmt.Println(err)
		return
	}
	same := 0
	for _, name := range built.Written {
		if b, err := data.FS.ReadFile("1994/" + name); err == nil && bytes.Equal(b, built.Files[name]) {
			same++
		}
	}
	fmt.Println(len(counters.Counters), "counters;", same, "of", len(built.Written), "files as bundled, byte for byte")
	// Output:
	// edition 1994 with 0 problems in its cells
	// 128 counters; 12 of 12 files as bundled, byte for byte
}
