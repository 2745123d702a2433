package rules

import (
	"fmt"
	"testing"
)

func TestExchangeExamples(t *testing.T) {
	tests := []struct {
		rule    string
		attack  []int
		defense int
		choices string
	}{
		// A 7-4-8 and two 6-6-7s exchange with two 2-3-4s (printed defense
		// 3+3 = 6, not the tripled 18): any one unit pays; the Deluxe
		// example's player gives up a 6-6-7.
		{"1975 6.53 / Deluxe 6.1", []int{7, 6, 6}, 6, "[[0] [1] [2]]"},
		// Courland: three Soviet units of 21 against a 3-5-4 (5); the
		// example names only the 6-4-6 the Soviets lose, so the other two
		// (15 between them) are taken as a front and a Guards army.
		{"Deluxe 18.1", []int{8, 7, 6}, 5, "[[0] [1] [2]]"},
		{"two small units together", []int{2, 3, 5}, 5, "[[2] [0 1]]"},
		{"attackers fall short: all are lost", []int{1, 2}, 6, "[[0 1]]"},
		{"no attackers", nil, 3, "[[]]"},
	}
	for _, tt := range tests {
		t.Run(tt.rule, func(t *testing.T) {
			got := fmt.Sprint(ExchangeChoices(tt.attack, tt.defense))
			if got != tt.choices {
				t.Errorf("ExchangeChoices(%v, %d) = %s, want %s", tt.attack, tt.defense, got, tt.choices)
			}
		})
	}
	if !ExchangeSatisfied([]int{6}, 6) {
		t.Error("Deluxe 6.1: losing one 6-6-7 must satisfy an Ex against defense 6")
	}
	if ExchangeSatisfied([]int{4}, 6) {
		t.Error("a 4-8-6 alone must not satisfy an Ex against defense 6")
	}
}
