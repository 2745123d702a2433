package validate

import (
	"bytes"
	"fmt"
	"unicode/utf8"
)

// MaxDepth is the deepest nesting a data file may have. The deepest schema
// nests about eight levels; 64 leaves room for any honest file and keeps
// every walk of a hostile one short.
const MaxDepth = 64

// MaxEntries is the most elements an array, or members an object, may
// hold. The largest lists of real data (20,000 counters, 9,801 hexes) are
// far below it; a file past it is refused before it is decoded, so that a
// list of millions of tiny values cannot fill memory.
const MaxEntries = 100_000

// scanResult is the first thing in a file's bytes that encoding/json would
// accept silently or report badly.
type scanResult struct {
	code string
	off  int
	msg  string
}

// scanBytes checks, in one pass and before any decoding, the text encoding
// (a byte order mark, UTF-16 or UTF-32, invalid UTF-8 — which encoding/json
// would quietly turn into U+FFFD), the nesting depth and the length of
// each list and object.
func scanBytes(data []byte) *scanResult {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return &scanResult{"json.encoding", 0, "the file starts with a byte order mark; save it as UTF-8 without one"}
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}), bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return &scanResult{"json.encoding", 0, "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8"}
	case len(data) >= 2 && (data[0] == 0 || data[1] == 0):
		return &scanResult{"json.encoding", 0, "the file holds NUL bytes where text should be: it looks like UTF-16 or UTF-32; save it as UTF-8"}
	}
	depth, inString, escaped := 0, false, false
	var commas [MaxDepth + 1]int // separators met in each open container
	for i := 0; i < len(data); {
		c := data[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && size == 1 {
				return &scanResult{"json.encoding", i, fmt.Sprintf("byte 0x%02X is not valid UTF-8; save the file as UTF-8", c)}
			}
			i += size
			escaped = false
			continue
		}
		i++
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case c == '\\':
				escaped = true
			case c == '"':
				inString = false
			}
		case c == '"':
			inString = true
		case c == '{' || c == '[':
			depth++
			if depth > MaxDepth {
				return &scanResult{"json.too-deep", i - 1, fmt.Sprintf("the data nests deeper than %d levels here; no bfgdata file nests so deep", MaxDepth)}
			}
			if depth > 0 {
				commas[depth] = 0
			}
		case c == '}' || c == ']':
			depth--
		case c == ',' && depth > 0:
			commas[depth]++
			if commas[depth] >= MaxEntries {
				return &scanResult{"json.too-long", i - 1, fmt.Sprintf("a list or object here holds more than %d entries; no bfgdata file holds so many", MaxEntries)}
			}
		}
	}
	return nil
}
