package data_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/data"
)

// The bundled editions are folders of the embedded FS, each with its
// edition.json; no Go code names them.
func ExampleEditions() {
	fmt.Println(data.Editions.IDs(), data.DefaultEdition)
	// Output: [1975 1994] 1994
}
