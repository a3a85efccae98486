package slurmtest

import (
	"cmp"
	"fmt"
	"strconv"
	"strings"
)

// A Job is the state of one job, or of one task of a job array, as
// slurmctld reports it.
type Job struct {
	// ID is the job's ID: "12" for a job, "12_3" for task 3 of job array
	// 12, and "12_[4-7]" for the tasks of array 12 that have not started.
	ID string
	// State is the job's state, as Slurm names it: PENDING, RUNNING and
	// COMPLETING before it ends; COMPLETED, FAILED, CANCELLED, TIMEOUT,
	// NODE_FAIL, OUT_OF_MEMORY, PREEMPTED, BOOT_FAIL or DEADLINE after.
	State string
	// Reason is why the job is pending or why it failed (as in
	// NonZeroExitCode or DependencyNeverSatisfied), or "None".
	Reason string
	// ExitCode is the exit status of the job's batch script, 0 to 255; 0
	// if the script has not ended or was ended by a signal.
	ExitCode int
	// Signal is the number of the signal that ended the job's batch
	// script, or 0 if none did.
	Signal int
}

// Ended reports whether the job has ended, successfully or not.
func (j Job) Ended() bool {
	switch j.State {
	case "COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL",
		"OUT_OF_MEMORY", "PREEMPTED", "BOOT_FAIL", "DEADLINE":
		return true
	}
	return false
}

// Succeeded reports whether the job has ended with exit code 0.
func (j Job) Succeeded() bool { return j.State == "COMPLETED" }

// String returns the job's ID and state, and its exit code, the signal
// that ended it and the reason for its state when there are any, as in
// "12_2 FAILED (exit code 3, reason NonZeroExitCode)".
func (j Job) String() string {
	var more []string
	if j.ExitCode != 0 {
		more = append(more, "exit code "+strconv.Itoa(j.ExitCode))
	}
	if j.Signal != 0 {
		more = append(more, "signal "+strconv.Itoa(j.Signal))
	}
	if j.Reason != "" && j.Reason != "None" {
		more = append(more, "reason "+j.Reason)
	}
	if more == nil {
		return j.ID + " " + j.State
	}
	return fmt.Sprintf("%s %s (%s)", j.ID, j.State, strings.Join(more, ", "))
}

// squeueFormat is the --Format of squeue whose output parseJobs reads: the
// fields of a Job, each followed by "|" and none of them free text (unlike
// a job's name or command, which "scontrol show job" puts among its
// KEY=VALUE fields, where they can pass for others). exit_code is a wait
// status, as from waitpid(2).
const squeueFormat = "--Format=JobArrayID:|,State:|,Reason:|,exit_code:|"

// parseJobs parses the output of squeue --noheader with squeueFormat, one
// job a line. Its error quotes the first line it cannot parse.
func parseJobs(out string) ([]Job, error) {
	var jobs []Job
	for i, line := range strings.Split(out, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 5 || f[0] == "" || f[1] == "" || f[4] != "" {
			return nil, fmt.Errorf("slurmtest: line %d of squeue's output is not ID|STATE|REASON|EXITCODE|: %q", i+1, line)
		}
		status, err := strconv.ParseUint(f[3], 10, 16)
		if err != nil {
			return nil, fmt.Errorf("slurmtest: line %d of squeue's output has a bad exit code: %q", i+1, line)
		}
		// A wait status holds the exit status in bits 8-15 and the signal
		// in bits 0-6 (bit 7 says whether there was a core dump).
		jobs = append(jobs, Job{ID: f[0], State: f[1], Reason: f[2], ExitCode: int(status >> 8), Signal: int(status & 0x7f)})
	}
	return jobs, nil
}

// compareIDs orders job IDs by job number, then by array task number, the
// tasks not yet started last: the order in which people read them.
func compareIDs(a, b string) int {
	aJob, aTask := splitID(a)
	bJob, bTask := splitID(b)
	return cmp.Or(cmp.Compare(aJob, bJob), cmp.Compare(aTask, bTask), cmp.Compare(a, b))
}

// splitID returns the job and task numbers of a job ID: -1 as the task of
// a job that is not an array task, and a number past any task for the
// tasks not yet started ("12_[4-7]"). An ID that is not a number sorts
// first.
func splitID(id string) (job, task int) {
	jobPart, taskPart, isTask := strings.Cut(id, "_")
	job, err := strconv.Atoi(jobPart)
	if err != nil {
		job = -1
	}
	if !isTask {
		return job, -1
	}
	if task, err = strconv.Atoi(taskPart); err != nil {
		task = int(^uint(0) >> 1)
	}
	return job, task
}

// belongsTo reports whether the job with ID id is jobID itself or one of
// its array tasks.
func belongsTo(id, jobID string) bool {
	return id == jobID || strings.HasPrefix(id, jobID+"_")
}
