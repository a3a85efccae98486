package main

import (
	"encoding/json"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/yaml"
)

// manifests is deploy/k8s, decoded into the Kubernetes API's own types.
type manifests struct {
	volume  corev1.PersistentVolumeClaim
	input   corev1.ConfigMap
	prepare batchv1.Job
	shards  batchv1.Job
	merge   batchv1.Job
}

// readManifest decodes deploy/k8s/name into v strictly: a field that the
// type does not have (a typo, a field at the wrong level) or a key given
// twice fails the test, as kubectl apply --validate=strict would refuse it.
func readManifest(t *testing.T, name string, v any) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "deploy", "k8s", name))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.UnmarshalStrict(data, v); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
}

func readManifests(t *testing.T) *manifests {
	t.Helper()
	var m manifests
	readManifest(t, "volume.yaml", &m.volume)
	readManifest(t, "input.yaml", &m.input)
	for name, j := range map[string]*batchv1.Job{"prepare.yaml": &m.prepare, "shards.yaml": &m.shards, "merge.yaml": &m.merge} {
		readManifest(t, name, j)
		if j.APIVersion != "batch/v1" || j.Kind != "Job" || len(j.Spec.Template.Spec.Containers) != 1 || j.Spec.Template.Spec.RestartPolicy != corev1.RestartPolicyNever {
			t.Fatalf("%s is not a batch/v1 Job of one container that is not restarted in place", name)
		}
	}
	if m.volume.APIVersion != "v1" || m.volume.Kind != "PersistentVolumeClaim" {
		t.Fatalf("volume.yaml is a %s %s, want a v1 PersistentVolumeClaim", m.volume.APIVersion, m.volume.Kind)
	}
	if m.input.APIVersion != "v1" || m.input.Kind != "ConfigMap" {
		t.Fatalf("input.yaml is a %s %s, want a v1 ConfigMap", m.input.APIVersion, m.input.Kind)
	}
	return &m
}

// container returns j's one container.
func container(j *batchv1.Job) *corev1.Container { return &j.Spec.Template.Spec.Containers[0] }

// shardArgs returns the shards' pod arguments, checked to be pokersim
// COMMAND ARG... --shard env/N --out DIR/NAME-$(JOB_COMPLETION_INDEX).json
// with N the Job's completions.
func shardArgs(t *testing.T, m *manifests) []string {
	t.Helper()
	s := m.shards.Spec
	if s.CompletionMode == nil || *s.CompletionMode != batchv1.IndexedCompletion || s.BackoffLimitPerIndex == nil || s.Completions == nil || *s.Completions < 1 {
		t.Fatalf("shards.yaml: want an Indexed Job with backoffLimitPerIndex and completions: %+v", s)
	}
	args := container(&m.shards).Args
	n := len(args)
	if n < 4 || args[n-4] != "--shard" || args[n-2] != "--out" ||
		args[n-3] != "env/"+itoa(int(*s.Completions)) || !strings.Contains(args[n-1], "$(JOB_COMPLETION_INDEX)") {
		t.Fatalf("shards.yaml runs %q, not pokersim COMMAND ARG... --shard env/%d --out ...-$(JOB_COMPLETION_INDEX).json", args, *s.Completions)
	}
	return args
}

