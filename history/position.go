package history

import "strconv"

// positionNames returns the positions of n players dealt in, in the order
// they sit from the first after the button to the button, as PokerTracker
// names them: heads-up BB and BTN (the button posts the small blind);
// otherwise SB, BB, then UTG, UTG+1, ..., HJ, CO before the BTN.
func positionNames(n int) []string {
	switch {
	case n < 2:
		return make([]string, n)
	case n == 2:
		return []string{"BB", "BTN"}
	}
	names := []string{"SB", "BB"}
	k := n - 3 // between the big blind and the button
	tail := []string{"HJ", "CO"}
	if k < 2 {
		tail = tail[2-k:]
	}
	for i := 0; i < k-len(tail); i++ {
		name := "UTG"
		if i > 0 {
			name += "+" + strconv.Itoa(i)
		}
		names = append(names, name)
	}
	names = append(names, tail...)
	return append(names, "BTN")
}

// setPositions names the positions of the players dealt in (not sitting
// out), seated in order from the first after the button: first is the
// index in h.Players of the first player after the button, and players
// follow in h.Players order, wrapping around.
func setPositions(h *Hand, first int) {
	var order []int
	for k := range h.Players {
		i := (first + k) % len(h.Players)
		if !h.Players[i].SittingOut {
			order = append(order, i)
		}
	}
	for k, name := range positionNames(len(order)) {
		h.Players[order[k]].Position = name
	}
}

// seatPositions sets the positions of a hand from the button's seat
// number, h.Button (which may be 0 where a site numbers seats from 0).
func seatPositions(h *Hand) {
	if len(h.Players) == 0 {
		return
	}
	first := 0 // the first seat after the button, wrapping to the lowest
	for i, p := range h.Players {
		if p.Seat > h.Button {
			first = i
			break
		}
	}
	if h.Players[len(h.Players)-1].Seat <= h.Button {
		first = 0
	}
	setPositions(h, first)
}
