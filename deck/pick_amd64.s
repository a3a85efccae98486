//go:build amd64 && !purego

#include "textflag.h"

// The loop of pickGo: for each card, AX = x*(n-t) mod 2^64 and DX the
// digit, the rank within avail of the card to deal; PDEP deposits the bit
// 1<<digit into the digit-th set bit of avail, TZCNT reads its place, the
// card. Four cards to a pass, then one at a time.
//
// Registers: DI the next card of dst, CX the cards left to deal, R8 avail,
// R10 the range of the next digit (n-t), R11 the constant 1; AX the running
// x, DX the digit and then its card's bit, BX the card.

// func pickAsm(dst []Card, avail Set, x, n uint64) Set
TEXT ·pickAsm(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), CX
	MOVQ avail+24(FP), R8
	MOVQ x+32(FP), AX
	MOVQ n+40(FP), R10
	MOVQ $1, R11
	CMPQ CX, $4
	JLT one

four:
	MULQ R10
	SHLXQ DX, R11, DX
	PDEPQ R8, DX, DX
	TZCNTQ DX, BX
	XORQ DX, R8
	MOVB BX, 0(DI)
	DECQ R10
	MULQ R10
	SHLXQ DX, R11, DX
	PDEPQ R8, DX, DX
	TZCNTQ DX, BX
	XORQ DX, R8
	MOVB BX, 1(DI)
	DECQ R10
	MULQ R10
	SHLXQ DX, R11, DX
	PDEPQ R8, DX, DX
	TZCNTQ DX, BX
	XORQ DX, R8
	MOVB BX, 2(DI)
	DECQ R10
	MULQ R10
	SHLXQ DX, R11, DX
	PDEPQ R8, DX, DX
	TZCNTQ DX, BX
	XORQ DX, R8
	MOVB BX, 3(DI)
	DECQ R10
	ADDQ $4, DI
	SUBQ $4, CX
	CMPQ CX, $4
	JGE four

one:
	TESTQ CX, CX
	JEQ done
	MULQ R10
	SHLXQ DX, R11, DX
	PDEPQ R8, DX, DX
	TZCNTQ DX, BX
	XORQ DX, R8
	MOVB BX, (DI)
	DECQ R10
	INCQ DI
	DECQ CX
	JMP one

done:
	MOVQ R8, ret+48(FP)
	RET

// The loop of pickMany: deals go in pairs, the two deals' instructions
// interleaved so that each hides the other's latency (a pick is a PDEP,
// then an XOR, then the next PDEP: about 45 cycles for nine cards), then a
// last deal alone. MULX, with the range in DX, leaves the running x where
// it was and the digit in another register.
//
// Registers: BX the next job; DI the first deal's next card, the second's
// at DI+SI, SI = k; CX the cards left to deal; DX the range of the next
// digit (n-t); R8 and R9 the deals' avail, AX and R10 their running x,
// R12 and R13 their digits and then their cards' bits, R14 and R15 their
// cards; R11 the constant 1.

// func pickManyAsm(cards *Card, k int, jobs *pickJob, count int, n uint64)
TEXT ·pickManyAsm(SB), NOSPLIT, $0-40
	MOVQ cards+0(FP), DI
	MOVQ k+8(FP), SI
	MOVQ jobs+16(FP), BX
	MOVQ $1, R11
	TESTQ SI, SI
	JEQ end
	CMPQ count+24(FP), $2
	JLT last

pair:
	MOVQ 0(BX), R8
	MOVQ 8(BX), AX
	MOVQ 16(BX), R9
	MOVQ 24(BX), R10
	MOVQ n+32(FP), DX
	MOVQ SI, CX

pairCard:
	MULXQ AX, AX, R12
	MULXQ R10, R10, R13
	SHLXQ R12, R11, R12
	SHLXQ R13, R11, R13
	PDEPQ R8, R12, R12
	PDEPQ R9, R13, R13
	TZCNTQ R12, R14
	TZCNTQ R13, R15
	XORQ R12, R8
	XORQ R13, R9
	MOVB R14, (DI)
	MOVB R15, (DI)(SI*1)
	DECQ DX
	INCQ DI
	DECQ CX
	JNE pairCard

	ADDQ SI, DI
	ADDQ $32, BX
	SUBQ $2, count+24(FP)
	CMPQ count+24(FP), $2
	JGE pair

last:
	CMPQ count+24(FP), $0
	JEQ end
	MOVQ 0(BX), R8
	MOVQ 8(BX), AX
	MOVQ n+32(FP), DX
	MOVQ SI, CX

lastCard:
	MULXQ AX, AX, R12
	SHLXQ R12, R11, R12
	PDEPQ R8, R12, R12
	TZCNTQ R12, R14
	XORQ R12, R8
	MOVB R14, (DI)
	DECQ DX
	INCQ DI
	DECQ CX
	JNE lastCard

end:
	RET
