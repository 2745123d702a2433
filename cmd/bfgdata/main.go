// Command bfgdata validates, explains and draws the data of the board
// wargame Battle for Germany. See README.md.
package main

import (
	"os"

	"github.com/bfgdata/bfgdata/cmd/bfgdata/internal/cli"
)

func main() {
	os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr))
}
