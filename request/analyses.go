package request

// AnalysisCount returns the number of analyses s asks for besides the
// equity: the equity street by street (Streets), after each next card
// (ByCard), the players' outs (Outs) and each range's distribution of
// equity (Distribution). Package answer runs them.
func (s *Spec) AnalysisCount() int {
	n := 0
	for _, on := range []bool{s.ByCard, s.Outs, s.Streets, s.Distribution} {
		if on {
			n++
		}
	}
	return n
}
