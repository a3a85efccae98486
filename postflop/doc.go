// Package postflop says what a Hold'em or short-deck range holds on a board: how many of
// its combos make each made-hand class (a set, top pair, an underpair) and
// each draw (a flush draw, a gutshot), with card removal by the board,
// dead cards and the known hands of opponents; and it filters a range to
// chosen classes and draws, to carry it to the next street or to an equity
// calculation.
//
// A Spot is a board of 3, 4 or 5 cards (a flop, turn or river) with its
// dead and opposing cards; Spot.Hit classifies one combo, Spot.Classify a
// whole range into a Breakdown of weighted combo counts and shares, and
// Spot.Keep a range into the range of the combos that pass a Filter
// (ParseFilter reads "top-pair+,flush-draw"). Classify and Keep do the
// same in one call. A full range of 1,326 combos is classified on a flop
// in about a millisecond.
//
// # Made-hand classes
//
// The classes are those of the flop categories of ProPokerTools' query
// language (PQL: flopHandCategory), in PQL's order, weakest first:
// nothing, underpair, third pair, pocket pair between middle and bottom
// (PQL's POCKET23), second pair, pocket pair between top and middle
// (POCKET12), top pair, overpair, bottom two, top and bottom, top two,
// trips, set, straight, flush, full house, quads, straight flush; top pair
// is split three ways by its kicker. On a flop of three different ranks
// the pair and two-pair classes are exactly PQL's: with board ranks top >
// middle > bottom, a pocket pair is an overpair above top, POCKET12
// between top and middle, POCKET23 between middle and bottom, an underpair
// below bottom; a hole card pairing top, middle or bottom makes top,
// second or third pair; both hole cards pairing the board make top two
// (top and middle), top and bottom, or bottom two (middle and bottom). As
// in PQL, a set is three of a kind made with a pocket pair and trips three
// of a kind made with a pair on the board; the classes above follow the
// hand's five-card category. PQL's documentation defines its categories
// on such flops only.
//
// Classes describe what the hole cards make with the board, so that a
// range's classes say how it hit. The rules that extend PQL's flop
// definitions to any board are:
//
//   - The board's ranks are taken once each, highest first: on K-K-7 they
//     are K and 7, on K-9-6-3 K, 9, 6 and 3. Top pair pairs the highest,
//     second pair the second, third pair any lower one (on a turn or river
//     it covers the third, fourth and fifth board ranks). A pocket pair
//     below the second rank and above the lowest is POCKET23; below the
//     lowest it is an underpair.
//   - A pair on the board belongs to every hand, so it makes no class: on
//     K-K-7, A2 is nothing, A7 second pair, QQ a pocket pair below top and
//     AA an overpair, though each is two pair in five-card terms. A hole
//     card matching the board pair is trips; a pocket pair matching it,
//     quads.
//   - Two pair is made only by each hole card pairing a different board
//     rank: the top two ranks are top two, the top rank and a lower one
//     than the second top and bottom, two ranks below the top bottom two.
//   - A straight, flush, straight flush or full house counts only if the
//     hole cards make it, or make a better one than the board's own (a
//     J on a 6-7-8-9-T board); quads only if a hole card is one of the
//     four.
//   - On the river, a combo whose best five cards are worth no more than
//     the board's plays the board and is nothing, whatever its ranks: 22
//     on 6-7-8-9-T, Q2 on A-A-K-K-Q. On the flop and turn such a pair still
//     counts, as the cards to come may make it play.
//   - Top pair's kicker is the other hole card. Counting the ranks above
//     it that are not on the board, none gives the top kicker, one or two
//     a good kicker, three or more a weak kicker: on K-7-2, AK has the top
//     kicker, KQ and KJ a good one, KT and below a weak one; on A-K-2, where
//     AK is two pair, AQ has the top kicker.
//
// Each combo's best class, Hit.Best, is the strongest class that applies
// (the exclusive view: every combo in exactly one class); Hit.Made holds
// every class that applies (the overlapping view: AhKh on Kh7h2h is both a
// flush and top pair, top kicker; K7 on K-7-2 is top two, top pair and
// second pair).
//
// # Draws
//
// Draws are flags, besides the made class, and are defined by outs: the
// live cards (not on the board, dead, in an opposing hand or in the combo)
// after which the hole cards make a hand of the kind drawn to that the
// board with that card does not make by itself. Outs are found by trying
// every live card, so a four-flush board does not make every combo a flush
// draw, and dead cards and opposing hands take outs away. There are no
// draws on the river.
//
//   - A flush draw is a combo that is not yet a flush with at least one
//     flush out: four cards of a suit, one or two of them hole cards
//     (TwoCardFlushDraw, OneCardFlushDraw). It is the nut flush draw if the
//     hole cards hold the highest card of the suit that is neither on the
//     board nor dead (straight flushes aside).
//   - For a combo that is not yet a straight, the ranks of its straight outs
//     decide: one rank is a gutshot (usually 4 outs: 9-8 with J-T-x, J with
//     A-K-Q-x, and A-2-3-4's 5); two or more, two of them five apart (the
//     ace counting as 1 and 14), an open-ended straight draw (usually 8
//     outs: the ends of four ranks in a row, such as 5 and T for 6-7-8-9,
//     A and 6 for 2-3-4-5); two or more, none five apart, a double gutshot
//     (such as 6 and T for 5-7-8-9-J). A draw whose outs are all gone is no
//     draw, and one that has lost an end is classed by the outs left.
//   - On the flop, a backdoor flush draw is a combo with no flush draw that
//     a turn and river of one suit make a flush with a hole card: three
//     cards of a suit, one or two of them hole cards, with two left to
//     come; a backdoor straight draw is a combo with no straight draw that
//     some turn and river of two different ranks make a straight that the
//     board with those two does not make.
//   - Overcards: the best class is nothing and both hole cards are above
//     every board card.
//   - Combinations: ComboDraw is a flush draw with a straight draw
//     (open-ended, double gutshot or gutshot); PairFlushDraw and
//     PairStraightDraw a one-pair class (underpair to overpair) with a
//     flush or straight draw.
//
// Hit.StraightOuts, FlushOuts and Outs give the counts: outs to the hand
// drawn to, not to the best hand.
//
// # Games
//
// Classes and draws are those of two hole cards and a board of five, any
// five of the seven: Hold'em (NewSpot, Classify, ParseFilter) and short
// deck (NewSpotIn, ClassifyIn and ParseFilterIn with game.ShortDeck or
// game.ShortDeckTrips). Short deck changes three things, and the
// definitions above hold otherwise word for word:
//
//   - The deck is the 36 cards from Six to Ace: outs and live cards are
//     counted over it, and a card below Six on the board, dead or in a
//     hand is an error (ErrCard).
//   - A-6-7-8-9 is the lowest straight (and straight flush), and A-2-3-4-5
//     none: on 9-T-x, 7-8 is open-ended (outs Six and Jack), and 6-7-8-9's
//     ends are the ace and the Ten, so A-7-8-9 or 6-7-8-A draws as the
//     wheel draws do in Hold'em.
//   - The order of the classes (Order, OrderOf): a flush beats a full house,
//     so Flush is above FullHouse; where three of a kind beats a straight
//     (game.ShortDeckTrips) Trips and Set are above Straight too. The order
//     decides a combo's best class, what "+" takes in a filter, and which
//     hands still draw: a full house has flush outs in short deck, and
//     where three of a kind beats a straight, a set or trips has no
//     straight draw.
//
// Omaha hands hold four cards or more and make their hands of exactly two
// of them; their classes would need other definitions (ErrGame).
//
// Nothing in the package keeps mutable state: a Spot is read only once
// made, and every function may be called from any number of goroutines.
package postflop
