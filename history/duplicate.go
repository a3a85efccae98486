package history

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"strconv"
)

// Key returns a hand's identity across files: its format and the site's
// hand number, as "pokerstars\x00123"; for a PHH hand, the casino and
// table it names too, and "" when it has no "hand" key (its number is
// then its place in its file, or the file's name, which say nothing of
// the hand).
func (h *Hand) Key() string {
	if h.ID == "" || h.Format == PHH && h.phhKey == "" {
		return ""
	}
	if h.Format == PHH {
		return "phh\x00" + h.phhKey
	}
	return h.Format.String() + "\x00" + h.ID
}

// HandSet is the hands counted so far, by Key, and where each was first
// read: a run over many files shares one, so that a hand found twice (in
// one file, or a file copied into the folder twice) counts once. It is not
// safe for concurrent use. Its memory grows by some 100 bytes a hand.
type HandSet struct {
	first  map[string]place
	digest [sha256.Size]byte
}

type place struct {
	file string
	line int
}

// NewHandSet returns an empty set.
func NewHandSet() *HandSet { return &HandSet{first: map[string]place{}} }

// Add adds h to the set. For a hand already in it, it returns a
// *ParseError at h, wrapping ErrDuplicate, that names the first; a hand
// without a Key is never a duplicate.
func (s *HandSet) Add(h *Hand) error {
	k := h.Key()
	if k == "" {
		return nil
	}
	if p, ok := s.first[k]; ok {
		return &ParseError{File: h.File, Line: h.Line, Hand: h.ID,
			Err: reasonf(ErrDuplicate, "first read at %s:%d", strconv.Quote(p.file), p.line)}
	}
	s.first[k] = place{h.File, h.Line}
	d := sha256.New()
	d.Write(s.digest[:])
	d.Write([]byte(k))
	d.Sum(s.digest[:0])
	return nil
}

// Digest returns a digest of the keys added, in the order added: two sets
// built by adding the same hands in the same order have the same digest.
// A job that journals the work done after each file records it, so that
// a resumed run can tell whether the hands before a file are still those
// it was checked against.
func (s *HandSet) Digest() string { return hex.EncodeToString(s.digest[:]) }

// AddFile adds the hands of a file read before, as Session.Import counted
// them (those read without error), so that a run resumed after that file
// finds the same duplicates in later ones as an uninterrupted run. A file
// in no known format, or past the reader's limits, adds nothing.
func (s *HandSet) AddFile(file string, r io.Reader) error {
	err := Read(file, r, func(h *Hand, err error) error {
		if err == nil {
			s.Add(h)
		}
		return nil
	})
	if errors.Is(err, ErrFormat) || errors.Is(err, ErrLimit) {
		return nil
	}
	return err
}
