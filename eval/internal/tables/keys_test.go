package tables

import (
	"testing"

	"github.com/pokersim/pokersim/internal/testfull"
)

func TestRankKeysDistinct(t *testing.T) {
	seen := make(map[uint32][13]int)
	ForEachMultiset(0, MaxCards, func(n [13]int) {
		s := SumOf(RankKeys, n)
		if m, ok := seen[s]; ok {
			t.Fatalf("multisets %v and %v have the same sum %d", m, n, s)
		}
		seen[s] = n
	})
	if len(seen) < 50000 {
		t.Fatalf("only %d multisets", len(seen))
	}
}

func TestRankKeysAreSearchResult(t *testing.T) {
	testfull.Full(t) // the key search takes most of a minute on two busy cores
	if got := SearchRankKeys(); got != RankKeys {
		t.Errorf("SearchRankKeys() = %v, want RankKeys %v", got, RankKeys)
	}
}
