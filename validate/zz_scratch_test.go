package validate

import (
	"testing"
	"time"
)

func TestScratchOne(t *testing.T) {
	t0 := time.Now()
	v, _ := New()
	t1 := time.Now()
	v.Paths([]string{"../data/1994/crt.json"}, Options{})
	t2 := time.Now()
	v.Paths([]string{"../data/1994/crt.json"}, Options{})
	t3 := time.Now()
	t.Log(t1.Sub(t0), t2.Sub(t1), t3.Sub(t2))
}
