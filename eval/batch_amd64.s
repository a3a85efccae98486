//go:build amd64 && !purego

#include "textflag.h"

// The loop of Eval7Batch, as batch.go's eval7BatchGo writes it in Go, with
// what the Go compiler does not do: the tables' addresses and constants stay
// in registers, the hands and results are walked by pointer, six of the seven
// card keys come from pairs of cards, and no slot is masked. Masks are not
// needed: the low 32 bits of any seven keys sum to less than 1<<25, so the
// row is below 32768, and every row's slots lie inside rankTable
// (TestHashSlotsInTable), whatever bytes the hands hold.
//
// Registers: SI the next hand, DI its result, CX the hands left; R8
// cardKeys, R9 hashDeltas, R10 rankTable, R14 pairs; R11 the suit counters'
// bias and R12 their top bits, as in isFlush; BX the key; AX and DX scratch.

// func eval7BatchAsm(dst []Rank, hands [][7]deck.Card, pairs *[1 << 16]uint64)
TEXT ·eval7BatchAsm(SB), NOSPLIT, $8-56
	MOVQ dst_base+0(FP), DI
	MOVQ hands_base+24(FP), SI
	MOVQ hands_len+32(FP), CX
	MOVQ pairs+48(FP), R14
	TESTQ CX, CX
	JEQ done
	LEAQ ·cardKeys(SB), R8
	LEAQ ·hashDeltas(SB), R9
	LEAQ ·rankTable(SB), R10
	MOVQ $0x333300000000, R11
	MOVQ $0x888800000000, R12

	PCALIGN $32
loop:
	// BX = the sum of the seven cards' keys.
	MOVWLZX 0(SI), AX
	MOVQ (R14)(AX*8), BX
	MOVWLZX 2(SI), AX
	ADDQ (R14)(AX*8), BX
	MOVWLZX 4(SI), AX
	ADDQ (R14)(AX*8), BX
	MOVBQZX 6(SI), AX
	ADDQ (R8)(AX*8), BX

	// A flush if a biased suit counter reaches 8.
	LEAQ (BX)(R11*1), AX
	TESTQ R12, AX
	JNE flush

	// The perfect hash: slot = key + hashDeltas[key>>10].
	MOVL BX, AX
	SHRL $10, AX
	ADDL (R9)(AX*4), BX
	MOVWLZX (R10)(BX*2), AX
	MOVW AX, (DI)

next:
	ADDQ $7, SI
	ADDQ $2, DI
	DECQ CX
	JNE loop

done:
	RET

flush:
	// AX holds the biased counters in its top half: bit 32+4s+3 is set for
	// the flush suit s. Its ranks are the 16-bit word at byte 2s of the
	// hand's card mask (bit 16*suit + rank per card), which goes through
	// the stack to be read at that byte.
	SHRQ $32, AX
	ANDL $0x8888, AX
	BSFL AX, AX
	SUBL $3, AX
	SHRL $1, AX
	LEAQ ·cardBits(SB), BX
	MOVBQZX 0(SI), DX
	MOVQ (BX)(DX*8), R13
	MOVBQZX 1(SI), DX
	ORQ (BX)(DX*8), R13
	MOVBQZX 2(SI), DX
	ORQ (BX)(DX*8), R13
	MOVBQZX 3(SI), DX
	ORQ (BX)(DX*8), R13
	MOVBQZX 4(SI), DX
	ORQ (BX)(DX*8), R13
	MOVBQZX 5(SI), DX
	ORQ (BX)(DX*8), R13
	MOVBQZX 6(SI), DX
	ORQ (BX)(DX*8), R13
	MOVQ R13, mask-8(SP)
	MOVWLZX mask-8(SP)(AX*1), AX
	ANDL $0x1fff, AX
	LEAQ ·flushTable(SB), BX
	MOVWLZX (BX)(AX*2), AX
	MOVW AX, (DI)
	JMP next
