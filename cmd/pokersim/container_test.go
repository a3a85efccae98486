package main

import (
	"bytes"
	"context"
	"debug/elf"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	batchv1 "k8s.io/api/batch/v1"

	"github.com/pokersim/pokersim/internal/testfull"
)

// TestContainer builds the image of the repository's Dockerfile with
// podman, pulling nothing (--network none: the builder image is imported
// from this machine's Go toolchain and passed as GO_IMAGE, the modules are
// vendored into a copy of the source), checks that its binary is the one
// a local build makes, byte for byte, and then runs deploy/k8s as a
// cluster would, in containers: the preparation (with Debian's static
// busybox imported as its image), every shard pod, the merge, each as its
// manifest says (image, command, arguments, working folder, user, read-only
// root file system, no capabilities, the volume and the input's
// ConfigMap). The merged report must equal, byte for byte, the one the
// local binary writes in one process.
//
// podman's state (storage, its configuration) lives in the test's
// temporary folder, its run root and runc's in a short folder of their own
// in /tmp (podman refuses a run root of more than 50 characters); every
// external command runs under a deadline and a failed one fails the test
// at once with its output; the build reads this machine's Go build cache
// through an overlay (:O), so that it compiles nothing the local build has
// compiled and writes nothing back. .ci/install-podman installs podman,
// runc and busybox-static; without them the test skips, saying why.
func TestContainer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a container image; skipped with -short")
	}
	testfull.Full(t) // builds an image and runs containers: a slow test
	podman, err := exec.LookPath("podman")
	if err != nil {
		t.Skip("podman not found: run .ci/install-podman as root to run this test")
	}
	if os.Geteuid() != 0 {
		t.Skip("needs root: podman without root needs subordinate user IDs set up, and the test gives the volume to the pods' user")
	}
	busybox, err := staticBusybox()
	if err != nil {
		t.Skipf("%v: run .ci/install-podman as root to install busybox-static", err)
	}
	m := readManifests(t)
	img := readDockerfile(t)
	args := shardArgs(t, m)
	tmp := t.TempDir()
	p := newPodman(t, podman, tmp)
	start := time.Now()

	src := sourceCopy(t, filepath.Join(tmp, "context"))
	goenv := func(name string) string { return strings.TrimSpace(runCmd(t, "", nil, "go", "env", name)) }
	gocache := goenv("GOCACHE")
	runCmd(t, src, []string{"GOFLAGS=-mod=mod"}, "go", "mod", "vendor")
	// The flags of the Dockerfile's build stage (its ENV), so that this
	// build fills the cache the image's build then reads.
	bin := filepath.Join(tmp, "pokersim")
	runCmd(t, src, []string{"CGO_ENABLED=0", "GOTOOLCHAIN=local", "GOFLAGS=-trimpath -buildvcs=false '-ldflags=-s -w -buildid= '"},
		"go", "build", "-o", bin, "./cmd/pokersim")
	t.Logf("%v: source copied, vendored, built", time.Since(start).Round(time.Second))

	prepareImage := container(&m.prepare).Image
	bb := filepath.Join(tmp, "busybox-rootfs")
	for _, name := range []string{"sh", "mkdir", "cp"} {
		must(t, os.MkdirAll(filepath.Join(bb, "bin"), 0o755))
		must(t, os.Symlink("busybox", filepath.Join(bb, "bin", name)))
	}
	copyFile(t, busybox, filepath.Join(bb, "bin", "busybox"), 0o755)
	p.importImage(t, prepareImage, "PATH=/bin", bb, "", "")
	t.Logf("%v: busybox image imported", time.Since(start).Round(time.Second))

	// The image is built by build-image, the offline build docs/deploy.md
	// gives, through this test's podman (its storage, configuration and
	// runc root). Where the cache cannot be the lower layer of an overlay
	// (it is on an overlay itself, in some CI containers), the build
	// compiles everything, which takes minutes more.
	p.buildImage(t, img.tag, gocache)
	t.Logf("%v: image built", time.Since(start).Round(time.Second))
	checkImage(t, p, img, bin, filepath.Join(tmp, "from-image"))

	vol, input := filepath.Join(tmp, "volume"), filepath.Join(tmp, "input")
	for _, d := range []string{vol, input} {
		must(t, os.Mkdir(d, 0o755))
	}
	// A fresh volume that the pods' fsGroup makes theirs.
	must(t, os.Chown(vol, int(img.uid), int(img.gid)))
	for name, text := range m.input.Data {
		must(t, os.WriteFile(filepath.Join(input, name), []byte(text), 0o644))
	}
	mounts := map[string]string{m.volume.Name: vol, m.input.Name: input}
	p.runPod(t, &m.prepare, mounts, nil)
	if got, err := os.ReadFile(filepath.Join(vol, args[1])); err != nil || string(got) != m.input.Data[args[1]] {
		t.Fatalf("prepare.yaml did not place %s on the volume: %v", args[1], err)
	}
	for i := range int(*m.shards.Spec.Completions) {
		p.runPod(t, &m.shards, mounts, map[string]string{"JOB_COMPLETION_INDEX": itoa(i)})
	}
	p.runPod(t, &m.merge, mounts, nil)
	t.Logf("%v: %d shard pods and the merge run", time.Since(start).Round(time.Second), *m.shards.Spec.Completions)

	local := filepath.Join(tmp, "local")
	must(t, os.Mkdir(local, 0o755))
	copyFile(t, filepath.Join(input, args[1]), filepath.Join(local, args[1]), 0o644)
	n := len(args)
	cmd, cancel := command(stepTimeout, bin, append(args[:n-4:n-4], "--out", "whole.json")...)
	defer cancel()
	cmd.Dir = local
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pokersim %q: %v\n%s", cmd.Args, err, out)
	}
	margs := container(&m.merge).Args
	sameFile(t, filepath.Join(local, "whole.json"), filepath.Join(vol, margs[len(margs)-1]))
}

