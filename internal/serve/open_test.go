package serve

import (
	"slices"
	"testing"
)

func TestOpenCommand(t *testing.T) {
	const url = "http://127.0.0.1:8080/"
	for goos, want := range map[string][]string{
		"darwin":  {"open", url},
		"windows": {"rundll32", "url.dll,FileProtocolHandler", url},
		"linux":   {"xdg-open", url},
		"freebsd": {"xdg-open", url},
	} {
		if got := openCommand(goos, url).Args; !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", goos, got, want)
		}
	}
}
