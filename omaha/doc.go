// Package omaha holds Omaha hand ranges for four-, five- and six-card
// Omaha (PLO, PLO5, PLO6), written in ProPokerTools' "generic" syntax, the
// notation Omaha players use: "AA:$ds, KK!KKK, AxKx**". ParseRange reads a
// range for a given number of hole cards into a Range, a compiled predicate
// on hands (deck.Set values) that Contains tests without allocating and
// Hands and Count enumerate.
//
// # Hand patterns
//
// A hand pattern is a run of cards without spaces. Each card is a rank
// part, a suit part, or a rank part followed by a suit part:
//
//	Form          Meaning
//	A K Q J T     a rank (upper case only); "10" is read as T
//	9 8 ... 2
//	*             any rank
//	s h d c       a suit (lower case only; ♠ ♥ ♦ ♣ are read too)
//	w x y z       a suit variable
//	R O N ...     a rank variable: any other letter, upper or lower case
//	[AKQ] [A,K]   a list of ranks; items may be separated by ',' or not
//	[A-T] [T+]    a span of ranks: A down to T; T and above; 5 and below
//	[5-]
//	[sh]          a list of suits: a card of either suit (alone, or after a rank)
//	[AsKh]        a list of cards: either card
//	$B $R $F $M   a rank macro (see below)
//	$Z $L $N $W
//
// A card with a rank part and no suit part may have any suit; a card with
// a suit part only ("s", "x") may have any rank. So "AsKs" is the ace and
// the king of spades, "AKs" is an ace and the king of spades (not "AK
// suited" as in Hold'em notation), "sshh" is two spades and two hearts.
// A suit written right after a rank belongs to that card: "AxAyxy" is Ax,
// Ay, x, y and "RROOxx" is R, R, O, Ox, x. To follow a rank with a card of
// any rank, write that rank as a wildcard: "RROO*x*x".
//
// A hand holds a pattern when its cards can be given one each to the
// pattern's cards so that every card meets its pattern card, where
//
//   - each variable stands for the same rank or suit wherever it appears,
//     and different variables for different ranks or suits: "AxAyxy" is
//     two aces of different suits x and y with another x and another y,
//     the double-suited aces; "RROO" is two different pairs;
//   - no variable stands for a rank or suit the pattern writes out as a
//     single rank or suit (lists, spans and macros do not count): "AARR" is
//     aces and another pair, never four aces; "ssxx" is two spades and two
//     cards of one other suit;
//   - a wildcard "*" may be any card, aces included, so "AA**" is the
//     same as "AA";
//   - a pattern with fewer cards than the hand leaves the rest free: "AA"
//     is a hand with at least two aces, as ProPokerTools defines it, and
//     "AA!AAA" a hand with exactly two.
//
// A pattern may have up to as many cards as the game deals, wildcards
// included ("AA***" is an error in four-card Omaha), and may not name one
// specific card twice. The order of the cards does not matter.
//
// # Spans
//
//	Form          Meaning
//	KK-TT         KK, QQ, JJ, TT: the ranks that differ between the two
//	              ends move together one step at a time
//	AK-AT         AK, AQ, AJ, AT: the ranks that agree stay put
//	KQJT-5432     every rundown from KQJT down to 5432
//	AxKx-AxTx     suits and variables allowed, if equal at both ends
//	QQ+           QQ, KK, AA: equal single ranks all move up to aces
//	AJ+           AJ, AQ, AK: otherwise the lowest single ranks move up to
//	              one below the next higher one
//	77-  A5-      77 down to 22; A5, A4, A3, A2: the lowest ranks move
//	              down to deuces
//
// The two ends of a span must have as many cards, the same suit parts card
// by card, and single ranks wherever they differ, all differing by the
// same number of steps. Aces are always high: "[A-5]" is A down to 5, ten
// ranks; write the wheel cards as "[A2345]" or "$W".
//
// # Combining hands
//
//	Form          Meaning
//	a, b          a or b
//	a:b           a and b
//	a!b           a but not b
//	!a            not a (an extension: the same as "*!a")
//	(a)           grouping
//	random  any   every hand; so is a pattern of wildcards, such as "*"
//
// ':' and '!' bind equally tightly, from left to right, and more tightly
// than ','; a leading '!' binds most tightly. So "AA:xxyy, JJ!JJJ, KK" is
// double-suited aces, or exactly two jacks, or at least two kings; and
// "(AA,KK):$ds" is double-suited aces or kings. Spaces may stand between
// hands and operators, not inside a hand pattern.
//
// # Macros
//
// Macro names are case-sensitive. Hand macros stand for a whole hand and
// are written alone, joined to other hands by operators ("AA:$ds"). Each
// is defined by the range it expands to:
//
//	Macro  Expands to  Meaning
//	$ds    xxyy        double-suited: two suits with two or more cards each
//	                   (PLO: exactly 2-2; PLO5: 2-2-1 or 3-2)
//	$ss    xx!xxyy     single-suited: exactly one suit with two or more cards
//	                   (PLO: 2-1-1, 3-1 or 4; PLO5: 2-1-1-1, 3-1-1, 4-1, 5)
//	$np    !RR         no pair: no two cards of one rank
//	$rb    !xx         rainbow: no two cards of one suit (none exist in PLO5
//	                   and PLO6)
//
// A macro's name without its "$", written as a whole hand pattern ("ds",
// "ss", "np" or "rb", in any case, as in "KK**:ds"), is refused with
// ErrMisread: the syntax reads "ds" as a diamond and a spade (3,385 hands
// of KK**) where a player means double-suited (864). The error names the
// macro meant and how to write the other meaning ("*d*s").
//
// Rank macros stand for the rank of one card, like a list, and may take a
// suit part ("$Bx"):
//
//	Macro  Ranks         Macro  Ranks
//	$B     A K Q J       $Z     6 5 4 3 2
//	$R     A K Q J T     $L     A 2 3 4 5 6 7 8
//	$F     K Q J         $N     K Q J T 9
//	$M     T 9 8 7       $W     A 2 3 4 5
//
// # Percentages
//
//	Form          Meaning
//	15%  2.5%     the best 15% (2.5%) of four-card hands
//	5%-10%        the hands of 10% that are not in 5%; 0%-10% is 10%
//
// A percentage is a hand like any other, joined to others by operators:
// "15%, AA", "15%:$ds", "(5%-10%)!KK". Hands are ranked by class, the
// 16,432 classes of hands that are the same but for the names of their
// suits (AsAhKsKh and AdAcKdKc), ordered by all-in equity in Omaha high
// against one random hand, which pokersim estimated with its own Monte
// Carlo engine, 30,000 trials per class (standard error at most 0.003;
// StandingOf gives a hand's place, and go generate rebuilds the table,
// ranking4.txt, 280 KB, byte for byte). ProPokerTools does not publish
// its ranking, so its "15%" and this one hold mostly, not exactly, the
// same hands. Neighbouring places are within the estimate's error of each
// other; what it settles is which share a hand falls in, up to the hands
// whose equity is within one standard error of the share's edge: 0.7% of
// all hands at 5%, 1.6% at 15%, 4% at 50%. As for Hold'em's "15%"
// (deck.TopClasses), classes are taken
// whole, best first, while fewer than round(15% × 270,725) = 40,609 hands
// have been taken: a percentage holds its share of the 270,725 hands or
// up to 23 more, and a smaller one is always part of a larger one. A
// percentage is above 0 and at most 100 (0% may start a span), and a
// span's two ends must take different classes, so that it holds some
// hand ("5%-5.000001%" holds none); anything else is an ErrPercent
// naming it. Five- and six-card Omaha have no
// ranking here: a percentage in them is refused with ErrUnsupported.
//
// # Not supported
//
// ProPokerTools' weights ("AA@50") are rejected with ErrUnsupported, and
// so are percentages in five- and six-card Omaha. Its other macros (such
// as the rundown macros) are unknown macros (ErrMacro). A percentage
// written against a hand without an operator ("5%-10%6h") is a syntax
// error: write "5%-10%:6h". "random" and "any" are keywords: though
// ProPokerTools would read "random" as a five-card pattern of rank
// variables, here it is every hand.
//
// # Errors
//
// ParseRange returns a *ParseError that quotes the input, gives the
// offending token and its byte offset, and wraps one of the sentinel
// errors (ErrSyntax, ErrRank, ErrSuit, ErrCount, ErrDuplicate, ErrMacro,
// ErrMisread, ErrSpan, ErrPercent, ErrUnsupported, ErrHole) for errors.Is.
//
// A Range is immutable and safe for concurrent use; nothing in this
// package keeps mutable state at package level (the ranking is read once,
// on first use, and never changed).
package omaha
