package cli

import (
	"archive/zip"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/internal/importers/vsav"
	"github.com/bfgdata/bfgdata/internal/importers/vsav/vsavtest"
	"github.com/bfgdata/bfgdata/internal/vassal"
)

// The commands below stand in for what players do in VASSAL between two
// bfgdata runs: take a predefined setup out of the module (File > Open
// of a scenario), drag pieces and save, roll the dice with a log running.
func init() {
	editCmds["unzip"] = cmdUnzip
	editCmds["vsavedit"] = cmdVsavEdit
}

// cmdUnzip, "unzip ZIP ENTRY OUT", copies one entry of a zip to OUT.
func cmdUnzip(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: unzip ZIP ENTRY OUT")
	}
	z, err := zip.OpenReader(ts.MkAbs(args[0]))
	ts.Check(err)
	defer z.Close()
	for _, f := range z.File {
		if f.Name == args[1] {
			r, err := f.Open()
			ts.Check(err)
			b, err := io.ReadAll(r)
			ts.Check(err)
			ts.Check(os.WriteFile(ts.MkAbs(args[2]), b, 0o644))
			return
		}
	}
	ts.Fatalf("%s has no entry %s", args[0], args[1])
}

// cmdVsavEdit, "vsavedit IN OUT OP…", writes OUT, the saved game IN with
// each OP done in order:
//
//	move ID HEX        piece ID dragged onto HEX before saving ("off": off the map)
//	box ID BOX         piece ID dragged into the track's box BOX
//	add ID NAME HEX    a piece of no counter, named NAME, on HEX
//	logmove ID HEX     a logged move of piece or stack ID onto HEX
//	logchat TEXT       a logged chat line, such as the dice button's
func cmdVsavEdit(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: vsavedit IN OUT OP…")
	}
	raw, err := os.ReadFile(ts.MkAbs(args[0]))
	ts.Check(err)
	g, err := vsavtest.Open(raw)
	ts.Check(err)
	f, err := vsav.Read(raw)
	ts.Check(err)
	ed, err := data.Editions.LoadOwn(f.EditionID())
	ts.Check(err)
	l, err := vassal.LayoutOf(ed)
	ts.Check(err)
	hex := func(id string) (int, int) {
		if id == "off" {
			return -500, -500
		}
		x, y, err := vsavtest.Pixel(l, id)
		ts.Check(err)
		return x, y
	}
	ops := args[2:]
	need := func(n int) []string {
		if len(ops) < n+1 {
			ts.Fatalf("vsavedit: %s needs %d arguments", ops[0], n)
		}
		a := ops[1 : n+1]
		ops = ops[n+1:]
		return a
	}
	for len(ops) > 0 {
		switch ops[0] {
		case "move":
			a := need(2)
			x, y := hex(a[1])
			ts.Check(g.Move(a[0], l.MainMap, x, y))
		case "box":
			a := need(2)
			x, y := boxPoint(ts, l, a[1])
			ts.Check(g.Move(a[0], l.TrackMap, x, y))
		case "add":
			a := need(3)
			x, y := hex(a[2])
			g.Add(a[0], a[1], l.MainMap, x, y)
		case "logmove":
			a := need(2)
			x, y := hex(a[1])
			g.LogMove(a[0], l.MainMap, x, y)
		case "logchat":
			g.LogChat(need(1)[0])
		default:
			ts.Fatalf("vsavedit: unknown op %q", ops[0])
		}
	}
	b, err := g.Bytes()
	ts.Check(err)
	ts.Check(os.WriteFile(ts.MkAbs(args[1]), b, 0o644))
}

// boxPoint is a point inside the track's box named name: its outline's
// first corner, moved a few pixels in.
func boxPoint(ts *testscript.TestScript, l vassal.Layout, name string) (int, int) {
	for _, b := range l.Boxes {
		if b.Name == name {
			first, _, _ := strings.Cut(b.Path, ";")
			xs, ys, _ := strings.Cut(first, ",")
			x, err1 := strconv.Atoi(xs)
			y, err2 := strconv.Atoi(ys)
			if err1 != nil || err2 != nil {
				ts.Fatalf("box %q: outline %q", name, b.Path)
			}
			return x + 10, y + 10
		}
	}
	ts.Fatalf("no box %q on the track", name)
	return 0, 0
}
