// Package rules is the reference rules engine of Battle for Germany: pure
// functions over package model that decide odds, terrain multipliers, combat
// results, exchanges, movement costs and setup legality. It does no I/O.
//
// Each function names the rule it implements, for both editions where their
// numbers differ (1975 SPI rules / Deluxe rules).
package rules
