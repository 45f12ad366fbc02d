package server

import (
	"context"
	"flag"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/glider-dev/glider/backend/cache"
)

// cliCache shows or empties the cache of parsed declarations.
func cliCache(_ context.Context, args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("cache", flag.ContinueOnError)
	pos, err := parseInterleaved(fs, args, 1, 1)
	if err != nil {
		return err
	}
	dir, err := cache.Dir()
	if err != nil {
		return err
	}
	switch pos[0] {
	case "info":
		infos, err := cache.List(dir)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "cache directory %s: %d workspace(s)\n", dir, len(infos))
		w := tabwriter.NewWriter(stdout, 0, 4, 2, ' ', 0)
		for _, c := range infos {
			state := fmt.Sprintf("%d files", c.Entries)
			if c.Problem != "" {
				state = "not used: " + c.Problem
			}
			fmt.Fprintf(w, "  %s\t%.1f MB\t%s\t%s\t%s\n", c.Root, float64(c.Size)/1e6, c.ModTime.Format("2006-01-02 15:04"), state, c.Path)
		}
		return w.Flush()
	case "clean":
		freed, err := cache.Clean(dir)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "removed the caches in %s (%.1f MB)\n", dir, float64(freed)/1e6)
		return nil
	}
	return usageError{fmt.Errorf("cache info or cache clean, not %q", pos[0])}
}
