package model

import "fmt"

// CRT is a Combat Results Table of odds columns (crt.json).
type CRT struct {
	Schema  string      `json:"$schema"`
	ID      string      `json:"id"`
	Rule    string      `json:"rule"`
	Die     Die         `json:"die"`
	Odds    OddsRules   `json:"odds"`
	Results []CRTResult `json:"results"`
	Rows    []CRTRow    `json:"rows"`
	Src     string      `json:"src"`
	Sources Sources     `json:"sources"`
	Notes   []Note      `json:"notes,omitempty"`
}

// Die describes the die rolled on the table.
type Die struct {
	Sides int `json:"sides"`
}

// OddsRules lists the odds columns and how a ratio falls onto them.
type OddsRules struct {
	Columns      []OddsColumn `json:"columns"`
	Rounding     string       `json:"rounding"`
	BelowLowest  string       `json:"belowLowest"`
	AboveHighest string       `json:"aboveHighest"`
	Rule         string       `json:"rule,omitempty"`
}

// OddsColumn is one column, the ratio Attack:Defense, e.g. 3-1.
type OddsColumn struct {
	ID      string `json:"id"`
	Attack  int    `json:"attack"`
	Defense int    `json:"defense"`
}

// Effect is what a result does to one side of a combat.
type Effect string

// The effects a CRT result can have on a side.
const (
	EffectNone       Effect = "none"
	EffectRetreat    Effect = "retreat"
	EffectEliminated Effect = "eliminated"
	EffectExchange   Effect = "exchange"
)

// CRTResult is a result code and its effects.
type CRTResult struct {
	Code     string   `json:"code"`
	Name     string   `json:"name"`
	Attacker Effect   `json:"attacker"`
	Defender Effect   `json:"defender"`
	Rule     string   `json:"rule"`
	Aliases  []string `json:"aliases,omitempty"`
	// Advance names the sides ("attacker", "defender") whose surviving
	// units that took part may advance into a hex the result vacates;
	// AdvanceRule is the rule that says so.
	Advance     []string `json:"advance,omitempty"`
	AdvanceRule string   `json:"advanceRule,omitempty"`
}

// The sides of a combat, as CRTResult.Advance names them.
const (
	SideAttacker = "attacker"
	SideDefender = "defender"
)

// CRTRow is the row of results for one die roll, one per column.
type CRTRow struct {
	Die     int      `json:"die"`
	Results []string `json:"results"`
}

// Result returns the definition of a result code (or one of its aliases).
func (c *CRT) Result(code string) (CRTResult, bool) {
	for _, r := range c.Results {
		if r.Code == code {
			return r, true
		}
		for _, a := range r.Aliases {
			if a == code {
				return r, true
			}
		}
	}
	return CRTResult{}, false
}

// ColumnIndex returns the index of the column with the given id ("3-1").
func (c *CRT) ColumnIndex(id string) (int, bool) {
	for i, col := range c.Odds.Columns {
		if col.ID == id {
			return i, true
		}
	}
	return 0, false
}

// Cell returns the result code under column index col for a die roll.
func (c *CRT) Cell(col, die int) (string, error) {
	if col < 0 || col >= len(c.Odds.Columns) {
		return "", fmt.Errorf("odds column %d out of range", col)
	}
	for _, row := range c.Rows {
		if row.Die == die {
			if col >= len(row.Results) {
				return "", fmt.Errorf("row for die %d has no result under column %s", die, c.Odds.Columns[col].ID)
			}
			return row.Results[col], nil
		}
	}
	return "", fmt.Errorf("die roll %d is not on the table (a %d-sided die)", die, c.Die.Sides)
}

// MaxDieSides is the most sides a die of a Combat Results Table may have
// (the schema's maximum).
const MaxDieSides = 20
