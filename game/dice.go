package game

import (
	"crypto/rand"
	"math/big"
	mrand "math/rand/v2"
)

// Dice rolls the dice of a game played through Play: one die of the given
// number of sides, 1 to sides, each face as likely.
type Dice interface {
	Roll(sides int) int
}

// CryptoDice rolls with the operating system's random source, so that no
// one, the program's author included, can foresee a roll. It is the dice
// a Play rolls with unless given others.
type CryptoDice struct{}

// Roll draws a face evenly (rand.Int draws below sides without bias).
func (CryptoDice) Roll(sides int) int {
	n, err := rand.Int(rand.Reader, big.NewInt(int64(sides)))
	if err != nil {
		// crypto/rand does not fail on the systems Go supports; a
		// failure is no reason to roll a worse die.
		panic("crypto/rand: " + err.Error())
	}
	return int(n.Int64()) + 1
}

// SeededDice rolls a fixed sequence from seed: the same seed, the same
// dice. It is for tests and for a server whose seed is kept from both
// players; it is not safe for concurrent use.
func SeededDice(seed uint64) Dice {
	return &seeded{r: mrand.New(mrand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

type seeded struct{ r *mrand.Rand }

func (d *seeded) Roll(sides int) int { return 1 + d.r.IntN(sides) }

// FixedDice rolls the given faces in turn, then starts again: a test names
// the results it needs.
type FixedDice []int

// Roll is the next face of the list; FixedDice must not be empty.
func (f *FixedDice) Roll(int) int {
	d := (*f)[0]
	*f = append((*f)[1:], d)
	return d
}
