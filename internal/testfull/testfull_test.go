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

func TestFullSkips(t *testing.T) {
	t.Setenv(Var, "")
	var skipped bool
	t.Run("slow", func(t *testing.T) {
		defer func() { skipped = t.Skipped() }()
		Full(t)
	})
	if !skipped {
		t.Error("Full did not skip without POKERSIM_FULL=1")
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
