// Package game replays game records (model.Game, game.json): it sets up
// the scenario's start, follows the edition's sequence of play, applies
// each action through the rules engine's own procedures (rules.MovePath for
// a move, rules' combat resolution with the recorded die and choices for
// an attack) and stops at the first illegal action with a diagnostic that
// points at it by JSON pointer and cites the edition's rule.
//
// It follows the scenario's own sequence of play where it has one (the
// three- and four-player games, Red Star/White Star, Collapse in the
// East); referees moves (the strategic move among them), attacks,
// replacements, exits, the Courland evacuation, Offensive Supply markers
// and their second phases, and Red Star/White Star's opening roll; and
// runs what happens by itself at the end of a phase, a player turn and the
// game (phaseend.go: stacking, the turn-1 mandate, garrisons, stranded
// units, the fall of Berlin, the verdict).
//
// Play (play.go) is a game being played rather than replayed: each action
// is refereed as it comes and written into the record, phases are ended
// on request, and the last action before a die can be taken back; what
// could leave a half-done change (ending a phase, taking back) is done by
// replaying the changed record, so that a record Play writes and Replay
// reads are one and the same game.
//
// A method that refuses returns an error with a *diag.Diagnostic
// underneath (errors.As finds it): its code, the rule it cites and the
// JSON pointer of the action refused. No refusal is a nil error, never an
// error holding a nil diagnostic.
//
// Nothing edition-specific is in the package: the rule numbers, the Turn
// Record Track's rates, the scenario rules' effects and numbers (pooled
// German replacements under East Front Concentration and in the
// three-player game, the Offensive Supply markers' numbers) come from the
// edition's data.
package game
