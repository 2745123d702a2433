package tests

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/game"
	"github.com/bfgdata/bfgdata/importers/xlsx"
	"github.com/bfgdata/bfgdata/render"
)

// A program of another module uses bfgdata as a library: it imports
// render, importers/xlsx, model, rules and game (what the go tool refuses
// for a package under internal/), draws the 1994 map, reads a workbook,
// works odds and replays a record. The module is testdata/outside with a
// go.mod written here, which replaces bfgdata by this repository; it is
// built with the go tool from the module cache alone (the main module's
// go.sum is copied, so nothing needs fetching). What it prints must be
// what the same calls give in this process.
func TestOutsideModule(t *testing.T) {
	if testing.Short() {
		t.Skip("outside module: builds a program of another module with the go tool; skipped under -short, the full run (go test ./...) does it")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("outside module: no go tool on PATH, so the other module cannot be built")
	}
	root := repoRoot(t)
	mod := t.TempDir()
	src, err := os.ReadFile(filepath.Join("testdata", "outside", "main.go"))
	if err != nil {
		t.Fatal(err)
	}
	sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	gomod := fmt.Sprintf("module example.com/outside\n\ngo 1.26.0\n\nrequire github.com/bfgdata/bfgdata v0.0.0\n\nreplace github.com/bfgdata/bfgdata => %s\n", filepath.ToSlash(root))
	for name, b := range map[string][]byte{"main.go": src, "go.mod": []byte(gomod), "go.sum": sum} {
		if err := os.WriteFile(filepath.Join(mod, name), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(mod, "outside")
	build := exec.Command(goTool, "build", "-o", bin, ".")
	build.Dir = mod
	// -mod=mod lets the go tool complete the new module's requirements
	// from the replaced module's go.mod; GOWORK=off keeps any workspace
	// of the machine out of it.
	build.Env = append(os.Environ(), "GOFLAGS="+strings.TrimSpace(os.Getenv("GOFLAGS")+" -mod=mod"), "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the outside module: %v\n%s", err, out)
	}

	ed, err := data.Editions.Load("1994")
	if err != nil {
		t.Fatal(err)
	}
	workbook := filepath.Join(t.TempDir(), "1994.xlsx")
	if _, err := xlsx.ExportFile(workbook, false, ed); err != nil {
		t.Fatal(err)
	}
	record := filepath.Join(root, "game", "testdata", "historical-1994.json")
	run := exec.Command(bin, workbook, record)
	var stdout, stderr bytes.Buffer
	run.Stdout, run.Stderr = &stdout, &stderr
	if err := run.Run(); err != nil {
		t.Fatalf("running the outside module: %v\n%s", err, stderr.String())
	}

	// the same calls, in this process
	var svg bytes.Buffer
	if err := render.Map(&svg, ed.Map, ed.TEC, render.Options{Edition: &ed.Info}); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(record)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.Read(raw)
	if err != nil {
		t.Fatal(err)
	}
	res, err := game.Replay(ed, rec)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{
		fmt.Sprintf("edition 1994: %d scenarios, %d counters", len(ed.Scenarios), len(ed.Counters.Counters)),
		fmt.Sprintf("map: %d bytes of SVG, sha256 %x", svg.Len(), sha256.Sum256(svg.Bytes())),
		fmt.Sprintf("workbook: edition 1994, 12 files, %d counters, 0 problems", len(ed.Counters.Counters)),
		"odds: 19 against 6x3 is 1-1, a 1 is Ex", // Deluxe 6.1's worked example
		fmt.Sprintf("replay: %s; legal true", res.State.Line()),
	}
	got := strings.Split(strings.TrimSuffix(stdout.String(), "\n"), "\n")
	if len(got) != len(want) {
		t.Fatalf("the outside module printed %d lines, want %d:\n%s", len(got), len(want), stdout.String())
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("line %d:\n got %s\nwant %s", i+1, got[i], want[i])
		}
	}
	if res.Illegal != nil || svg.Len() < 100_000 {
		t.Errorf("the in-process facts are no test: illegal %v, map %d bytes", res.Illegal, svg.Len())
	}
}
