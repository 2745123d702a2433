package jsonx

import (
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	deep := func(n int) string { return strings.Repeat("[", n) + strings.Repeat("]", n) }
	long := func(n int) string { return "[" + strings.Repeat("0,", n-1) + "0]" }
	tests := []struct {
		name, in string
		code     string // Check's; "" for none
		off      int
		limits   string // CheckLimits' code
	}{
		{name: "plain", in: `{"a": [1, "x"]}`},
		{name: "deep at the limit", in: deep(MaxDepth)},
		{name: "deep over the limit", in: deep(MaxDepth + 1), code: CodeTooDeep, off: MaxDepth, limits: CodeTooDeep},
		{name: "brackets in strings do not nest", in: `["` + strings.Repeat("[", 2*MaxDepth) + `"]`},
		{name: "long at the limit", in: long(MaxEntries)},
		{name: "long over the limit", in: long(MaxEntries + 1), code: CodeTooLong, off: 2 * MaxEntries, limits: CodeTooLong},
		{name: "commas in strings do not count", in: `["` + strings.Repeat(",", 2*MaxEntries) + `"]`},
		{name: "byte order mark", in: "\xEF\xBB\xBF{}", code: CodeEncoding},
		{name: "UTF-16", in: "\xFF\xFE{\x00}\x00", code: CodeEncoding},
		{name: "invalid UTF-8", in: "{\"a\": \"\xff\"}", code: CodeEncoding, off: 7},
		{name: "encoding before a limit", in: "[\"\xff\"," + deep(MaxDepth+1) + "]", code: CodeEncoding, off: 2, limits: CodeTooDeep},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := Check([]byte(tt.in))
			switch {
			case tt.code == "" && p != nil:
				t.Errorf("Check refuses it: %+v", *p)
			case tt.code != "" && (p == nil || p.Code != tt.code || p.Off != tt.off):
				t.Errorf("Check gives %+v, want %s at %d", p, tt.code, tt.off)
			}
			q := CheckLimits([]byte(tt.in))
			switch {
			case tt.limits == "" && q != nil:
				t.Errorf("CheckLimits refuses it: %+v", *q)
			case tt.limits != "" && (q == nil || q.Code != tt.limits):
				t.Errorf("CheckLimits gives %+v, want %s", q, tt.limits)
			}
		})
	}
}