// podman runs podman with its state in one folder.
type podman struct {
	bin  string
	base []string // the flags that place its storage
	env  []string
	runc string // runc's root
}

// newPodman writes a configuration that makes podman work on a machine
// without systemd's help or a registry: runc as the runtime, limits on
// open files and processes within the machine's hard limits (podman's
// default asks for more, and runc then fails: "error setting rlimit type
// 7: operation not permitted"), cgroupfs, no event log, and every folder
// it and runc write in dir.
func newPodman(t *testing.T, bin, dir string) *podman {
	t.Helper()
	for _, d := range []string{"storage", "tmp", "libpod", "networks"} {
		must(t, os.MkdirAll(filepath.Join(dir, "podman", d), 0o700))
	}
	d := filepath.Join(dir, "podman")
	// podman refuses a run root of more than 50 characters, and runc's
	// sockets live under its root: both get a short folder of their own
	// in /tmp, whatever TMPDIR is (t.TempDir's can be far longer).
	short, err := os.MkdirTemp("/tmp", "pkr")
	must(t, err)
	t.Cleanup(func() { os.RemoveAll(short) })
	run, runc := filepath.Join(short, "run"), filepath.Join(short, "runc")
	for _, d := range []string{run, runc} {
		must(t, os.Mkdir(d, 0o700))
	}
	conf := fmt.Sprintf(`[containers]
default_ulimits = ["nofile=4096:4096", "nproc=4096:4096"]

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "none"
tmp_dir = %q
image_copy_tmp_dir = %q

[network]
network_config_dir = %q
`, filepath.Join(d, "libpod"), filepath.Join(d, "tmp"), filepath.Join(d, "networks"))
	must(t, os.WriteFile(filepath.Join(d, "containers.conf"), []byte(conf), 0o644))
	must(t, os.WriteFile(filepath.Join(d, "registries.conf"), nil, 0o644))
	p := &podman{
		bin: bin,
		base: []string{"--root", filepath.Join(d, "storage"), "--runroot", run, "--storage-driver", "overlay",
			"--runtime-flag", "root=" + runc},
		runc: runc,
		env: append(os.Environ(), "CONTAINERS_CONF="+filepath.Join(d, "containers.conf"),
			"CONTAINERS_REGISTRIES_CONF="+filepath.Join(d, "registries.conf"), "TMPDIR="+filepath.Join(d, "tmp")),
	}
	// Remove the images, so that no layer is left mounted when the
	// temporary folder is removed.
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), stepTimeout)
		defer cancel()
		exec.CommandContext(ctx, p.bin, append(p.base, "rmi", "--all", "--force")...).Run()
	})
	return p
}

// stepTimeout bounds each external command of TestContainer but the image
// build (buildTimeout): a step that hangs fails the test with its output
// instead of holding it until go test's own deadline.
const (
	stepTimeout  = 5 * time.Minute
	buildTimeout = 20 * time.Minute
)

// command returns name with args under a deadline of d, killed (with its
// children's pipes closed) when it passes, and the context's cancel.
func command(d time.Duration, name string, args ...string) (*exec.Cmd, context.CancelFunc) {
	ctx, cancel := context.WithTimeout(context.Background(), d)
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.WaitDelay = 10 * time.Second
	return cmd, cancel
}

// run runs podman with args and returns its standard output.
func (p *podman) run(t *testing.T, args ...string) string {
	t.Helper()
	d := stepTimeout
	if len(args) > 0 && args[0] == "build" {
		d = buildTimeout
	}
	cmd, cancel := command(d, p.bin, append(p.base, args...)...)
	defer cancel()
	cmd.Env = p.env
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("podman %s: %v\n%s\n%s", strings.Join(args, " "), err, lastLines(stderr.String(), 30), lastLines(stdout.String(), 30))
	}
	return stdout.String()
}

