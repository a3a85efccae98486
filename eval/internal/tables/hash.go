package tables

import (
	"cmp"
	"slices"
)

// PerfectHash packs a sparse set of keys into a dense table by row
// displacement (Tarjan and Yao, "Storing a sparse table", 1979): a key k is
// split into a row k>>Shift and a column k&(1<<Shift-1); each row gets an
// offset so that offset+column is free for every key of the row. Rows are
// placed densest first, each at the lowest offset that fits. The slot of k
// is Offsets[k>>Shift] + k&(1<<Shift-1).
type PerfectHash struct {
	Shift   uint
	Offsets []uint32
	Size    int // table length needed: one more than the highest slot
}

// NewPerfectHash builds the row displacement for keys (which must be distinct).
func NewPerfectHash(keys []uint32, shift uint) *PerfectHash {
	var maxKey uint32
	for _, k := range keys {
		maxKey = max(maxKey, k)
	}
	rows := make([][]uint32, maxKey>>shift+1)
	for _, k := range keys {
		rows[k>>shift] = append(rows[k>>shift], k&(1<<shift-1))
	}
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(len(rows[b]), len(rows[a])) })

	h := &PerfectHash{Shift: shift, Offsets: make([]uint32, len(rows))}
	used := newBitset(len(keys) * 2)
	first := uint32(0) // every slot below first is taken
	for _, r := range order {
		if len(rows[r]) == 0 {
			continue
		}
		off := first
		for ; !fits(used, rows[r], off); off++ {
		}
		for _, col := range rows[r] {
			used.set(off + col)
			h.Size = max(h.Size, int(off+col)+1)
		}
		h.Offsets[r] = off
		for used.has(first) {
			first++
		}
	}
	return h
}

func fits(used *bitset, cols []uint32, off uint32) bool {
	for _, c := range cols {
		if used.has(off + c) {
			return false
		}
	}
	return true
}

// Slot returns the table index of key k.
func (h *PerfectHash) Slot(k uint32) uint32 {
	return h.Offsets[k>>h.Shift] + k&(1<<h.Shift-1)
}
