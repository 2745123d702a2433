package serve

import (
	"sync"
	"testing"

	"github.com/bfgdata/bfgdata/game"
)

// nextDice is the server's dice in a browser test: the face it rolls is
// set by the test once it knows which result it needs; 1 before that.
type nextDice struct {
	mu   sync.Mutex
	face int
}

func (d *nextDice) set(face int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.face = face
}

func (d *nextDice) Roll(int) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return max(d.face, 1)
}

var _ game.Dice = (*nextDice)(nil)

// openEditorDice is openEditor with the server rolling dice.
func openEditorDice(t *testing.T, fragment string, dice game.Dice) (*browser, string) {
	t.Helper()
	exe := needChromium(t)
	s, dir := newFolderServer(t, "1994")
	s.cfg.Dice = dice
	return openPage(t, exe, s, fragment), dir
}
