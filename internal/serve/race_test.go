//go:build race

package serve

// raceDetector is true under go test -race, which slows everything down
// too much for timing tests.
const raceDetector = true
