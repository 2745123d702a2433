package fsread

import (
	"errors"
	"io/fs"
	"testing"
	"testing/fstest"
)

func TestReadFile(t *testing.T) {
	fsys := fstest.MapFS{
		"a.json":     {Data: []byte("12345")},
		"dir/b.json": {Data: []byte("x")},
		"pipe":       {Mode: fs.ModeNamedPipe},
	}
	for _, tt := range []struct {
		name    string
		limit   int64
		want    string
		tooBig  bool
		notFile bool
		missing bool
	}{
		{name: "a.json", limit: 5, want: "12345"},
		{name: "a.json", limit: 4, tooBig: true},
		{name: "dir", limit: 5, notFile: true},
		{name: "pipe", limit: 5, notFile: true},
		{name: "none.json", limit: 5, missing: true},
	} {
		b, err := ReadFile(fsys, tt.name, tt.limit)
		var tl *TooLargeError
		switch {
		case tt.tooBig:
			if !errors.As(err, &tl) || tl.Path != tt.name || tl.Limit != tt.limit {
				t.Errorf("%s at %d bytes: %v, want it too large", tt.name, tt.limit, err)
			}
		case tt.notFile:
			if !errors.Is(err, ErrNotRegular) {
				t.Errorf("%s: %v, want it refused as no regular file", tt.name, err)
			}
		case tt.missing:
			if !errors.Is(err, fs.ErrNotExist) {
				t.Errorf("%s: %v, want it missing", tt.name, err)
			}
		case err != nil || string(b) != tt.want:
			t.Errorf("%s: %q, %v; want %q", tt.name, b, err, tt.want)
		}
	}
}
