package cli

import (
	"bytes"
	"strings"
	"testing"
)

// FuzzNumericArgs feeds any text to the commands' numeric arguments and
// flags: each run ends with exit 0, 1 or 2 and never a panic, and a
// refusal says so in one line.
func FuzzNumericArgs(f *testing.F) {
	for _, s := range []string{"19", "0", "-1", "9223372036854775807", "1e9", "0x10", "", " 7", "1000001"} {
		f.Add(s, uint8(0))
	}
	cases := []func(string) []string{
		func(s string) []string { return []string{"odds", s, "6"} },
		func(s string) []string { return []string{"odds", "19", s} },
		func(s string) []string { return []string{"odds", "19", "6", "--die", s} },
		func(s string) []string { return []string{"odds", "19", "6", "--multiplier", s} },
		func(s string) []string {
			return []string{"reach", "--scenario", "historical", "--unit", "5-us", "--allowance", s}
		},
		func(s string) []string { return []string{"hex", s} },
		func(s string) []string {
			return []string{"combat", "--scenario", "historical", "--attackers", "5-us", "--defender", "2105", "--die", s}
		},
		func(s string) []string { return []string{"validate", "--max-file-size", s, "--edition", "1994"} },
	}
	f.Fuzz(func(t *testing.T, s string, which uint8) {
		args := cases[int(which)%len(cases)](s)
		var out, errb bytes.Buffer
		code := Main(args, &out, &errb)
		if code < 0 || code > 2 {
			t.Fatalf("%q: exit %d", args, code)
		}
		if strings.Contains(errb.String(), "goroutine") || strings.Contains(errb.String(), "panic") {
			t.Fatalf("%q: %s", args, errb.String())
		}
		if code == ExitUsage && strings.Count(strings.TrimSpace(errb.String()), "\n") > 0 {
			t.Fatalf("%q: refusal over several lines: %s", args, errb.String())
		}
	})
}
