package history

import (
	"io/fs"
	"path/filepath"
	"strings"
)

// Extensions are the file name endings Files picks in a directory, in
// lower case: the text formats' .txt, PHH's .phh and .phhs, iPoker's .xml.
var extensions = []string{".txt", ".phh", ".phhs", ".xml"}

// Files returns the hand history files under root in lexical order: root
// itself if it is a file, whatever its name; else the files below it
// whose names end in .txt, .phh, .phhs or .xml (in any case), hidden
// directories and files skipped.
func Files(root string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if path == root {
			if !d.IsDir() {
				files = append(files, path)
			}
			return nil
		}
		if strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		if d.Type().IsRegular() && hasExtension(d.Name()) {
			files = append(files, path)
		}
		return nil
	})
	return files, err
}

func hasExtension(name string) bool {
	ext := strings.ToLower(filepath.Ext(name))
	for _, e := range extensions {
		if ext == e {
			return true
		}
	}
	return false
}
