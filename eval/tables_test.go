package eval

import (
	"slices"
	"testing"

	"github.com/pokersim/pokersim/eval/internal/tables"
	"github.com/pokersim/pokersim/internal/testfull"
)

// TestTablesCurrent rebuilds the tables and compares them with
// tables_gen.go, so that a change to the generator cannot go unnoticed.
func TestTablesCurrent(t *testing.T) {
	// Rebuilding the perfect hash takes half a minute; the evaluator's
	// exhaustive tests check the tables' values by default.
	testfull.Full(t)
	tb := tables.Build(tables.RankKeys)
	if tb.RankKeys != rankKeys || tb.Hash.Shift != hashShift {
		t.Fatal("rank keys or hash shift differ from tables_gen.go; run go generate")
	}
	for r, off := range tb.Hash.Offsets {
		if hashDeltas[r]+uint32(r)<<hashShift != off {
			t.Fatalf("hash row %d differs from tables_gen.go; run go generate", r)
		}
	}
	if !slices.Equal(tb.Ranks, rankTableUint16()[:rankUsed]) {
		t.Fatal("rankTable differs from tables_gen.go; run go generate")
	}
	if tb.Seven.Shift != sevenShift || !slices.Equal(tb.Ranks7, sevenTableUint16()[:sevenUsed]) {
		t.Fatal("the seven-card hash's shift or sevenTable differs from tables_gen.go; run go generate")
	}
	for r, off := range tb.Seven.Offsets {
		if uint32(sevenOffsets[r]) != off {
			t.Fatalf("seven-card hash row %d differs from tables_gen.go; run go generate", r)
		}
	}
	for m, v := range tb.Flush {
		if Rank(v) != flushTable[m] {
			t.Fatalf("flushTable[%#x] = %d, want %d; run go generate", m, flushTable[m], v)
		}
	}
}

func sevenTableUint16() []uint16 {
	out := make([]uint16, len(sevenTable))
	for i, r := range sevenTable {
		out[i] = uint16(r)
	}
	return out
}

func rankTableUint16() []uint16 {
	out := make([]uint16, len(rankTable))
	for i, r := range rankTable {
		out[i] = uint16(r)
	}
	return out
}

// TestTableSize keeps the parts of the tables that lookups touch compact
// enough to stay in cache. (rankTable and hashDeltas are padded to powers
// of two; the padding is never read.)
func TestTableSize(t *testing.T) {
	bytes := rankUsed*2 + len(flushTable)*2 + usedRows()*4 + len(cardKeys)*8 + len(cardBits)*8
	t.Logf("tables: %d bytes", bytes)
	if bytes > 512<<10 {
		t.Errorf("tables take %d bytes, want at most 512 KiB", bytes)
	}
	// Values7's: a seven-card hand's row is below that of four aces
	// and three kings.
	rows := int((4*rankKeys[12]+3*rankKeys[11])>>sevenShift) + 1
	seven := sevenUsed*2 + len(flushTable)*2 + rows*2 + len(cardKeys)*8 + len(cardBits)*8
	t.Logf("seven-card tables: %d bytes", seven)
	if seven > 256<<10 {
		t.Errorf("the seven-card tables take %d bytes, want at most 256 KiB", seven)
	}
}

// usedRows returns the number of hashDeltas rows that valid keys reach: the
// row of the largest rank-key sum, four aces and three kings, plus one.
func usedRows() int {
	return int((4*rankKeys[12]+3*rankKeys[11])>>hashShift) + 1
}

// TestHashSlotsInTable checks that the tables could be indexed without
// masks, for any bytes in a hand (as an assembly loop once did):
// seven rank keys, of any ranks and repeated, sum to a row inside
// hashDeltas, and every slot of every row lies inside rankTable.
func TestHashSlotsInTable(t *testing.T) {
	if top := 7 * uint64(rankKeys[12]); top>>hashShift >= uint64(len(hashDeltas)) {
		t.Errorf("seven aces' rank keys sum to %d, past the last row of hashDeltas", top)
	}
	for r, d := range hashDeltas {
		first := uint32(r)<<hashShift + d
		if last := first + 1<<hashShift - 1; first >= uint32(len(rankTable)) || last >= uint32(len(rankTable)) {
			t.Fatalf("hash row %d has slots %d to %d, outside rankTable (%d)", r, first, last, len(rankTable))
		}
	}
}
