// Package tests holds bfgdata's end-to-end tests: they build the bfgdata
// binary once and run it as a user would, checking exit statuses, output
// and the files it writes. Under go test -short those skip (the build too)
// and only the tests that call the packages directly run: the import
// layers and the facts of the bundled maps and setups.
package tests
