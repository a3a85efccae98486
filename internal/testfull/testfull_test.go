package testfull

import "testing"

func TestEnabled(t *testing.T) {
	for _, tc := range []struct {
		name, value string
		want        bool
	}{
		{"unset", "", false},
		{"one", "1", true},
		{"zero", "0", false},
		{"other", "yes", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(Var, tc.value)
			if got := Enabled(); got != tc.want {
				t.Errorf("Enabled() with %s=%q = %v, want %v", Var, tc.value, got, tc.want)
			}
		})
	}
}

// skipRecorder is a testing.TB that records Skip instead of skipping.
type skipRecorder struct {
	testing.TB
	skipped []any
}

func (r *skipRecorder) Helper()          {}
func (r *skipRecorder) Skip(args ...any) { r.skipped = args }

func TestFull(t *testing.T) {
	for _, tc := range []struct {
		value string
		skip  bool
	}{{"", true}, {"1", false}} {
		t.Setenv(Var, tc.value)
		r := &skipRecorder{TB: t}
		Full(r)
		if got := r.skipped != nil; got != tc.skip {
			t.Errorf("Full with %s=%q skipped: %v, want %v", Var, tc.value, got, tc.skip)
		}
		if tc.skip && (len(r.skipped) != 1 || r.skipped[0] != SkipMessage) {
			t.Errorf("Full skipped with %v, want %q", r.skipped, SkipMessage)
		}
	}
}

func TestN(t *testing.T) {
	t.Setenv(Var, "1")
	if got := N(100, 10); got != 100 {
		t.Errorf("N(100, 10) with %s=1 = %d, want 100", Var, got)
	}
	t.Setenv(Var, "")
	if got := N(100, 10); got != 10 {
		t.Errorf("N(100, 10) without %s = %d, want 10", Var, got)
	}
}