// output runs podman with args and returns its output and error.
func (p *podman) output(args ...string) (string, error) {
	cmd, cancel := command(buildTimeout, p.bin, append(p.base, args...)...)
	defer cancel()
	cmd.Env = p.env
	out, err := cmd.CombinedOutput()
	return string(out), err
}

// buildImage builds the image tag with the repository's build-image
// script, run by p's podman, with the Go build cache gocache as an overlay
// where it can be one.
func (p *podman) buildImage(t *testing.T, tag, gocache string) {
	t.Helper()
	script, err := filepath.Abs(filepath.Join("..", "..", "build-image"))
	must(t, err)
	engine := strings.Join(append([]string{p.bin}, p.base...), " ")
	build := func(flags string) (string, error) {
		cmd, cancel := command(buildTimeout, script, tag)
		defer cancel()
		cmd.Env = append(p.env, "ENGINE="+engine, "BUILD_FLAGS="+flags)
		out, err := cmd.CombinedOutput()
		return string(out), err
	}
	flags := "--runtime-flag root=" + p.runc
	if gocache != "off" && gocache != "" {
		out, err := build(flags + " -v " + gocache + ":/root/.cache/go-build:O")
		if err == nil {
			return
		}
		t.Logf("building with the Go build cache %s as an overlay failed (%v); building without it:\n%s", gocache, err, lastLines(out, 10))
	}
	if out, err := build(flags); err != nil {
		t.Fatalf("build-image: %v\n%s", err, lastLines(out, 30))
	}
}

// importImage imports an image named name from a tar of the folder
// rootfs (which gets a /tmp) and, when from is not "", the folder from
// put at to, with one ENV setting.
func (p *podman) importImage(t *testing.T, name, env, rootfs, from, to string) {
	t.Helper()
	must(t, os.MkdirAll(filepath.Join(rootfs, "tmp"), 0o755))
	must(t, os.Chmod(filepath.Join(rootfs, "tmp"), 0o1777))
	top, err := os.ReadDir(rootfs)
	must(t, err)
	tarArgs := []string{"-c", "-C", rootfs}
	for _, e := range top {
		tarArgs = append(tarArgs, e.Name())
	}
	if from != "" {
		// The Go toolchain without its tests, documentation and API lists,
		// which a build does not read.
		tarArgs = append(tarArgs, "--exclude=./test", "--exclude=./doc", "--exclude=./api", "--exclude=testdata",
			"--transform", `s,^\.,`+to+`,S`, "-C", from, ".")
	}
	tarCmd, cancelTar := command(stepTimeout, "tar", tarArgs...)
	defer cancelTar()
	imp, cancelImp := command(stepTimeout, p.bin, append(p.base, "import", "--change", "ENV "+env, "-", name)...)
	defer cancelImp()
	imp.Env = p.env
	pipe, err := tarCmd.StdoutPipe()
	must(t, err)
	imp.Stdin = pipe
	var tarErr, impOut bytes.Buffer
	tarCmd.Stderr = &tarErr
	imp.Stdout, imp.Stderr = &impOut, &impOut
	must(t, tarCmd.Start())
	errImp := imp.Run()
	if errImp != nil {
		// podman stopped reading: tar would block on the pipe for ever
		cancelTar()
	}
	errTar := tarCmd.Wait()
	if errImp != nil || errTar != nil {
		t.Fatalf("tar %q | podman import %s: %v, %v\n%s\n%s", tarArgs, name, errTar, errImp, tarErr.String(), lastLines(impOut.String(), 20))
	}
}

