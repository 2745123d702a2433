package catalog_test

import (
	"fmt"

	"github.com/bfgdata/bfgdata/catalog"
)

// Every diagnostic code is in the catalogue with its class: a front end
// decides its exit status or HTTP status from the class, never from the
// message.
func ExampleLookup() {
	for _, code := range []string{"setup.counter-unknown", "edition.unknown", "no.such-code"} {
		e, ok := catalog.Lookup(code)
		fmt.Println(code, ok, e.Class)
	}
	// Output:
	// setup.counter-unknown true data
	// edition.unknown true request
	// no.such-code false
}
