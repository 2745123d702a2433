package arearules

// Finding is one rule a map or setup breaks: a stable code of the
// catalogue, a message a person understands, the rule (with the
// rulebook's line), and what it concerns. Index is the position of the
// fact or placement concerned in its list, -1 when none.
type Finding struct {
	Code     string
	Message  string
	Rule     string
	Index    int
	Zones    []string
	Counters []string
}
