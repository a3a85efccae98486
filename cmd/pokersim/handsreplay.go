package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/hands"
	"github.com/pokersim/pokersim/history"
)

// errHandFound stops reading a file once the hand to replay is read.
var errHandFound = errors.New("hand found")

// runReplay writes the hand spec names (FILE:HANDID) step by step.
func runReplay(c *cli.Context, spec string) error {
	k := strings.LastIndexByte(spec, ':')
	if k <= 0 || k == len(spec)-1 {
		return usageErrorf(c, "--replay: want FILE:HANDID, got %q", spec)
	}
	file, id := spec[:k], strings.TrimPrefix(spec[k+1:], "#")
	f, err := os.Open(file)
	if err != nil {
		return usageErrorf(c, "--replay: %v", err)
	}
	defer f.Close()
	var hand *history.Hand
	var herr error
	err = history.Read(file, bufio.NewReader(f), func(h *history.Hand, err error) error {
		if h != nil && h.ID == id {
			hand, herr = h, err
			return errHandFound
		}
		return nil
	})
	if err != nil && !errors.Is(err, errHandFound) {
		return usageErrorf(c, "--replay: %v", err)
	}
	if hand == nil {
		return usageErrorf(c, "--replay: no hand #%s in %s", id, file)
	}
	if herr != nil {
		return usageErrorf(c, "--replay: %v", herr)
	}
	r := &hands.Replay{Hand: hand, Steps: history.Replay(hand)}
	if r.Equities, err = history.Equities(c.Context, hand); err != nil {
		return err
	}
	if r.Result, err = history.Value(c.Context, hand, 0); err != nil {
		return err
	}
	if err := hands.WriteReplayText(c.App.Writer, r); err != nil {
		return fmt.Errorf("writing the replay: %w", err)
	}
	return nil
}
