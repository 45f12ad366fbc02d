package server

import (
	"os"
	"testing"
)

// TestMain keeps the tests' caches of parsed files out of the user's cache
// directory: the commands the tests run keep one as they do for users.
func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "glider-test-cache")
	if err != nil {
		panic(err)
	}
	os.Setenv("XDG_CACHE_HOME", dir)
	code := m.Run()
	os.RemoveAll(dir)
	os.Exit(code)
}
