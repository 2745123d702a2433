// Package game replays game records (model.Game, game.json): it sets up
// the scenario's start, follows the edition's sequence of play, applies
// each action through the rules engine's own procedures (rules.MovePath for
// a move, rules' combat resolution with the recorded die and choices for
// an attack) and stops at the first illegal action with a diagnostic that
// points at it by JSON pointer and cites the edition's rule.
//
// It covers the two-player games' move and attack actions so far, and
// what happens by itself at the end of a phase, a player turn and the game
// (phaseend.go: stacking, the turn-1 mandate, garrisons, stranded units,
// the fall of Berlin, the verdict); replacements, exits, evacuation and
// Offensive Supply are still to come (issue 22).
package game
