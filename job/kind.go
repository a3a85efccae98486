package job

import (
	"fmt"
	"slices"

	"github.com/pokersim/pokersim/report"
	"github.com/pokersim/pokersim/shard"
)

// Kind is a kind of job as merge knows it: the name its shard files carry
// (shard.Job.Kind) and how its shards go together.
type Kind struct {
	Name string
	// Merge puts the shard files of one job of this kind, checked by
	// shard.Check and in index order, together into the report the job run
	// in one process writes. It checks every value it reads, as a journal's
	// entries are checked, and names the file and what is wrong in its
	// error, which wraps shard.ErrFile.
	Merge func(files []*shard.File) (*Merged, error)
}

// Merged is the report of merged shards.
type Merged struct {
	Report report.Report
	// Name, for a report written as a set of files (a table: its CSV,
	// JSON and images), is their name before the extension, such as
	// "matrix"; empty for a report written to one file or to standard
	// output.
	Name string
}

// Registry is the kinds of job a program knows, by name.
type Registry struct{ kinds []Kind }

// NewRegistry returns the registry of the given kinds. It panics if two
// have one name, a programmer's error.
func NewRegistry(kinds ...Kind) *Registry {
	for i, k := range kinds {
		if slices.ContainsFunc(kinds[:i], func(o Kind) bool { return o.Name == k.Name }) {
			panic("job: two kinds named " + k.Name)
		}
	}
	return &Registry{kinds: slices.Clone(kinds)}
}

// Names returns the names of the kinds, in the order registered.
func (r *Registry) Names() []string {
	var out []string
	for _, k := range r.kinds {
		out = append(out, k.Name)
	}
	return out
}

// Merge checks that files are the shards of one job (shard.Check) and
// merges them by their kind. A kind the registry does not know is an
// error wrapping shard.ErrFile that names the file.
func (r *Registry) Merge(files []*shard.File) (*Merged, error) {
	files, err := shard.Check(files)
	if err != nil {
		return nil, err
	}
	name := files[0].Job.Kind
	i := slices.IndexFunc(r.kinds, func(k Kind) bool { return k.Name == name })
	if i < 0 {
		return nil, fmt.Errorf("%w: %s: unknown kind of job %q", shard.ErrFile, files[0].Name, name)
	}
	return r.kinds[i].Merge(files)
}
