package feature

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/pokersim/pokersim/history"
)

// TestReplay replays hand 1003 of rules.txt (a flop all-in, KhKd against
// AsKs): a step per action with the pot after it equal to history.Replay's,
// the equities of history.Equities, the all-in EV; a hand not in the
// file is a 400 of "hand".
func TestReplay(t *testing.T) {
	data, err := os.ReadFile("../history/testdata/rules.txt")
	if err != nil {
		t.Fatal(err)
	}
	q := &Replay{}
	q.Take(func(k string) string { return map[string]string{"hand": "1003", "player": "Hero"}[k] }, OneFile("rules.txt", data))
	if err := q.Validate(Limits{}); err != nil {
		t.Fatal(err)
	}
	rep, err := q.Run(context.Background(), Limits{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	rep.(*written).write(&b)
	var doc ReplayJSON
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	var hand *history.Hand
	history.Read("rules.txt", bytes.NewReader(data), func(h *history.Hand, err error) error {
		if h != nil && h.ID == "1003" {
			hand = h
		}
		return nil
	})
	steps := history.Replay(hand)
	eqs, err := history.Equities(context.Background(), hand)
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Steps) != len(steps) || doc.Follow < 0 || doc.Players[doc.Follow].Name != "Hero" || doc.AllIn != "flop" || doc.Players[doc.Follow].Expected == nil {
		t.Fatalf("replay %+v", doc)
	}
	for k, st := range steps {
		if doc.Steps[k].Pot != st.Pot.Float() || doc.Steps[k].PotOdds != st.PotOdds || doc.Steps[k].SPR != st.SPR {
			t.Errorf("step %d: %+v, want %+v", k, doc.Steps[k], st)
		}
	}
	if len(doc.Equities) != len(eqs) {
		t.Fatalf("%d streets of equities, want %d", len(doc.Equities), len(eqs))
	}
	for k, se := range eqs {
		for j, p := range se.Result.Players {
			if doc.Equities[k].Equity[j] != p.Equity {
				t.Errorf("%s: equity %v, want %v", se.Street, doc.Equities[k].Equity[j], p.Equity)
			}
		}
	}
	q = &Replay{}
	q.Take(func(k string) string { return map[string]string{"hand": "404"}[k] }, OneFile("rules.txt", data))
	if _, err := q.Run(context.Background(), Limits{Workers: 1}); !isField(err, "hand") {
		t.Errorf("hand 404: %v, want a FieldError of hand", err)
	}
}

func isField(err error, field string) bool {
	fe, ok := err.(*FieldError)
	return ok && fe.Field == field
}
