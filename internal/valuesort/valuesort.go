package valuesort

// Sort sorts keys by their values (bits 16 to 28) with a stable radix sort
// in two passes through tmp, which must be at least as long, and returns
// keys. Keys of equal value keep their order, so keys made in increasing
// index come out in increasing key order.
func Sort(keys, tmp []uint32) []uint32 {
	var lo [1 << 7]int32
	var hi [1 << 6]int32
	tmp = tmp[:len(keys)]
	for _, k := range keys {
		lo[k>>16&0x7f]++
		hi[k>>23&0x3f]++
	}
	var sum int32
	for d, c := range lo {
		lo[d], sum = sum, sum+c
	}
	sum = 0
	for d, c := range hi {
		hi[d], sum = sum, sum+c
	}
	for _, k := range keys {
		d := k >> 16 & 0x7f
		tmp[lo[d]] = k
		lo[d]++
	}
	for _, k := range tmp {
		d := k >> 23 & 0x3f
		keys[hi[d]] = k
		hi[d]++
	}
	return keys
}
