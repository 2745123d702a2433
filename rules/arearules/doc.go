// Package arearules is the rules engine of the area editions (the Berlin
// 1945 zone game), the sibling of package rules for the hex ones: the
// facts about the map the rulebook states checked against a map, and
// stacking and setup legality. Pure functions over package model/area;
// rule numbers and line numbers in its findings are the Berlin 1945
// rulebook's, the only area rulebook so far.
package arearules