// TestKubernetesManifests checks deploy/k8s: the manifests decode strictly
// into the Kubernetes types, the shards' Job is Indexed with per-index
// retries, every Job runs as the Dockerfile's user with a read-only root
// file system and mounts the volume of volume.yaml, the pokersim pods run
// the Dockerfile's image and program with a pull policy that takes a
// loaded image, and the preparation places the input the shards read.
// Then it runs every pod's command in process, on a folder that holds the
// input only (as prepare.yaml leaves it, but without the shards' folder,
// which pokersim makes), with JOB_COMPLETION_INDEX set as Kubernetes sets
// it, then the merge's, and compares the report with the batch run in one
// process. container_test.go runs the same in containers.
func TestKubernetesManifests(t *testing.T) {
	m := readManifests(t)
	img := readDockerfile(t)
	args := shardArgs(t, m)
	for name, j := range map[string]*batchv1.Job{"prepare.yaml": &m.prepare, "shards.yaml": &m.shards, "merge.yaml": &m.merge} {
		checkPod(t, name, m, j, img)
	}
	for name, j := range map[string]*batchv1.Job{"shards.yaml": &m.shards, "merge.yaml": &m.merge} {
		c := container(j)
		if c.Image != img.tag || !slices.Equal(c.Command, img.entrypoint) {
			t.Errorf("%s runs image %q command %q, want the Dockerfile's %q, %q", name, c.Image, c.Command, img.tag, img.entrypoint)
		}
		if c.ImagePullPolicy != corev1.PullIfNotPresent && c.ImagePullPolicy != corev1.PullNever {
			t.Errorf("%s: imagePullPolicy %q, want IfNotPresent or Never, which use an image loaded into the node", name, c.ImagePullPolicy)
		}
		if c.WorkingDir != img.workdir {
			t.Errorf("%s: workingDir %q, want the Dockerfile's WORKDIR %q", name, c.WorkingDir, img.workdir)
		}
	}
	input := args[1]
	if _, ok := m.input.Data[input]; !ok || path.IsAbs(input) || strings.Contains(input, "/") {
		t.Fatalf("the shards read %q, which input.yaml's ConfigMap does not hold (it holds %v)", input, slices.Sorted(maps.Keys(m.input.Data)))
	}
	if want := prepareScript(input, args[len(args)-1]); !slices.Equal(container(&m.prepare).Command, want) {
		t.Errorf("prepare.yaml runs %q, want %q", container(&m.prepare).Command, want)
	}

	t.Chdir(t.TempDir())
	if err := os.WriteFile(input, []byte(m.input.Data[input]), 0o644); err != nil {
		t.Fatal(err)
	}
	for i := range int(*m.shards.Spec.Completions) {
		t.Setenv("JOB_COMPLETION_INDEX", itoa(i))
		run := expand(args, map[string]string{"JOB_COMPLETION_INDEX": itoa(i)})
		if got := runPokersim(t, "", run...); got.code != exitOK {
			t.Fatalf("pod %d: pokersim %q: %+v", i, run, got)
		}
	}
	margs := container(&m.merge).Args
	if margs[0] != "merge" || margs[len(margs)-2] != "--out" {
		t.Fatalf("merge.yaml runs %q, want merge SHARD... --out REPORT", margs)
	}
	if got := runPokersim(t, "", margs...); got.code != exitOK {
		t.Fatalf("merge: %+v", got)
	}
	n := len(args)
	whole := append(args[:n-4:n-4], "--out", "whole.json")
	if got := runPokersim(t, "", whole...); got.code != exitOK {
		t.Fatalf("one process: %+v", got)
	}
	sameFile(t, "whole.json", margs[len(margs)-1])
}

// prepareScript is the command prepare.yaml must run: make the folder of
// the shard files (out, relative to the volume) and copy the input from
// the ConfigMap's mount onto the volume.
func prepareScript(input, out string) []string {
	return []string{"sh", "-c", "mkdir -p " + path.Dir(out) + " && cp /input/" + input + " " + input}
}

