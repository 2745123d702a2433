// Command genedition writes a large edition for benchmarks and the
// comparison with other validators: genedition -out DIR [-rows 99 -cols 99
// -units 19600 -zone-rows 0 -fault none|legality|schema -faulty 0]. It
// writes DIR/big, legal unless a fault is asked for.
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"os"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/bigedition"
)

var faults = map[string]bigedition.Fault{"none": bigedition.NoFault, "legality": bigedition.LegalityFault, "schema": bigedition.SchemaFault}

func main() {
	out := flag.String("out", "", "folder to write the edition into (required)")
	rows := flag.Int("rows", 99, "map rows")
	cols := flag.Int("cols", 99, "map columns")
	units := flag.Int("units", 19600, "counters, set up two a hex")
	zoneRows := flag.Int("zone-rows", 0, "rows per setup zone; 0 places units by hex alone")
	fault := flag.String("fault", "none", "mistake the faulty units carry: none, legality or schema")
	faulty := flag.Int("faulty", 0, "units carrying the fault, two errors each")
	flag.Parse()
	f, known := faults[*fault]
	if *out == "" || !known {
		fmt.Fprintln(os.Stderr, "genedition: -out DIR is required and -fault is none, legality or schema")
		os.Exit(2)
	}
	charts, err := fs.Sub(data.FS, data.DefaultEdition)
	if err == nil {
		var dir string
		o := bigedition.Options{Rows: *rows, Cols: *cols, Units: *units, ZoneRows: *zoneRows, Fault: f, Faulty: *faulty}
		if dir, err = bigedition.WriteOptions(*out, charts, o); err == nil {
			fmt.Println(dir)
			return
		}
	}
	fmt.Fprintln(os.Stderr, "genedition:", err)
	os.Exit(1)
}
