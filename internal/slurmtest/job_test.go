package slurmtest

import (
	"slices"
	"strings"
	"testing"
)

func TestParseJobs(t *testing.T) {
	tests := []struct {
		name string
		out  string
		want []Job
	}{
		{name: "nothing", out: "", want: nil},
		{
			// squeue's output for an array not yet started and a job
			// waiting for it, from a real cluster.
			name: "pending",
			out:  "1_[0-3]|PENDING|None|0|\n2|PENDING|Dependency|0|\n",
			want: []Job{
				{ID: "1_[0-3]", State: "PENDING", Reason: "None"},
				{ID: "2", State: "PENDING", Reason: "Dependency"},
			},
		},
		{
			name: "ended",
			out:  "2|CANCELLED|DependencyNeverSatisfied|0|\n1_3|COMPLETED|None|0|\n1_2|FAILED|NonZeroExitCode|768|\n1_1|FAILED|JobLaunchFailure|9|\n1_0|FAILED|NonZeroExitCode|65280|\n",
			want: []Job{
				{ID: "2", State: "CANCELLED", Reason: "DependencyNeverSatisfied"},
				{ID: "1_3", State: "COMPLETED", Reason: "None"},
				{ID: "1_2", State: "FAILED", Reason: "NonZeroExitCode", ExitCode: 3},
				{ID: "1_1", State: "FAILED", Reason: "JobLaunchFailure", Signal: 9},
				{ID: "1_0", State: "FAILED", Reason: "NonZeroExitCode", ExitCode: 255},
			},
		},
		{
			name: "core dump",
			out:  "7|FAILED|NonZeroExitCode|139|",
			want: []Job{{ID: "7", State: "FAILED", Reason: "NonZeroExitCode", Signal: 11}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseJobs(tt.out)
			if err != nil || !slices.Equal(got, tt.want) {
				t.Errorf("parseJobs(%q) = %+v, %v, want %+v, nil", tt.out, got, err, tt.want)
			}
		})
	}
}

func TestParseJobsErrors(t *testing.T) {
	tests := []struct {
		name, out, quote string
	}{
		{"no trailing bar", "1|RUNNING|None|0", `"1|RUNNING|None|0"`},
		{"field too many", "1|RUNNING|None|0|x", `"1|RUNNING|None|0|x"`},
		{"field too few", "1|RUNNING|0|", `"1|RUNNING|0|"`},
		{"no ID", "|RUNNING|None|0|", `"|RUNNING|None|0|"`},
		{"no state", "1||None|0|", `"1||None|0|"`},
		{"exit code not a number", "1|FAILED|None|x|", `"1|FAILED|None|x|"`},
		{"exit code too large", "1|FAILED|None|65536|", `"1|FAILED|None|65536|"`},
		{"second line", "1|RUNNING|None|0|\nslurm_load_jobs error", `line 2 of squeue's output`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := parseJobs(tt.out)
			if err == nil || !strings.Contains(err.Error(), tt.quote) {
				t.Errorf("parseJobs(%q) = %+v, %v, want an error containing %s", tt.out, got, err, tt.quote)
			}
		})
	}
}

func FuzzParseJobs(f *testing.F) {
	f.Add("1_[0-3]|PENDING|None|0|\n2|PENDING|Dependency|0|\n")
	f.Add("1_2|FAILED|NonZeroExitCode|768|\n1_1|FAILED|JobLaunchFailure|9|")
	f.Add("1|RUNNING|None|0")
	f.Fuzz(func(t *testing.T, out string) {
		jobs, err := parseJobs(out)
		if err != nil {
			return
		}
		for _, j := range jobs {
			if j.ID == "" || j.State == "" || strings.Contains(j.ID, "|") {
				t.Errorf("parseJobs(%q) gave job %+v", out, j)
			}
			if j.ExitCode < 0 || j.ExitCode > 255 || j.Signal < 0 || j.Signal > 127 {
				t.Errorf("parseJobs(%q) gave job %+v, exit code or signal out of range", out, j)
			}
		}
	})
}

func TestJobString(t *testing.T) {
	tests := []struct {
		job  Job
		want string
	}{
		{Job{ID: "12", State: "COMPLETED", Reason: "None"}, "12 COMPLETED"},
		{Job{ID: "12_2", State: "FAILED", Reason: "NonZeroExitCode", ExitCode: 3}, "12_2 FAILED (exit code 3, reason NonZeroExitCode)"},
		{Job{ID: "12_1", State: "FAILED", Signal: 9}, "12_1 FAILED (signal 9)"},
		{Job{ID: "13", State: "CANCELLED", Reason: "DependencyNeverSatisfied"}, "13 CANCELLED (reason DependencyNeverSatisfied)"},
	}
	for _, tt := range tests {
		if got := tt.job.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.job, got, tt.want)
		}
	}
}

func TestJobEnded(t *testing.T) {
	tests := []struct {
		state            string
		ended, succeeded bool
	}{
		{"PENDING", false, false},
		{"RUNNING", false, false},
		{"COMPLETING", false, false},
		{"COMPLETED", true, true},
		{"FAILED", true, false},
		{"CANCELLED", true, false},
		{"TIMEOUT", true, false},
		{"OUT_OF_MEMORY", true, false},
	}
	for _, tt := range tests {
		j := Job{ID: "1", State: tt.state}
		if got := j.Ended(); got != tt.ended {
			t.Errorf("Job{State: %s}.Ended() = %v, want %v", tt.state, got, tt.ended)
		}
		if got := j.Succeeded(); got != tt.succeeded {
			t.Errorf("Job{State: %s}.Succeeded() = %v, want %v", tt.state, got, tt.succeeded)
		}
	}
}

func TestCompareIDs(t *testing.T) {
	ids := []string{"13", "12_[4-7]", "12_10", "12_2", "9", "12", "x", "12_0"}
	want := []string{"x", "9", "12", "12_0", "12_2", "12_10", "12_[4-7]", "13"}
	slices.SortFunc(ids, compareIDs)
	if !slices.Equal(ids, want) {
		t.Errorf("sorted with compareIDs = %q, want %q", ids, want)
	}
}

func TestFailedError(t *testing.T) {
	e := &FailedError{Jobs: []Job{
		{ID: "12_2", State: "FAILED", Reason: "NonZeroExitCode", ExitCode: 3},
		{ID: "13", State: "CANCELLED", Reason: "DependencyNeverSatisfied"},
	}}
	want := "slurmtest: jobs failed: 12_2 FAILED (exit code 3, reason NonZeroExitCode); 13 CANCELLED (reason DependencyNeverSatisfied)"
	if got := e.Error(); got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
	for _, tt := range []struct {
		id string
		ok bool
	}{{"12_2", true}, {"13", true}, {"12", false}, {"12_1", false}} {
		if j, ok := e.Job(tt.id); ok != tt.ok || ok && j.ID != tt.id {
			t.Errorf("Job(%q) = %v, %v, want ok %v", tt.id, j, ok, tt.ok)
		}
	}
}
