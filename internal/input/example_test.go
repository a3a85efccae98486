package input_test

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/pokersim/pokersim/internal/input"
)

// A batch file read within batch's bounds: the third line is too long,
// and reading stops there, however much follows.
func ExampleReader() {
	file := "AhKh vs QsQd\n# a comment\n" + strings.Repeat("x", 100) + "\nQQ vs AKs\n"
	r := input.NewReader(context.Background(), strings.NewReader(file), "spots.txt", input.Limits{MaxLine: 64, MaxSize: 1 << 20})
	_, err := io.ReadAll(r)
	fmt.Println(err)
	// Output: spots.txt: line 3: line longer than 64 bytes
}
