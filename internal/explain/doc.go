// Package explain computes the answers a person asks of the data — what a
// hex is, a scenario's resolved setup, an odds calculation, a combat, the
// hexes a unit can reach, the starting position, the rules catalogue — as
// typed results with JSON tags, and the edits a setup editor makes to a
// scenario (MoveCounter, NewScenario). Every front end (the command line, a web
// page, a spreadsheet or a printed sheet) shows these same results, so
// the data is walked once, here, and never in a front end. Each result
// also writes itself as text (WriteText, in the text_*.go files), so the
// text a person reads is the same from every front end that prints it.
//
// explain sits above model and rules and below render and the front ends.
package explain
