package schema_test

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/bfgdata/bfgdata/schema"
)

// The schemas are embedded and compiled on first use; a document decoded
// with UseNumber is checked against one by name, and every violation comes
// back with its JSON pointer.
func ExampleSet_Validate() {
	set, err := schema.Compile()
	if err != nil {
		fmt.Println(err)
		return
	}
	d := json.NewDecoder(strings.NewReader(`{"$schema": "../../schema/crt.schema.json", "id": 5}`))
	d.UseNumber()
	var doc any
	if err := d.Decode(&doc); err != nil {
		fmt.Println(err)
		return
	}
	vs, err := set.Validate("crt", doc)
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, v := range vs {
		if v.Pointer == "/id" {
			fmt.Println(v.Pointer, v.Keyword)
		}
	}
	// Output: /id type
}
