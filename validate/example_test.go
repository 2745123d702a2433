package validate_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/validate"
)

// Both bundled editions are valid: every schema, reference, chart and
// setup check passes.
func ExampleValidator_Editions() {
	v, err := validate.New()
	if err != nil {
		fmt.Println(err)
		return
	}
	r := v.Editions(data.FS, data.Editions.IDs(), "data", validate.Options{Strict: true})
	fmt.Println(r.Valid, r.Counts.Files > 10, r.Counts.Errors, r.Counts.Warnings)
	// Output: true true 0 0
}

// A file is checked by the schema its "$schema" names; each problem is one
// diagnostic with a stable code and the line and column of the value.
func ExampleValidator_Paths() {
	dir, err := os.MkdirTemp("", "example")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	crt := []byte("{\n  \"$schema\": \"../../schema/crt.schema.json\",\n  \"id\": 5\n}\n")
	name := filepath.Join(dir, "crt.json")
	if err := os.WriteFile(name, crt, 0o644); err != nil {
		fmt.Println(err)
		return
	}
	v, err := validate.New()
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := v.Paths([]string{name}, validate.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, d := range r.Diagnostics() {
		if d.Pointer == "/id" {
			fmt.Println(d.Line, d.Column, d.Severity, d.Code)
		}
	}
	fmt.Println(r.Valid)
	// Output:
	// 3 9 error schema.type
	// false
}

// A scenario checked, as bfgdata check checks it: the report on it, and
// its setup resolved. The Expanded Historical scenario takes its setup
// from the Historical one (setupFrom), four units of which set up in a
// zone (Courland); the setup is the one it gets.
func ExampleValidator_Check() {
	v, err := validate.New()
	if err != nil {
		fmt.Println(err)
		return
	}
	c, err := v.Check(data.FS, "1994", "data", "expanded-historical", validate.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	inZones := 0
	for _, p := range c.Setup {
		if p.Hex == nil {
			inZones++
		}
	}
	fmt.Println(c.Scenario.Name, "valid:", c.Report.Valid)
	fmt.Println("setup from", c.Scenario.SetupFrom+":", len(c.Setup), "units,", inZones, "in a zone")
	_, err = v.Check(data.FS, "1994", "data", "historic", validate.Options{})
	fmt.Println(err)
	// Output:
	// Expanded Historical Scenario valid: true
	// setup from historical: 119 units, 4 in a zone
	// edition 1994 has no scenario "historic"; did you mean "historical"? (have: historical, expanded-historical, collapse-in-the-east, red-star-white-star, three-player, four-player)
}
