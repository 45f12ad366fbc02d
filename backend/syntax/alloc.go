package syntax

/*
#include <stdlib.h>

void ts_set_allocator(void *(*)(size_t), void *(*)(size_t, size_t), void *(*)(void *, size_t), void (*)(void *));

static void glider_use_libc_allocator(void) { ts_set_allocator(malloc, calloc, realloc, free); }
*/
import "C"

// go-tree-sitter routes every allocation of the C library through Go callbacks,
// which makes parsing about 40% slower (measured-facts.md). libc's allocator is
// what the library uses natively; the Go callbacks call it anyway, so memory
// allocated before this switch is still freed by the same allocator.
func init() { C.glider_use_libc_allocator() }
