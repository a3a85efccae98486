//go:build !amd64 || purego

package deck

// fastPick says whether pick runs in assembly; else Choice looks its cards
// up (pickOrdered).
const fastPick = false

// pick is pickGo.
func pick(dst []Card, avail Set, x, n uint64) Set { return pickGo(dst, avail, x, n) }

// pickMany is pickManyGo: it leaves in each job's avail the cards left.
func pickMany(cards []Card, stride, k int, jobs []pickJob, n uint64) {
	pickManyGo(cards, stride, k, jobs, n)
}
