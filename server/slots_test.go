package server

import (
	"context"
	"errors"
	"testing"
	"time"
)

func TestSlots(t *testing.T) {
	s := newSlots(1, 1, time.Hour)
	release, err := s.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	got := make(chan error, 1)
	go func() {
		_, err := s.acquire(ctx)
		got <- err
	}()
	for r, q := s.counts(); q != 1; r, q = s.counts() {
		if r != 1 {
			t.Fatalf("%d running, want 1", r)
		}
		time.Sleep(time.Millisecond)
	}
	if _, err := s.acquire(context.Background()); err != errBusy {
		t.Errorf("acquire with the line full = %v, want errBusy", err)
	}
	cancel()
	if err := <-got; !errors.Is(err, context.Canceled) {
		t.Errorf("acquire cancelled while waiting = %v, want context.Canceled", err)
	}
	release()
	if r, q := s.counts(); r != 0 || q != 0 {
		t.Errorf("after release: %d running, %d queued; want none", r, q)
	}
	if release, err := s.acquire(context.Background()); err != nil {
		t.Errorf("acquire after release: %v", err)
	} else {
		release()
	}
}
