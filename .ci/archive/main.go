// Command archive packs files into a .tar.gz or .zip archive that is the
// same, byte for byte, wherever and whenever it is made from the same
// files: entries sorted by name, one fixed modification time, owner and
// group 0 with no names, modes 0755 (executables) or 0644, and no
// timestamp or file name in the gzip header. .ci/release runs it:
//
//	go run ./.ci/archive -mtime 1700000000 -o pokersim_1.0_linux_amd64.tar.gz DIR
//
// packs the files under DIR, each named DIR's base name/relative path.
// It lives under .ci, out of ./..., as a tool of the release only.
package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

func main() {
	out := flag.String("o", "", "the archive to write: NAME.tar.gz or NAME.zip")
	mtime := flag.Int64("mtime", 0, "the modification time of every entry, in seconds since 1970 (SOURCE_DATE_EPOCH)")
	flag.Parse()
	if *out == "" || flag.NArg() != 1 {
		fmt.Fprintln(os.Stderr, "usage: archive -o NAME.tar.gz|NAME.zip [-mtime SECONDS] DIR")
		os.Exit(2)
	}
	if err := pack(*out, flag.Arg(0), time.Unix(*mtime, 0).UTC()); err != nil {
		fmt.Fprintln(os.Stderr, "archive:", err)
		os.Exit(1)
	}
}

// entry is a regular file to pack: its name in the archive and its path.
type entry struct {
	name, path string
	exec       bool
}

// pack writes the regular files under dir to the archive out.
func pack(out, dir string, mtime time.Time) error {
	var files []entry
	base := filepath.Base(dir)
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		fi, err := d.Info()
		if err != nil {
			return err
		}
		if !fi.Mode().IsRegular() {
			return fmt.Errorf("%s: not a regular file", p)
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		files = append(files, entry{path.Join(base, filepath.ToSlash(rel)), p, fi.Mode()&0o111 != 0})
		return nil
	})
	if err != nil {
		return err
	}
	slices.SortFunc(files, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	switch {
	case strings.HasSuffix(out, ".tar.gz"):
		err = writeTarGz(f, files, mtime)
	case strings.HasSuffix(out, ".zip"):
		err = writeZip(f, files, mtime)
	default:
		err = fmt.Errorf("%s: want a name ending in .tar.gz or .zip", out)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(out)
	}
	return err
}

func mode(e entry) int64 {
	if e.exec {
		return 0o755
	}
	return 0o644
}

func writeTarGz(w io.Writer, files []entry, mtime time.Time) error {
	gz, err := gzip.NewWriterLevel(w, gzip.BestCompression)
	if err != nil {
		return err
	}
	tw := tar.NewWriter(gz)
	for _, e := range files {
		data, err := os.ReadFile(e.path)
		if err != nil {
			return err
		}
		h := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Size: int64(len(data)), Mode: mode(e), ModTime: mtime, Format: tar.FormatUSTAR}
		if err := tw.WriteHeader(h); err != nil {
			return err
		}
		if _, err := tw.Write(data); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	return gz.Close()
}

func writeZip(w io.Writer, files []entry, mtime time.Time) error {
	zw := zip.NewWriter(w)
	for _, e := range files {
		data, err := os.ReadFile(e.path)
		if err != nil {
			return err
		}
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: mtime}
		h.SetMode(fs.FileMode(mode(e)))
		fw, err := zw.CreateHeader(h)
		if err != nil {
			return err
		}
		if _, err := fw.Write(data); err != nil {
			return err
		}
	}
	return zw.Close()
}
