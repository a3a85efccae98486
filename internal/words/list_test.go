package words

import (
	"fmt"
	"strconv"
	"testing"
)

func TestJoin(t *testing.T) {
	tests := []struct {
		name  string
		conj  string
		items []int
		want  string
	}{
		{"none", "or", nil, ""},
		{"one", "or", []int{3}, "3"},
		{"two", "and", []int{3, 4}, "3 and 4"},
		{"four", "or", []int{0, 3, 4, 5}, "0, 3, 4 or 5"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Join(tt.conj, tt.items, strconv.Itoa); got != tt.want {
				t.Errorf("Join(%q, %v) = %q, want %q", tt.conj, tt.items, got, tt.want)
			}
		})
	}
}

func ExampleJoin() {
	fmt.Println(Join("or", []string{"text", "json", "csv"}, func(s string) string { return s }))
	// Output: text, json or csv
}
