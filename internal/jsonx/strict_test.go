package jsonx

import (
	"encoding/json"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
)

type strictProbe struct {
	A int            `json:"a"`
	B []any          `json:"b"`
	C map[string]any `json:"c"`
}

func TestDecodeStrict(t *testing.T) {
	deep := strings.Repeat("[", MaxDepth+1) + strings.Repeat("]", MaxDepth+1)
	long := "[" + strings.Repeat("0,", MaxEntries) + "0]"
	tests := []struct {
		name string
		data string
		in   Input
		want error // nil: accepted; else errors.Is, or the type errors.As finds
		off  int   // the OffsetError's Off, when want is one of its errors
	}{
		{"an object", `{"a": 1, "b": [2]}`, Input{MaxSize: 100}, nil, 0},
		{"space around it", " \n{\"a\": 1}\n\t ", Input{MaxSize: 100}, nil, 0},
		{"unknown member", `{"a": 1, "colour": "red"}`, Input{MaxSize: 100}, errUnknown, 0},
		{"unknown member read past", `{"a": 1, "colour": "red"}`, Input{MaxSize: 100, ReadPast: true}, nil, 0},
		{"a second value", `{"a": 1} {}`, Input{MaxSize: 100}, ErrTrailing, 9},
		{"a stray brace", `{"a": 1} }`, Input{MaxSize: 100}, ErrTrailing, 9},
		{"a stray word", "{\"a\": 1}\n  x", Input{MaxSize: 100}, ErrTrailing, 11},
		{"empty", "", Input{MaxSize: 100}, ErrEmpty, 0},
		{"only space", "  \n ", Input{MaxSize: 100}, ErrEmpty, 0},
		{"too large", `{"a": 1}`, Input{MaxSize: 7}, ErrTooLarge, -1},
		{"too deep", `{"b": ` + deep + `}`, Input{MaxSize: 1 << 20}, ErrTooDeep, 5 + MaxDepth}, // the bracket that opens level MaxDepth+1, the object being level 1
		{"too long", `{"b": ` + long + `}`, Input{MaxSize: 1 << 20}, ErrTooLong, -2},
		{"not JSON", `{"a": 1,}`, Input{MaxSize: 100}, &json.SyntaxError{}, 0},
		{"cut short", `{"a": [1`, Input{MaxSize: 100}, io.ErrUnexpectedEOF, 0},
		{"wrong type", `{"a": "one"}`, Input{MaxSize: 100}, &json.UnmarshalTypeError{}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var v strictProbe
			err := DecodeStrict([]byte(tt.data), &v, tt.in)
			switch want := tt.want.(type) {
			case nil:
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
			case *json.SyntaxError:
				var se *json.SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("got %v, want a *json.SyntaxError", err)
				}
			case *json.UnmarshalTypeError:
				var te *json.UnmarshalTypeError
				if !errors.As(err, &te) {
					t.Fatalf("got %v, want a *json.UnmarshalTypeError", err)
				}
			default:
				if want == errUnknown {
					if err == nil || !strings.Contains(err.Error(), `unknown field "colour"`) {
						t.Fatalf("got %v, want the unknown field named", err)
					}
					return
				}
				if !errors.Is(err, want) {
					t.Fatalf("got %v, want %v", err, want)
				}
				var oe *OffsetError
				if errors.As(err, &oe) && tt.off != -2 && oe.Off != tt.off {
					t.Errorf("offset %d, want %d (%s)", oe.Off, tt.off, oe.Msg)
				}
			}
		})
	}
}

// errUnknown stands for encoding/json's unknown-field error, which has no
// type of its own.
var errUnknown = errors.New("unknown field")

// What DecodeStrict accepts, encoding/json reads to the same value; it
// never panics.
func FuzzDecodeStrict(f *testing.F) {
	for _, s := range []string{`{"a": 1, "b": [2, "x"], "c": {"d": null}}`, `{} {}`, `{"a": 1} }`, ``, `[`, `{"e": 1}`, `{"a": 1e400}`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var got strictProbe
		if err := DecodeStrict(data, &got, Input{MaxSize: 1 << 16}); err != nil {
			return
		}
		var want strictProbe
		if err := json.Unmarshal(data, &want); err != nil {
			t.Fatalf("accepted what encoding/json refuses: %v", err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("decoded %+v, encoding/json %+v", got, want)
		}
	})
}

// checkedValue refuses a negative N after decoding.
type checkedValue struct{ N int }

func (c *checkedValue) Check() error {
	if c.N < 0 {
		return errors.New("n is negative")
	}
	return nil
}

// DecodeChecked refuses what DecodeStrict refuses, then what Check does,
// and gives the value when both take it.
func TestDecodeChecked(t *testing.T) {
	for _, tt := range []struct{ in, err string }{
		{`{"N": 2}`, ""},
		{`{"N": -1}`, "n is negative"},
		{`{"N": 1, "M": 2}`, `unknown field "M"`},
		{`{"N": 1} {}`, "more data after the end"},
	} {
		v, err := DecodeChecked[checkedValue]([]byte(tt.in), Input{MaxSize: 100})
		switch {
		case tt.err == "" && (err != nil || v == nil || v.N != 2):
			t.Errorf("%s: %+v, %v; want N 2", tt.in, v, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err) || v != nil):
			t.Errorf("%s: %+v, %v; want nil and an error saying %q", tt.in, v, err, tt.err)
		}
	}
}