// runPod runs the one container of Job j's pod as a kubelet would: its
// image (never pulled), command and arguments ($(VAR) expanded from env),
// working folder, environment, the pod's user and groups, a read-only
// root file system with no tmpfs added, no capabilities, no privilege
// escalation, no network, and its volumes mounted from the host folders
// that mounts names (by claim or ConfigMap name).
func (p *podman) runPod(t *testing.T, j *batchv1.Job, mounts, env map[string]string) {
	t.Helper()
	spec := j.Spec.Template.Spec
	c := container(j)
	ps, cs := spec.SecurityContext, c.SecurityContext
	args := []string{"run", "--rm", "--network", "none", "--pull=never",
		"--user", fmt.Sprintf("%d:%d", *ps.RunAsUser, *ps.RunAsGroup), "--group-add", itoa(int(*ps.FSGroup))}
	if *cs.ReadOnlyRootFilesystem {
		args = append(args, "--read-only", "--read-only-tmpfs=false")
	}
	if !*cs.AllowPrivilegeEscalation {
		args = append(args, "--security-opt", "no-new-privileges")
	}
	for _, d := range cs.Capabilities.Drop {
		args = append(args, "--cap-drop", strings.ToLower(string(d)))
	}
	if c.WorkingDir != "" {
		args = append(args, "--workdir", c.WorkingDir)
	}
	for k, v := range env {
		args = append(args, "--env", k+"="+v)
	}
	vols := map[string]string{}
	for _, v := range spec.Volumes {
		switch {
		case v.PersistentVolumeClaim != nil:
			vols[v.Name] = mounts[v.PersistentVolumeClaim.ClaimName]
		case v.ConfigMap != nil:
			vols[v.Name] = mounts[v.ConfigMap.Name]
		}
	}
	for _, vm := range c.VolumeMounts {
		if vols[vm.Name] == "" {
			t.Fatalf("%s: no folder for volume %q", j.Name, vm.Name)
		}
		opt := ""
		if vm.ReadOnly {
			opt = ":ro"
		}
		args = append(args, "--volume", vols[vm.Name]+":"+vm.MountPath+opt)
	}
	if len(c.Command) > 0 {
		entry, _ := json.Marshal(expand(c.Command, env))
		args = append(args, "--entrypoint", string(entry))
	}
	args = append(args, c.Image)
	args = append(args, expand(c.Args, env)...)
	p.run(t, args...)
}

// checkImage checks the built image's configuration against the
// Dockerfile, and that its binary is the local build's (bin), byte for
// byte: the build is reproducible whoever runs it.
func checkImage(t *testing.T, p *podman, img *dockerImage, bin, dst string) {
	t.Helper()
	var cfg struct {
		User       string
		WorkingDir string
		Entrypoint []string
	}
	out := p.run(t, "image", "inspect", "--format", "{{json .Config}}", img.tag)
	must(t, json.Unmarshal([]byte(out), &cfg))
	if cfg.User != fmt.Sprintf("%d:%d", img.uid, img.gid) || cfg.WorkingDir != img.workdir || strings.Join(cfg.Entrypoint, " ") != strings.Join(img.entrypoint, " ") {
		t.Errorf("image config %+v, want user %d:%d, working folder %s, entrypoint %q", cfg, img.uid, img.gid, img.workdir, img.entrypoint)
	}
	size := strings.TrimSpace(p.run(t, "image", "inspect", "--format", "{{.Size}}", img.tag))
	t.Logf("image %s: %s bytes", img.tag, size)
	id := strings.TrimSpace(p.run(t, "create", img.tag))
	defer p.run(t, "rm", id)
	p.run(t, "cp", id+":"+img.binary, dst)
	sameFile(t, bin, dst)
}

// staticBusybox returns the path of a statically linked busybox, which
// runs in an image that holds nothing else.
func staticBusybox() (string, error) {
	path, err := exec.LookPath("busybox")
	if err != nil {
		return "", fmt.Errorf("busybox not found")
	}
	f, err := elf.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return "", fmt.Errorf("%s is linked dynamically", path)
		}
	}
	return path, nil
}

// sourceCopy copies the repository's files (tracked, or untracked and not
// ignored, as git lists them) into dir, as a build context, and returns
// dir.
func sourceCopy(t *testing.T, dir string) string {
	t.Helper()
	root, err := filepath.Abs(filepath.Join("..", ".."))
	must(t, err)
	for _, name := range strings.Split(runCmd(t, root, nil, "git", "ls-files", "-z", "-co", "--exclude-standard"), "\x00") {
		if name == "" {
			continue
		}
		fi, err := os.Lstat(filepath.Join(root, name))
		if err != nil || !fi.Mode().IsRegular() {
			continue // deleted in the work tree, or not a file
		}
		must(t, os.MkdirAll(filepath.Join(dir, filepath.Dir(name)), 0o755))
		copyFile(t, filepath.Join(root, name), filepath.Join(dir, name), fi.Mode().Perm())
	}
	return dir
}

// runCmd runs name with args in dir, with env added to the environment,
// and returns its standard output.
func runCmd(t *testing.T, dir string, env []string, name string, args ...string) string {
	t.Helper()
	cmd, cancel := command(stepTimeout, name, args...)
	defer cancel()
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%s %q in %s: %v\n%s", name, args, dir, err, lastLines(stderr.String(), 30))
	}
	return stdout.String()
}

func copyFile(t *testing.T, from, to string, mode os.FileMode) {
	t.Helper()
	in, err := os.Open(from)
	must(t, err)
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, mode)
	must(t, err)
	_, err = io.Copy(out, in)
	must(t, err)
	must(t, out.Close())
}

func lastLines(s string, n int) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
