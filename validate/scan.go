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

// scanResult is the first thing in a file's bytes that encoding/json would
// accept silently or report badly.
type scanResult struct {
	code string
	off  int
	msg  string
}

// scanBytes checks, in one pass and before any decoding, the text encoding
// (a byte order mark, UTF-16 or UTF-32, invalid UTF-8 — which encoding/json
// would quietly turn into U+FFFD) and the nesting depth.
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
		case c == '}' || c == ']':
			depth--
		}
	}
	return nil
}
