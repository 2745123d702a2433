package game_test

import (
	"strings"
	"testing"
)

// Every check of the engine's closed gaps, each broken by a small record
// (code "" for a record that must be legal).
func TestGapsIllegal(t *testing.T) {
	rep := func(unit, hex string) string { return `{"replace": {"unit": "` + unit + `", "hex": "` + hex + `"}}` }
	// efc is lossRecord (6 and 27 in the East German box, 2-belo in the
	// Soviet one) played with East Front Concentration: turn 2's German
	// rate is the East and West German ones added, two units.
	efc := func(ed, phases string) string {
		return strings.Replace(lossRecord(ed, phases), `"scenario": "historical", `, `"scenario": "historical", "optional": ["east-front-concentration"], `, 1)
	}
	sov := phase("soviet-replacement", rep("2-belo", "3526")) + ","
	type row struct{ name, ed, record, code, ptr, rule string }
	var rows []row
	both := func(name string, record func(ed string) string, code, ptr, r75, r94 string) {
		rows = append(rows, row{name, "1975", record("1975"), code, ptr, r75}, row{name, "1994", record("1994"), code, ptr, r94})
	}
	both("east front concentration: no West German replacements", func(ed string) string {
		return efc(ed, sov+phase("west-german-replacement", rep("27", "2612")))
	}, "replace.rate", "/turns/1/phases/1/actions/0/replace/unit", "1975 13.4", "1994 12.3")
	both("east front concentration: both rates in the East German phase", func(ed string) string {
		return efc(ed, sov+phase("east-german-replacement", rep("27", "2714"), rep("6", "2614")))
	}, "", "", "", "")
	both("east front concentration: East German units only on the east side", func(ed string) string {
		return efc(ed, sov+phase("east-german-replacement", rep("27", "2612")))
	}, "replace.entry", "/turns/1/phases/1/actions/0/replace/hex", "1975 8.23-8.25", "1994 7.2")
	rows = append(rows,
		// 1975 places the whole pooled rate (4.2); the Deluxe player may
		// take fewer.
		row{"east front concentration: one of two taken", "1975", efc("1975", sov+phase("east-german-replacement", rep("27", "2714"))+","+phase("east-german-movement")), "replace.mandatory", "/turns/1/phases/2", "1975 4.2 and 8.21"},
		row{"east front concentration: one of two taken", "1994", efc("1994", sov+phase("east-german-replacement", rep("27", "2714"))+","+phase("east-german-movement")), "", "", ""},
	)
	// The Deluxe three-player game (16.3), which owes no turn-1 attacks:
	// one German phase draws from both boxes, lowest first, on either side
	// of Berlin. (The 1975 one keeps the mandate; its pool is tested on a
	// session, TestPooledGermanReplacements.)
	three := func(phases string) string {
		return strings.Replace(lossRecord("1994", phases), `"scenario": "historical", `, `"scenario": "three-player", `, 1)
	}
	rows = append(rows,
		row{"three-player: not the lowest of both boxes", "1994", three(sov + phase("german-replacement", rep("6", "2714"))), "replace.not-lowest", "/turns/1/phases/1/actions/0/replace/unit", "1994 7.2"},
		row{"three-player: both rates, either side", "1994", three(sov + phase("german-replacement", rep("27", "2612"), rep("6", "2714"))), "", "", ""},
	)
	for _, tc := range rows {
		t.Run(tc.ed+"/"+tc.name, func(t *testing.T) {
			d := refusal(t, tc.ed, tc.record)
			wantRefused(t, d, tc.code, tc.ptr, tc.rule)
		})
	}
}
