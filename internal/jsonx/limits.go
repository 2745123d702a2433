package jsonx

import (
	"bytes"
	"errors"
	"fmt"
	"unicode/utf16"
	"unicode/utf8"
)

// The limits of a data file, the same for every reader of one.
const (
	// MaxFileSize is the most bytes a data file may weigh. The largest
	// real file, a map, is about 1 MB and the generated 99x99 edition's
	// counters a few MB; 64 MiB leaves room for any honest file and
	// bounds the memory a hostile one can take.
	MaxFileSize = 64 << 20
	// MaxDepth is the deepest nesting of objects and arrays a data file
	// may have. The deepest schema nests about eight levels; 200 leaves
	// room for any honest file and keeps every walk of a hostile one
	// short.
	MaxDepth = 200
	// MaxEntries is the most elements an array, or members an object,
	// may hold. The largest lists of real data (20,000 counters, 9,801
	// hexes) are far below it; it keeps a list of millions of tiny values
	// from filling memory.
	MaxEntries = 100_000
)

// The codes of the problems Check finds, as validate reports them.
const (
	CodeEncoding = "json.encoding"
	CodeTooDeep  = "json.too-deep"
	CodeTooLong  = "json.too-long"
)

// Errors an OffsetError wraps, to tell a limit from another with errors.Is.
var (
	ErrEncoding = errors.New("not UTF-8 text")
	ErrTooDeep  = errors.New("nested deeper than MaxDepth")
	ErrTooLong  = errors.New("more than MaxEntries entries")
)

// OffsetError is a file's bytes refused by Check or by a limit of the
// parse: what (Code), where (Off, a byte offset) and why (Msg). It is an
// error of the bytes, like encoding/json's SyntaxError; a reader turns it
// into a diag.Diagnostic once it knows the file's line and column.
type OffsetError struct {
	Code string
	Off  int
	Msg  string
	Err  error
}

func (p *OffsetError) Error() string { return p.Msg }
func (p *OffsetError) Unwrap() error { return p.Err }

func tooDeep(off int) *OffsetError {
	return &OffsetError{CodeTooDeep, off, fmt.Sprintf("the data nests deeper than %d levels here; no bfgdata file nests so deep", MaxDepth), ErrTooDeep}
}

func tooLong(off int) *OffsetError {
	return &OffsetError{CodeTooLong, off, fmt.Sprintf("a list or object here holds more than %d entries; no bfgdata file holds so many", MaxEntries), ErrTooLong}
}

// Check checks, in one pass and before any decoding, the text encoding (a
// byte order mark, UTF-16 or UTF-32, invalid UTF-8, an escape of half a
// UTF-16 surrogate pair — both of which encoding/json would quietly turn
// into U+FFFD), the nesting depth and the length of each list and
// object. It returns the first problem, or nil.
func Check(data []byte) *OffsetError {
	switch {
	case bytes.HasPrefix(data, []byte{0xEF, 0xBB, 0xBF}):
		return &OffsetError{CodeEncoding, 0, "the file starts with a byte order mark; save it as UTF-8 without one", ErrEncoding}
	case bytes.HasPrefix(data, []byte{0xFE, 0xFF}), bytes.HasPrefix(data, []byte{0xFF, 0xFE}):
		return &OffsetError{CodeEncoding, 0, "the file is UTF-16 (it starts with a UTF-16 byte order mark); save it as UTF-8", ErrEncoding}
	case len(data) >= 2 && (data[0] == 0 || data[1] == 0):
		return &OffsetError{CodeEncoding, 0, "the file holds NUL bytes where text should be: it looks like UTF-16 or UTF-32; save it as UTF-8", ErrEncoding}
	}
	return scan(data, true)
}

// CheckLimits is Check without the encoding: only the depth and the
// length of lists and objects, for a reader that leaves the text to
// encoding/json.
func CheckLimits(data []byte) *OffsetError { return scan(data, false) }

func scan(data []byte, encoding bool) *OffsetError {
	depth, inString, escaped := 0, false, false
	var commas [MaxDepth + 1]int // separators met in each open container
	for i := 0; i < len(data); {
		c := data[i]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeRune(data[i:])
			if encoding && r == utf8.RuneError && size == 1 {
				return &OffsetError{CodeEncoding, i, fmt.Sprintf("byte 0x%02X is not valid UTF-8; save the file as UTF-8", c), ErrEncoding}
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
				if c == 'u' && encoding {
					pair, e := surrogates(data, i-2)
					if e != nil {
						return e
					}
					if pair {
						i += 10 // past both halves: "XXXX\\uYYYY"
					}
				}
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
				return tooDeep(i - 1)
			}
			if depth > 0 {
				commas[depth] = 0
			}
		case c == '}' || c == ']':
			depth--
		case c == ',' && depth > 0:
			commas[depth]++
			if commas[depth] >= MaxEntries {
				return tooLong(i - 1)
			}
		}
	}
	return nil
}

// surrogates looks at the escape \uXXXX at off. Half of a UTF-16
// surrogate pair without its other half is refused: it stands for no
// character, so every reader would turn it into U+FFFD and the data read
// would not be the data written. A high half followed at once by an
// escaped low half is one character: pair is true, and the scan goes on
// after both.
func surrogates(data []byte, off int) (pair bool, _ *OffsetError) {
	r, ok := hex4(data, off+2)
	if !ok || !utf16.IsSurrogate(r) {
		return false, nil // not a surrogate, or no escape (the parse says so)
	}
	if r < 0xDC00 && off+11 < len(data) && data[off+6] == '\\' && data[off+7] == 'u' {
		if r2, ok := hex4(data, off+8); ok && r2 >= 0xDC00 && r2 <= 0xDFFF {
			return true, nil
		}
	}
	half := "high"
	if r >= 0xDC00 {
		half = "low"
	}
	return false, &OffsetError{CodeEncoding, off, fmt.Sprintf("the escape %s is the %s half of a UTF-16 surrogate pair, without its other half: it stands for no character; write the character itself, or both halves", data[off:off+6], half), ErrEncoding}
}
