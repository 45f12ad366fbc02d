// Package cache keeps what parsing a file found across restarts: each
// file's declarations, keyed by a hash of the text parsed and of the
// program that parsed it, in one file per workspace under the user's cache
// directory. A cache file that is truncated, corrupted or written by
// another version is detected and ignored, never trusted; writes are
// atomic (a temporary file renamed), so processes sharing the directory
// never see half a file.
package cache

import (
	"bytes"
	"crypto/rand"
	"crypto/sha256"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"sync"
	"time"

	"github.com/glider-dev/glider/backend/syntax"
)

// Key identifies one parse: the text parsed, by the program that parses.
type Key [sha256.Size]byte

// KeyOf hashes a text with the program's version.
func KeyOf(text []byte) Key {
	h := sha256.New()
	h.Write(programVersion())
	h.Write(text)
	var k Key
	h.Sum(k[:0])
	return k
}

// Store is the cache of one workspace. It is safe for concurrent use.
type Store struct {
	path string
	root string // the workspace's path, written in the file for `glider cache info`

	loaded  chan struct{} // closed once the file is read
	mu      sync.Mutex
	entries map[Key]*syntax.File // as loaded
	added   map[Key]*syntax.File // parsed in this run, not saved yet
	parsed  int                  // entries parsed in this run, saved or not
	hits    int
	problem string // why the file on disk was not used, when it was not
}

// magic opens every cache file; the format's version follows it.
const magic = "glider-cache\x00v1\x00"

// Dir is where caches live: the user cache directory's glider folder.
func Dir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "glider"), nil
}

// Open loads the cache of the workspace at root from dir, if there is a
// sound one; a missing, damaged or foreign file leaves the store empty
// (Problem says why). It reads the file in the background: the first
// question waits for it, the files the caller reads meanwhile do not.
func Open(dir, root string) *Store {
	sum := sha256.Sum256([]byte(root))
	path := filepath.Join(dir, fmt.Sprintf("%x%s", sum[:8], Ext))
	s := &Store{path: path, root: root, loaded: make(chan struct{}), entries: map[Key]*syntax.File{}, added: map[Key]*syntax.File{}}
	go func() {
		defer close(s.loaded)
		data, err := os.ReadFile(path)
		switch {
		case errors.Is(err, os.ErrNotExist):
			return
		case err != nil:
			s.problem = err.Error()
			return
		}
		if c, err := decode(data); err != nil {
			s.problem = fmt.Sprintf("%s: %v; it will be rebuilt", path, err)
		} else {
			s.entries = c.Entries
		}
	}()
	return s
}

// Path is the store's file.
func (s *Store) Path() string { return s.path }

// Problem says why the cache file was not used, or "".
func (s *Store) Problem() string {
	<-s.loaded
	return s.problem
}

// Ext ends the name of every cache file.
const Ext = ".glidercache"

// Info describes one cache file.
type Info struct {
	Path    string
	Root    string // the workspace it holds files of
	Size    int64
	ModTime time.Time
	Entries int
	Problem string // why it would not be used, if it would not
}

// List describes the cache files in dir.
func List(dir string) ([]Info, error) {
	paths, err := filepath.Glob(filepath.Join(dir, "*"+Ext))
	if err != nil {
		return nil, err
	}
	var out []Info
	for _, path := range paths {
		info := Info{Path: path}
		if st, err := os.Stat(path); err == nil {
			info.Size, info.ModTime = st.Size(), st.ModTime()
		}
		if data, err := os.ReadFile(path); err != nil {
			info.Problem = err.Error()
		} else if c, err := decode(data); err != nil {
			info.Problem = err.Error()
		} else {
			info.Root, info.Entries = c.Root, len(c.Entries)
		}
		out = append(out, info)
	}
	return out, nil
}

// Clean removes the cache files in dir (and temporary files left by a
// process that died while writing one) and says how many bytes it freed.
func Clean(dir string) (int64, error) {
	var freed int64
	for _, pattern := range []string{"*" + Ext, "*" + Ext + ".*.tmp"} {
		paths, err := filepath.Glob(filepath.Join(dir, pattern))
		if err != nil {
			return freed, err
		}
		for _, path := range paths {
			st, err := os.Stat(path)
			if err == nil {
				err = os.Remove(path)
			}
			if err != nil && !errors.Is(err, os.ErrNotExist) {
				return freed, err
			}
			if err == nil {
				freed += st.Size()
			}
		}
	}
	return freed, nil
}

// Get returns the declarations cached for a key, or nil.
func (s *Store) Get(k Key) *syntax.File {
	<-s.loaded
	s.mu.Lock()
	defer s.mu.Unlock()
	f := s.entries[k]
	if f == nil {
		f = s.added[k]
	}
	if f != nil {
		s.hits++
	}
	return f
}

