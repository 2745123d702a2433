package vsav

import (
	"strconv"
	"testing"
)

// BenchmarkImport reads the 1994 Historical setup's saved game out of the
// module and places its 119 units: what import vsav does, the module's
// layout (the rendered map's size, the grid) included.
func BenchmarkImport(b *testing.B) {
	ed, mod := moduleOf(b, "1994")
	s, _ := ed.Scenario("historical")
	raw := mod.Files["1994-historical.vsav"]
	b.SetBytes(int64(len(raw)))
	for b.Loop() {
		f, err := Read(raw)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Import(ed, s, f, "h.vsav", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReplayLog decodes and replays a long log: the Historical
// setup, then 20,000 logged moves and rolls.
func BenchmarkReplayLog(b *testing.B) {
	_, mod := moduleOf(b, "1994")
	f, err := Read(mod.Files["1994-historical.vsav"])
	if err != nil {
		b.Fatal(err)
	}
	cmds, err := Commands(f.Text)
	if err != nil {
		b.Fatal(err)
	}
	for i := range 10_000 {
		cmds = append(cmds,
			Command{Logged: true, Text: "M/5-us/Main Map/" + strconv.Itoa(300+i%50) + "/1192/null/Main Map/0/0/null/p"},
			Command{Logged: true, Text: "CHAT** 1d6 = " + strconv.Itoa(1+i%6) + " *** <Anna>"})
	}
	text := Encode(cmds)
	b.SetBytes(int64(len(text)))
	for b.Loop() {
		cs, err := Commands(text)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Replay(cs); err != nil {
			b.Fatal(err)
		}
	}
}
