package vmodtest

import (
	"slices"
	"strings"
	"testing"
)

// spoiled is one spoiled copy of a module for a check that must bite:
// what is spoiled, how, and words of the problem the check must report.
type spoiled struct {
	name  string
	spoil func(*module)
	want  string
}

// checksBite runs check, one of the reader's checks, on the module vmod as
// exported, where it must find nothing (what names the part it checks),
// then on a fresh copy spoiled by each case, where one of its problems
// must say the case's words.
func checksBite(t *testing.T, vmod []byte, what string, check func(*module) []string, cases []spoiled) {
	t.Helper()
	m, err := readModule(vmod)
	if err != nil {
		t.Fatal(err)
	}
	if probs := check(m); len(probs) > 0 {
		t.Fatalf("the exported module's %s: %q", what, probs)
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			m, err := readModule(vmod)
			if err != nil {
				t.Fatal(err)
			}
			tc.spoil(m)
			probs := check(m)
			if !slices.ContainsFunc(probs, func(s string) bool { return strings.Contains(s, tc.want) }) {
				t.Errorf("no problem says %q; the problems were: %q", tc.want, probs)
			}
		})
	}
}
