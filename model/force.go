package model

// Force is one of the four forces of the rules. A German counter's force in
// a scenario is the side of the Theater Boundary it sets up on.
type Force string

// The forces.
const (
	Soviet        Force = "soviet"
	WesternAllied Force = "western-allied"
	EastGerman    Force = "east-german"
	WestGerman    Force = "west-german"
)

// Forces lists the four forces in the order of the sequence of play.
var Forces = [4]Force{Soviet, WestGerman, WesternAllied, EastGerman}

// German reports whether the force is one of the two German forces.
func (f Force) German() bool { return f == EastGerman || f == WestGerman }

// Valid reports whether f is one of the four forces.
func (f Force) Valid() bool {
	switch f {
	case Soviet, WesternAllied, EastGerman, WestGerman:
		return true
	}
	return false
}
