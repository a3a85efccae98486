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

// The loop of pickMany: deals go four at a time, the four deals'
// instructions interleaved so that each hides the others' latency (a pick
// is a PDEP, then an XOR, then the next PDEP: about 45 cycles for nine
// cards, against about 15 for the instructions of a deal), then the last
// few one at a time. MULX, with the range in DX, leaves the running x
// where it was and the digit in another register. Every deal's digit goes
// through CX, which register renaming makes four independent registers.
//
// Registers: DI the first deal's next card, the second's at DI+SI, BX the
// third's, the fourth's at BX+SI, SI = stride; DX the range of the next
// digit (n-t); R8, R9, R14, R15 the deals' avail, AX, R10, R12, R13 their
// running x; CX the digit, then its card's bit, then the card; R11 the
// constant 1. In the frame: jp the next job, stop the range after the
// last card. Each deal's avail goes back into its job at the end.

// func pickManyAsm(cards *Card, stride, k int, jobs *pickJob, count int, n uint64)
TEXT ·pickManyAsm(SB), NOSPLIT, $16-48
	MOVQ cards+0(FP), DI
	MOVQ stride+8(FP), SI
	MOVQ jobs+24(FP), CX
	MOVQ CX, jp-8(SP)
	MOVQ n+40(FP), CX
	SUBQ k+16(FP), CX
	MOVQ CX, stop-16(SP)
	MOVQ $1, R11
	CMPQ k+16(FP), $0
	JEQ end

quad:
	CMPQ count+32(FP), $4
	JLT single
	MOVQ jp-8(SP), CX
	MOVQ 0(CX), R8
	MOVQ 8(CX), AX
	MOVQ 16(CX), R9
	MOVQ 24(CX), R10
	MOVQ 32(CX), R14
	MOVQ 40(CX), R12
	MOVQ 48(CX), R15
	MOVQ 56(CX), R13
	ADDQ $64, CX
	MOVQ CX, jp-8(SP)
	LEAQ (DI)(SI*2), BX
	MOVQ n+40(FP), DX

quadCard:
	MULXQ AX, AX, CX
	SHLXQ CX, R11, CX
	PDEPQ R8, CX, CX
	XORQ CX, R8
	TZCNTQ CX, CX
	MOVB CX, (DI)
	MULXQ R10, R10, CX
	SHLXQ CX, R11, CX
	PDEPQ R9, CX, CX
	XORQ CX, R9
	TZCNTQ CX, CX
	MOVB CX, (DI)(SI*1)
	MULXQ R12, R12, CX
	SHLXQ CX, R11, CX
	PDEPQ R14, CX, CX
	XORQ CX, R14
	TZCNTQ CX, CX
	MOVB CX, (BX)
	MULXQ R13, R13, CX
	SHLXQ CX, R11, CX
	PDEPQ R15, CX, CX
	XORQ CX, R15
	TZCNTQ CX, CX
	MOVB CX, (BX)(SI*1)
	INCQ DI
	INCQ BX
	DECQ DX
	CMPQ DX, stop-16(SP)
	JNE quadCard

	// The cards each deal leaves, back into its job.
	MOVQ jp-8(SP), CX
	MOVQ R8, -64(CX)
	MOVQ R9, -48(CX)
	MOVQ R14, -32(CX)
	MOVQ R15, -16(CX)

	// DI is k past the first deal's cards: on to the fifth's, four
	// strides past them.
	LEAQ (DI)(SI*4), DI
	SUBQ k+16(FP), DI
	SUBQ $4, count+32(FP)
	JMP quad

single:
	CMPQ count+32(FP), $0
	JEQ end
	MOVQ jp-8(SP), BX
	MOVQ 0(BX), R8
	MOVQ 8(BX), AX
	ADDQ $16, BX
	MOVQ BX, jp-8(SP)
	MOVQ n+40(FP), DX

singleCard:
	MULXQ AX, AX, CX
	SHLXQ CX, R11, CX
	PDEPQ R8, CX, CX
	XORQ CX, R8
	TZCNTQ CX, CX
	MOVB CX, (DI)
	INCQ DI
	DECQ DX
	CMPQ DX, stop-16(SP)
	JNE singleCard

	MOVQ jp-8(SP), BX
	MOVQ R8, -16(BX)
	ADDQ SI, DI
	SUBQ k+16(FP), DI
	DECQ count+32(FP)
	JMP single

end:
	RET
