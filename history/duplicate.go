package history

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"hash"
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
// safe for concurrent use.
//
// It holds a hand's key as the first 16 bytes of the key's SHA-256, not
// the key itself, and its place as the file's number and the line: some
// 60 bytes a hand where the keys as strings took about 100: megabytes
// for 100,000 hands. Two keys share a digest with a probability of about
// n²/2¹²⁹ for n hands (the birthday bound), some 10⁻²⁹ for a million; and
// SHA-256 being collision-resistant, a file cannot be written to make one
// hand pass for another.
type HandSet struct {
	first  map[keyDigest]place
	files  []string // the files of the places, in the order first seen
	digest [sha256.Size]byte
	chain  hash.Hash // computes digest, kept to spare an allocation a hand
}

// keyDigest is the first half of the SHA-256 of a hand's Key.
type keyDigest [16]byte

// place is where a hand was first read: the file, as its place in
// HandSet.files, and the line.
type place struct {
	file uint32
	line int
}

// NewHandSet returns an empty set.
func NewHandSet() *HandSet { return &HandSet{first: map[keyDigest]place{}, chain: sha256.New()} }

// Add adds h to the set. For a hand already in it, it returns a
// *ParseError at h, wrapping ErrDuplicate, that names the first; a hand
// without a Key is never a duplicate.
func (s *HandSet) Add(h *Hand) error {
	k := h.Key()
	if k == "" {
		return nil
	}
	sum := sha256.Sum256([]byte(k))
	kd := keyDigest(sum[:16])
	if p, ok := s.first[kd]; ok {
		return &ParseError{File: h.File, Line: h.Line, Hand: h.ID,
			Err: reasonf(ErrDuplicate, "first read at %s:%d", strconv.Quote(s.files[p.file]), p.line)}
	}
	if n := len(s.files); n == 0 || s.files[n-1] != h.File {
		s.files = append(s.files, h.File)
	}
	s.first[kd] = place{uint32(len(s.files) - 1), h.Line}
	s.chain.Reset()
	s.chain.Write(s.digest[:])
	io.WriteString(s.chain, k)
	s.chain.Sum(s.digest[:0])
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
