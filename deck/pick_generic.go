//go:build !amd64 || purego

package deck

// fastPick says whether pick runs in assembly; else Choice looks its cards
// up (pickOrdered).
const fastPick = false

// pick is pickGo.
func pick(dst []Card, avail Set, x, n uint64) Set { return pickGo(dst, avail, x, n) }

// pickMany is pickManyGo.
func pickMany(cards []Card, k int, jobs []pickJob, n uint64) { pickManyGo(cards, k, jobs, n) }