// Put records what a parse found.
func (s *Store) Put(k Key, f *syntax.File) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.added[k] == nil {
		s.parsed++
	}
	s.added[k] = f
}

// Stats says how many entries were loaded, found and added in this run (a
// save, which may come at any time, does not take them back).
func (s *Store) Stats() (loaded, hits, added int) {
	<-s.loaded
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.entries), s.hits, s.parsed
}

// Save writes the entries of the given keys (those of the files the index
// holds now: the others are of files gone or changed), unless the file
// holds them already.
func (s *Store) Save(keep []Key) error {
	<-s.loaded
	s.mu.Lock()
	entries := make(map[Key]*syntax.File, len(keep))
	for _, k := range keep {
		if f := s.entries[k]; f != nil {
			entries[k] = f
		} else if f := s.added[k]; f != nil {
			entries[k] = f
		}
	}
	same := len(entries) == len(s.entries)
	for k := range entries {
		if s.entries[k] == nil {
			same = false
		}
	}
	if same {
		s.mu.Unlock()
		return nil
	}
	s.entries, s.added = entries, map[Key]*syntax.File{}
	s.mu.Unlock()
	data, err := encode(contents{Root: s.root, Entries: entries})
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(s.path), 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(s.path), filepath.Base(s.path)+".*.tmp")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // after a successful rename there is nothing left to remove
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), s.path)
}

// contents are what a cache file holds.
type contents struct {
	Root    string
	Entries map[Key]*syntax.File
}

// shards is how many parts the entries are written in, so that as many
// cores can decode them at once.
const shards = 8

// The file: magic, the program's version, the workspace's path, the
// entries in shards (each its length and its gob), and the SHA-256 of all
// that before it.
func encode(c contents) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString(magic)
	buf.Write(programVersion())
	buf.Write(binary.AppendUvarint(nil, uint64(len(c.Root))))
	buf.WriteString(c.Root)
	parts := make([]map[Key]*syntax.File, shards)
	for i := range parts {
		parts[i] = map[Key]*syntax.File{}
	}
	for k, f := range c.Entries {
		parts[k[0]%shards][k] = f
	}
	for _, part := range parts {
		var gobbed bytes.Buffer
		if err := gob.NewEncoder(&gobbed).Encode(part); err != nil {
			return nil, err
		}
		buf.Write(binary.AppendUvarint(nil, uint64(gobbed.Len())))
		buf.Write(gobbed.Bytes())
	}
	sum := sha256.Sum256(buf.Bytes())
	buf.Write(sum[:])
	return buf.Bytes(), nil
}

func decode(data []byte) (contents, error) {
	var c contents
	head := len(magic) + len(programVersion())
	if len(data) < head+sha256.Size || string(data[:len(magic)]) != magic {
		return c, errors.New("not a cache file of this format")
	}
	if !bytes.Equal(data[len(magic):head], programVersion()) {
		return c, errors.New("written by another version of glider")
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return c, errors.New("truncated or corrupted (checksum mismatch)")
	}
	rest := body[head:]
	next := func() ([]byte, error) {
		n, size := binary.Uvarint(rest)
		if size <= 0 || n > uint64(len(rest)-size) {
			return nil, errors.New("unreadable: bad length")
		}
		part := rest[size : size+int(n)]
		rest = rest[size+int(n):]
		return part, nil
	}
	root, err := next()
	if err != nil {
		return c, err
	}
	c.Root = string(root)
	parts := make([][]byte, shards)
	for i := range parts {
		if parts[i], err = next(); err != nil {
			return c, err
		}
	}
	decoded := make([]map[Key]*syntax.File, shards)
	errs := make([]error, shards)
	var wg sync.WaitGroup
	for i := range parts {
		wg.Go(func() { errs[i] = gob.NewDecoder(bytes.NewReader(parts[i])).Decode(&decoded[i]) })
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return c, fmt.Errorf("unreadable: %v", err)
	}
	c.Entries = map[Key]*syntax.File{}
	for _, part := range decoded {
		maps.Copy(c.Entries, part)
	}
	return c, nil
}

var (
	versionOnce sync.Once
	version     []byte
)

// programVersion identifies the program: a hash of its executable, so that
// any change to how files are parsed and read yields other keys. Where the
// executable cannot be read, it is random: the process then shares its
// cache with no other.
func programVersion() []byte {
	versionOnce.Do(func() {
		h := sha256.New()
		exe, err := os.Executable()
		var f *os.File
		if err == nil {
			f, err = os.Open(exe)
		}
		if err == nil {
			_, err = io.Copy(h, f)
			f.Close()
		}
		if err != nil {
			version = make([]byte, sha256.Size)
			_, _ = rand.Read(version)
			return
		}
		version = h.Sum(nil)
	})
	return version
}
