package main

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pokersim/pokersim/shard"
)

// readShard returns the shard c's --shard flag asks for, or nil, and checks
// that --out names the shard file, whose folder it creates if need be.
func readShard(c *cli.Context) (*shard.Shard, error) {
	if !c.IsSet("shard") {
		return nil, nil
	}
	s, err := shard.ParseEnv(c.String("shard"))
	if err != nil {
		return nil, usageErrorf(c, "--shard: %v", err)
	}
	if c.String("out") == "" {
		return nil, usageErrorf(c, "--shard writes a shard file: give its name with --out, such as --out shard-%d.json", s.Index)
	}
	if err := makeParent(c.String("out")); err != nil {
		return nil, err
	}
	return &s, nil
}

// shardCommand returns the command line that ran shard s, as a template
// for running any shard: its --shard value becomes {shard} (I/N), and in
// its --out file name the index, where it stands alone as a number,
// becomes {index}.
func shardCommand(c *cli.Context, s *shard.Shard) string {
	args, _ := c.App.Metadata["args"].([]string)
	var words []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		if i == 0 {
			a = "pokersim"
		}
		name, value, hasValue := strings.Cut(a, "=")
		switch {
		case name == "--shard" || name == "-shard":
			words = append(words, "--shard", "{shard}")
			if !hasValue {
				i++
			}
			continue
		case (name == "--out" || name == "-o") && (hasValue || i+1 < len(args)):
			if !hasValue {
				i++
				value = args[i]
			}
			index := regexp.MustCompile(`(^|[^0-9])` + strconv.Itoa(s.Index) + `([^0-9]|$)`)
			words = append(words, "--out", index.ReplaceAllString(quote(value), "${1}{index}${2}"))
			continue
		}
		words = append(words, quote(a))
	}
	return strings.Join(words, " ")
}

// quote quotes a word for a shell if it needs it.
func quote(w string) string {
	if w != "" && !strings.ContainsAny(w, " \t\n\"'\\$`*?[]{}()<>|&;#~!,%@:") {
		return w
	}
	return "'" + strings.ReplaceAll(w, "'", `'\''`) + "'"
}
