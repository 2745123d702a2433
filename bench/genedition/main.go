// Command genedition writes a large legal edition for benchmarks and the
// comparison with other validators: genedition -out DIR [-rows 99 -cols 99
// -units 19600]. It writes DIR/big.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/bigedition"
)

func main() {
	out := flag.String("out", "", "folder to write the edition into (required)")
	rows := flag.Int("rows", 99, "map rows")
	cols := flag.Int("cols", 99, "map columns")
	units := flag.Int("units", 19600, "counters, set up two a hex")
	flag.Parse()
	if *out == "" {
		fmt.Fprintln(os.Stderr, "genedition: -out DIR is required")
		os.Exit(2)
	}
	charts, err := fs.Sub(data.FS, data.DefaultEdition)
	if err == nil {
		var dir string
		if dir, err = bigedition.Write(*out, charts, *rows, *cols, *units); err == nil {
			fmt.Println(dir)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "genedition:", err)
	os.Exit(1)
}
