// Package players holds computer players of Battle for Germany: each
// chooses, phase after phase, among the legal actions the game offers
// (Legal), and acts through the same calls a person's actions go through
// (game.Play's Do, Roll and EndPhase, as the browser's play page makes
// them), so that every game a computer plays is a legal record that
// `bfgdata game check` replays.
//
// The package has no rules of its own: where a unit can move, what an
// attack's odds are, what a replacement may be, where an evacuation may
// land, are the engine's answers (rules.Situation's Reach and CombatOn,
// game.Play's MayMove, MayAttack, Replacements, Evacuation), and the
// engine referees each action again when it is made. A game is
// reproducible: the players' choices and the dice each come from a
// generator seeded by the game's seed.
//
// Playtest plays a series of games and reports; PlaytestAgainst plays a
// scenario and another (a variant and its base) with the same seeds and
// Compare tests each side's difference. An Opponent plays the computer's
// sides of a game a person plays, one action a step, for the play page.
package players
