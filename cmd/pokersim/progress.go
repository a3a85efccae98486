package main

import (
	"io"
	"os"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// isTerminal reports whether w is a terminal: progress bars are drawn only
// there, so that redirected output stays clean.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// newBar returns a progress bar on w that clears itself when finished,
// showing the count of steps done if count.
func newBar(w io.Writer, total int, desc string, count bool) *progressbar.ProgressBar {
	opts := []progressbar.Option{progressbar.OptionSetWriter(w),
		progressbar.OptionSetDescription(desc), progressbar.OptionClearOnFinish(),
		progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(100 * time.Millisecond)}
	if count {
		opts = append(opts, progressbar.OptionShowCount())
	}
	return progressbar.NewOptions(total, opts...)
}

// startProgress returns a progress callback that shows a bar described
// desc on w, if w is a terminal, once the run has taken a second, and a
// function that removes the bar.
func startProgress(w io.Writer, desc string) (progress func(float64), stop func()) {
	p := newProgress(w, desc)
	if p == nil {
		return nil, func() {}
	}
	return p.set, p.stop
}

// progress is a bar that appears once a run has taken a second, or at
// once if asked (now).
type progress struct {
	w     io.Writer
	desc  string
	start time.Time
	bar   *progressbar.ProgressBar
}

// newProgress returns the progress of a run on w, nil if w is not a
// terminal.
func newProgress(w io.Writer, desc string) *progress {
	if !isTerminal(w) {
		return nil
	}
	return &progress{w: w, desc: desc, start: time.Now()}
}

// set shows the fraction done.
func (p *progress) set(done float64) {
	if p.bar == nil {
		if time.Since(p.start) < time.Second {
			return
		}
		p.bar = newBar(p.w, 1000, p.desc, false)
	}
	p.bar.Set(int(done * 1000))
}

// now shows the bar at once, before the run's first report of progress,
// which a long enumeration may give only after minutes. Call it before
// the run starts.
func (p *progress) now() {
	if p != nil && p.bar == nil {
		p.bar = newBar(p.w, 1000, p.desc, false)
		p.bar.Set(0)
	}
}

// stop removes the bar; a nil progress does nothing.
func (p *progress) stop() {
	if p != nil && p.bar != nil {
		p.bar.Finish()
	}
}

// startCountProgress shows a bar of total steps (matchups done of the
// total, and the time left) on w if w is a terminal. step, safe to call
// from any goroutine, marks one step done; stop removes the bar.
func startCountProgress(w io.Writer, desc string, total int) (step, stop func()) {
	if !isTerminal(w) || total == 0 {
		return func() {}, func() {}
	}
	bar := newBar(w, total, desc, true)
	var mu sync.Mutex
	return func() {
			mu.Lock()
			bar.Add(1)
			mu.Unlock()
		}, func() {
			bar.Finish()
		}
}
