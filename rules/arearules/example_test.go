package arearules_test

import (
	"fmt"
	"os"

	"github.com/bfgdata/bfgdata/data"
	"github.com/bfgdata/bfgdata/model/area"
	"github.com/bfgdata/bfgdata/rules/arearules"
)

// The combat example of the Berlin 1945 rulebook at Lebus (L338-348),
// worked from a position file that carries the strengths the example
// prints (the edition's counters do not give them): 74 against 22 is 3:1,
// and the four die roll modifiers cancel out.
func ExampleComputeOdds() {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		panic(err)
	}
	b, err := os.ReadFile("testdata/lebus-8-2.json")
	if err != nil {
		panic(err)
	}
	p, err := arearules.ParsePosition(b)
	if err != nil {
		panic(err)
	}
	a := arearules.Attack{From: map[string]string{}, Defender: p.Attack.Defender, Defenders: p.Units[p.Attack.Defender]}
	for _, id := range p.Attack.Attackers {
		z, _ := p.ZoneOf(id)
		a.From[id] = z
	}
	odds, err := arearules.ComputeOdds(ed, a, p.Strengths)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%g : %g is %s, DRM %+d\n", odds.Attack, odds.Defence, odds.Column, odds.DRM)
	// Output:
	// 74 : 22 is 3:1, DRM +0
}

// The bundled setup checked zone by zone against the stacking rules and
// the map's stated facts: no finding.
func ExampleCheckSetup() {
	ed, err := area.LoadDir(data.FS, "berlin-1945")
	if err != nil {
		panic(err)
	}
	for _, sc := range ed.Scenarios {
		fmt.Println(sc.ID, "setup findings:", len(arearules.CheckSetup(ed, sc)))
	}
	fmt.Println("map findings:", len(arearules.CheckFacts(ed.Map)))
	// Output:
	// standard setup findings: 0
	// map findings: 0
}
