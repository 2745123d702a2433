package tests

import (
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestZoneMapInChromium draws the Berlin 1945 zone map with the binary,
// prints it to PDF and to a PNG with headless Chromium, and reads both
// back: the title and zone names are text of the PDF, and the rivers'
// blue is on the picture.
func TestZoneMapInChromium(t *testing.T) {
	browser := printTools(t)
	dir := t.TempDir()
	r := bfgdata(t, dir, "render", "map", "--edition", "berlin-1945", "--out", "zones.svg")
	if r.code != 0 {
		t.Fatalf("render map: exit %d\n%s", r.code, r.stderr)
	}
	svg, err := os.ReadFile(filepath.Join(dir, "zones.svg"))
	if err != nil {
		t.Fatal(err)
	}
	// the SVG inline in a page of its own size, so that its text prints as text
	html := filepath.Join(dir, "zones.html")
	page := "<!doctype html><meta charset=utf-8><style>@page{size:11in 10in;margin:0}body{margin:0}svg{display:block}</style>" + string(svg)
	if err := os.WriteFile(html, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	pdf := printPDF(t, browser, html)
	if n, _ := pdfPages(t, pdf); n != 1 {
		t.Errorf("the zone map prints on %d pages, want 1", n)
	}
	text := runTool(t, "pdftotext", pdf, "-")
	for _, want := range []string{"Berlin 1945: zone map (reconstructed)", "not the printed map", "Seelow", "Tempelhof", "Cottbus", "Legend"} {
		if !strings.Contains(text, want) {
			t.Errorf("the printed zone map lacks %q", want)
		}
	}

	shot := filepath.Join(dir, "zones.png")
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
		"--user-data-dir="+t.TempDir(), "--window-size=1100,1000", "--screenshot="+shot, "file://"+html)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("chromium screenshot: %v\n%s", err, out)
	}
	f, err := os.Open(shot)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	blue := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			// the rivers' #2a6fdb, give or take antialiasing
			if near(r>>8, 0x2a) && near(g>>8, 0x6f) && near(bl>>8, 0xdb) {
				blue++
			}
		}
	}
	if blue < 500 {
		t.Errorf("%d pixels of river blue on the screenshot, want the rivers drawn (500 or more)", blue)
	}
}

func near(v uint32, want int) bool { return int(v) >= want-24 && int(v) <= want+24 }
