package shard

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// Shard is one of N shards: index I in [0, N).
type Shard struct {
	Index int `json:"index"`
	Count int `json:"count"`
}

// The environment variables a shard index may come from, in the order they
// are looked for: Slurm job arrays and Kubernetes Indexed Jobs.
var envIndex = []string{"SLURM_ARRAY_TASK_ID", "JOB_COMPLETION_INDEX"}

// ErrSpec reports a shard written wrongly.
var ErrSpec = errors.New("bad shard")

// Parse reads a shard written "I/N" (0 <= I < N), or "env/N", whose index
// is then taken from the scheduler's environment: SLURM_ARRAY_TASK_ID
// (Slurm job arrays) or JOB_COMPLETION_INDEX (Kubernetes Indexed Jobs).
// getenv looks a variable up (os.Getenv, or a map in tests).
func Parse(s string, getenv func(string) string) (Shard, error) {
	i, n, ok := strings.Cut(strings.TrimSpace(s), "/")
	count, err := strconv.Atoi(n)
	if !ok || err != nil || count < 1 {
		return Shard{}, fmt.Errorf("%w %q: want I/N, such as 3/8, or env/N", ErrSpec, s)
	}
	if i == "env" {
		for _, name := range envIndex {
			if v := getenv(name); v != "" {
				i = v
				break
			}
		}
		if i == "env" {
			return Shard{}, fmt.Errorf("%w %q: neither %s is set", ErrSpec, s, strings.Join(envIndex, " nor "))
		}
	}
	index, err := strconv.Atoi(i)
	if err != nil || index < 0 || index >= count {
		return Shard{}, fmt.Errorf("%w %q: the index must be a whole number from 0 to %d", ErrSpec, s, count-1)
	}
	return Shard{Index: index, Count: count}, nil
}

// ParseEnv is Parse with the process's environment.
func ParseEnv(s string) (Shard, error) { return Parse(s, os.Getenv) }

// String returns the shard as "I/N".
func (s Shard) String() string { return fmt.Sprintf("%d/%d", s.Index, s.Count) }

// Has reports whether unit u belongs to the shard: u mod N == I.
func (s Shard) Has(u int) bool { return u%s.Count == s.Index }

// Units returns the units among n that belong to the shard, in order.
func (s Shard) Units(n int) []int {
	var out []int
	for u := s.Index; u < n; u += s.Count {
		out = append(out, u)
	}
	return out
}