// checkPod checks the pod of Job j (file name): it runs as the
// Dockerfile's user and group, not as root, with a read-only root file
// system, no privilege escalation and no capabilities, mounts the volume
// of volume.yaml at the Dockerfile's WORKDIR, and mounts nothing else but
// the input's ConfigMap, read-only.
func checkPod(t *testing.T, name string, m *manifests, j *batchv1.Job, img *dockerImage) {
	t.Helper()
	p := j.Spec.Template.Spec
	ps := p.SecurityContext
	if ps == nil || ps.RunAsNonRoot == nil || !*ps.RunAsNonRoot || ps.RunAsUser == nil || ps.RunAsGroup == nil || ps.FSGroup == nil ||
		*ps.RunAsUser != img.uid || *ps.RunAsGroup != img.gid || *ps.FSGroup != img.gid {
		t.Errorf("%s: pod securityContext %s, want runAsNonRoot, runAsUser %d, runAsGroup and fsGroup %d (the Dockerfile's USER)", name, jsonOf(ps), img.uid, img.gid)
	}
	c := container(j)
	cs := c.SecurityContext
	if cs == nil || cs.ReadOnlyRootFilesystem == nil || !*cs.ReadOnlyRootFilesystem || cs.AllowPrivilegeEscalation == nil || *cs.AllowPrivilegeEscalation ||
		cs.Capabilities == nil || !slices.Equal(cs.Capabilities.Drop, []corev1.Capability{"ALL"}) || len(cs.Capabilities.Add) != 0 {
		t.Errorf("%s: container securityContext %s, want readOnlyRootFilesystem, no privilege escalation, all capabilities dropped", name, jsonOf(cs))
	}
	if c.WorkingDir != img.workdir {
		t.Errorf("%s: workingDir %q, want %q", name, c.WorkingDir, img.workdir)
	}
	vols := map[string]corev1.Volume{}
	for _, v := range p.Volumes {
		vols[v.Name] = v
	}
	data := false
	for _, vm := range c.VolumeMounts {
		v := vols[vm.Name]
		switch {
		case v.PersistentVolumeClaim != nil && v.PersistentVolumeClaim.ClaimName == m.volume.Name && vm.MountPath == img.workdir:
			data = true
		case v.ConfigMap != nil && v.ConfigMap.Name == m.input.Name && vm.ReadOnly && vm.MountPath == "/input":
		default:
			t.Errorf("%s: mount %s of volume %s, want the claim %q at %s or the ConfigMap %q read-only at /input", name, jsonOf(vm), jsonOf(v), m.volume.Name, img.workdir, m.input.Name)
		}
	}
	if !data {
		t.Errorf("%s does not mount the claim %q at %s", name, m.volume.Name, img.workdir)
	}
}

// dockerImage is what the manifests must agree with in the final stage of
// the repository's Dockerfile.
type dockerImage struct {
	tag        string   // the name the manifests, docs and tests build it as
	entrypoint []string // ENTRYPOINT
	path       []string // the folders of ENV PATH
	binary     string   // where COPY puts pokersim
	uid, gid   int64    // USER
	workdir    string   // WORKDIR
}

// readDockerfile reads the final stage of ../../Dockerfile and checks that
// its program is pokersim, found on its PATH, run by a user other than
// root.
func readDockerfile(t *testing.T) *dockerImage {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "Dockerfile"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.ReplaceAll(string(data), "\\\n", " ")
	var stage []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "FROM "):
			stage = []string{line}
		default:
			stage = append(stage, line)
		}
	}
	img := &dockerImage{tag: "pokersim:latest"}
	if len(stage) == 0 || stage[0] != "FROM scratch" {
		t.Fatalf("Dockerfile: the final stage starts %q, want FROM scratch", stage)
	}
	for _, line := range stage[1:] {
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "ENTRYPOINT":
			if err := json.Unmarshal([]byte(rest), &img.entrypoint); err != nil {
				t.Fatalf("Dockerfile: ENTRYPOINT %s: %v", rest, err)
			}
		case "ENV":
			if p, ok := strings.CutPrefix(rest, "PATH="); ok {
				img.path = strings.Split(p, ":")
			}
		case "COPY":
			if f := strings.Fields(rest); len(f) == 3 && f[0] == "--from=build" {
				img.binary = f[2]
			}
		case "WORKDIR":
			img.workdir = rest
		case "USER":
			u, g, _ := strings.Cut(rest, ":")
			img.uid, _ = strconv.ParseInt(u, 10, 64)
			img.gid, _ = strconv.ParseInt(g, 10, 64)
		}
	}
	if len(img.entrypoint) == 0 || path.Base(img.binary) != img.entrypoint[0] || !slices.Contains(img.path, path.Dir(img.binary)) {
		t.Errorf("Dockerfile: ENTRYPOINT %q does not run %s from PATH %q", img.entrypoint, img.binary, img.path)
	}
	if img.uid <= 0 || img.gid <= 0 || !path.IsAbs(img.workdir) {
		t.Errorf("Dockerfile: USER %d:%d, WORKDIR %q: want a numeric user and group other than root, and an absolute WORKDIR", img.uid, img.gid, img.workdir)
	}
	return img
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

func jsonOf(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func itoa(i int) string { return strconv.Itoa(i) }
