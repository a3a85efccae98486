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

// The loop of pick2: two deals of k cards at once, their instructions
// interleaved so that each hides the other's latency (a PDEP, then an XOR,
// then the next PDEP, for every card: about 45 cycles for nine). Registers
// as in pickAsm, for the first deal, with R9 the second's avail, R12 its
// running x and SI its next card; R13 to R15 scratch.

// func pick2Asm(a, b *Card, k int, availA, availB Set, xA, xB, n uint64)
TEXT ·pick2Asm(SB), NOSPLIT, $0-64
	MOVQ a+0(FP), DI
	MOVQ b+8(FP), SI
	MOVQ k+16(FP), CX
	MOVQ availA+24(FP), R8
	MOVQ availB+32(FP), R9
	MOVQ xA+40(FP), AX
	MOVQ xB+48(FP), R12
	MOVQ n+56(FP), R10
	MOVQ $1, R11
	TESTQ CX, CX
	JEQ done2

loop2:
	MULQ R10
	MOVQ AX, R13
	MOVQ DX, R14
	MOVQ R12, AX
	MULQ R10
	MOVQ AX, R12
	MOVQ R13, AX
	SHLXQ R14, R11, R14
	SHLXQ DX, R11, DX
	PDEPQ R8, R14, R14
	PDEPQ R9, DX, DX
	TZCNTQ R14, BX
	TZCNTQ DX, R15
	XORQ R14, R8
	XORQ DX, R9
	MOVB BX, (DI)
	MOVB R15, (SI)
	DECQ R10
	INCQ DI
	INCQ SI
	DECQ CX
	JNE loop2

done2:
	RET
