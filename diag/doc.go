// Package diag is the one shape of a problem bfgdata reports: a severity,
// a catalogued code, a message, the rule broken and the place of the input
// it concerns (a file's line and column and JSON pointer, or a workbook's
// sheet and cell, as the input has them). The validator, the importers,
// the rules engine and every front end speak it, so a problem reads the
// same wherever it is printed, and the code's class in package catalog
// alone decides what a front end makes of it (an exit status, an HTTP
// status).
package diag
