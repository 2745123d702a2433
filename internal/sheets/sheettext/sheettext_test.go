package sheettext

import "testing"

// TestCover: the cover's blocks become lines, drawings, footers and the
// force pages are left out, entities read back.
func TestCover(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"no cover", `<p>nothing</p>`, ""},
		{"facts and footer", `<style>x</style><p class="cv-kicker">Setup sheet</p>
<div class="cv-fact"><div class="cv-term">Author</div><div class="cv-val">Anna &lt;A&gt;</div></div>
<div class="cv-fact"><div class="cv-term">Changes</div><div class="cv-val">turns 1–10 → 2–9<br>5-gds 0404 → 0405</div></div>
<svg><text>drawn</text></svg><div class="foot"><span>Battle</span><span>page 1 of 2</span></div>
</section><section class="page force"><p>5-gds</p>`, "Setup sheet\nAuthor\nAnna <A>\nChanges\nturns 1–10 → 2–9\n5-gds 0404 → 0405\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Cover(tt.in); got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}
