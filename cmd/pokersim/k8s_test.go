package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"sigs.k8s.io/yaml"
)

// k8sJob is the part of a batch/v1 Job the test reads.
type k8sJob struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Spec       struct {
		CompletionMode       string `json:"completionMode"`
		Completions          int    `json:"completions"`
		BackoffLimitPerIndex *int   `json:"backoffLimitPerIndex"`
		Template             struct {
			Spec struct {
				RestartPolicy string `json:"restartPolicy"`
				Containers    []struct {
					Command    []string `json:"command"`
					Args       []string `json:"args"`
					WorkingDir string   `json:"workingDir"`
				} `json:"containers"`
			} `json:"spec"`
		} `json:"template"`
	} `json:"spec"`
}

func readJob(t *testing.T, name string) *k8sJob {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "deploy", "k8s", name))
	if err != nil {
		t.Fatal(err)
	}
	var j k8sJob
	if err := yaml.Unmarshal(data, &j); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if j.APIVersion != "batch/v1" || j.Kind != "Job" || len(j.Spec.Template.Spec.Containers) != 1 || j.Spec.Template.Spec.RestartPolicy != "Never" {
		t.Fatalf("%s is not a batch/v1 Job of one container that is not restarted in place: %+v", name, j)
	}
	return &j
}

// TestKubernetesManifests checks deploy/k8s: the manifests parse, the
// shards' Job is Indexed with per-index retries, and its pods' command is
// the one deploy/slurm's shard.sbatch runs (pokersim COMMAND ARG...
// --shard env/N --out shard-I.json). It runs every pod's command, with
// JOB_COMPLETION_INDEX set as Kubernetes sets it, then the merge's, and
// compares the report with the batch run in one process.
func TestKubernetesManifests(t *testing.T) {
	shards, merge := readJob(t, "shards.yaml"), readJob(t, "merge.yaml")
	data, err := os.ReadFile(filepath.Join("..", "..", "deploy", "k8s", "volume.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var pvc map[string]any
	if err := yaml.Unmarshal(data, &pvc); err != nil || pvc["kind"] != "PersistentVolumeClaim" {
		t.Fatalf("volume.yaml: %v, %v", pvc["kind"], err)
	}
	s := shards.Spec
	if s.CompletionMode != "Indexed" || s.BackoffLimitPerIndex == nil || s.Completions < 1 {
		t.Fatalf("shards.yaml: completionMode %q, backoffLimitPerIndex %v, completions %d", s.CompletionMode, s.BackoffLimitPerIndex, s.Completions)
	}
	pod := s.Template.Spec.Containers[0]
	args := pod.Args
	n := len(args)
	if pod.Command[0] != "pokersim" || n < 4 || args[n-4] != "--shard" || args[n-2] != "--out" ||
		args[n-3] != "env/"+itoa(s.Completions) || !strings.Contains(args[n-1], "$(JOB_COMPLETION_INDEX)") {
		t.Fatalf("shards.yaml runs %q, not pokersim COMMAND ARG... --shard env/%d --out ...-$(JOB_COMPLETION_INDEX).json", args, s.Completions)
	}

	t.Chdir(t.TempDir())
	os.WriteFile("spots.txt", []byte(shardSpots), 0o644)
	for i := range s.Completions {
		t.Setenv("JOB_COMPLETION_INDEX", itoa(i))
		run := expand(args, map[string]string{"JOB_COMPLETION_INDEX": itoa(i)})
		if got := runPokersim(t, "", run...); got.code != exitOK {
			t.Fatalf("pod %d: pokersim %q: %+v", i, run, got)
		}
	}
	m := merge.Spec.Template.Spec.Containers[0]
	if m.Command[0] != "pokersim" || m.Args[0] != "merge" {
		t.Fatalf("merge.yaml runs %q %q", m.Command, m.Args)
	}
	if got := runPokersim(t, "", m.Args...); got.code != exitOK {
		t.Fatalf("merge: %+v", got)
	}
	whole := append(args[:n-4:n-4], "--out", "whole.json")
	if got := runPokersim(t, "", whole...); got.code != exitOK {
		t.Fatalf("one process: %+v", got)
	}
	sameFile(t, "whole.json", m.Args[len(m.Args)-1])
}

// expand replaces $(NAME) in args as Kubernetes does with a container's
// environment.
func expand(args []string, env map[string]string) []string {
	re := regexp.MustCompile(`\$\(([A-Za-z_][A-Za-z0-9_]*)\)`)
	out := make([]string, len(args))
	for i, a := range args {
		out[i] = re.ReplaceAllStringFunc(a, func(m string) string { return env[m[2:len(m)-1]] })
	}
	return out
}

func itoa(i int) string { return strconv.Itoa(i) }
