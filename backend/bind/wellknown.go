package bind

import (
	"strconv"

	"github.com/glider-dev/glider/backend/syntax"
)

// wellKnown names the namespaces of .NET types that the .NET Framework
// 4.x assemblies read here lack (they came with .NET Core and later, or
// with packages the framework later took in): a name written without its
// namespace that binds to nothing read, but whose namespace the file
// imports, is written in documentation IDs as the compiler writes it
// (System.Threading.Tasks.ValueTask{`0}, not ValueTask{`0}). Keyed by name
// and arity; value types are marked, for T? of them.
var wellKnown = map[string]struct {
	ns        string
	valueType bool
}{
	"ValueTask": {"System.Threading.Tasks", true}, "ValueTask`1": {"System.Threading.Tasks", true},
	"TaskCompletionSource": {"System.Threading.Tasks", false},
	"Span`1":               {"System", true}, "ReadOnlySpan`1": {"System", true}, "Memory`1": {"System", true},
	"ReadOnlyMemory`1": {"System", true}, "Index": {"System", true}, "Range": {"System", true},
	"HashCode": {"System", true}, "DateOnly": {"System", true}, "TimeOnly": {"System", true},
	"Half": {"System", true}, "Int128": {"System", true}, "UInt128": {"System", true},
	"IAsyncDisposable": {"System", false}, "MemoryExtensions": {"System", false},
	"IAsyncEnumerable`1": {"System.Collections.Generic", false}, "IAsyncEnumerator`1": {"System.Collections.Generic", false},
	"PriorityQueue`2": {"System.Collections.Generic", false},
	"ArrayPool`1":     {"System.Buffers", false}, "MemoryPool`1": {"System.Buffers", false},
	"IBufferWriter`1": {"System.Buffers", false}, "ArrayBufferWriter`1": {"System.Buffers", false},
	"IMemoryOwner`1": {"System.Buffers", false}, "ReadOnlySequence`1": {"System.Buffers", true},
	"SearchValues`1": {"System.Buffers", false},
	"Channel":        {"System.Threading.Channels", false}, "Channel`1": {"System.Threading.Channels", false},
	"ChannelReader`1": {"System.Threading.Channels", false}, "ChannelWriter`1": {"System.Threading.Channels", false},
	"PeriodicTimer": {"System.Threading", false}, "Lock": {"System.Threading", false},
	"JsonSerializer": {"System.Text.Json", false}, "JsonSerializerOptions": {"System.Text.Json", false},
	"JsonElement": {"System.Text.Json", true}, "JsonDocument": {"System.Text.Json", false},
	"Utf8JsonWriter": {"System.Text.Json", false}, "Utf8JsonReader": {"System.Text.Json", true},
	"JsonException": {"System.Text.Json", false}, "JsonNode": {"System.Text.Json.Nodes", false},
	"JsonObject": {"System.Text.Json.Nodes", false}, "JsonArray": {"System.Text.Json.Nodes", false},
	"ImmutableArray`1": {"System.Collections.Immutable", true}, "ImmutableList`1": {"System.Collections.Immutable", false},
	"ImmutableDictionary`2": {"System.Collections.Immutable", false}, "ImmutableHashSet`1": {"System.Collections.Immutable", false},
	"IImmutableList`1": {"System.Collections.Immutable", false}, "IImmutableDictionary`2": {"System.Collections.Immutable", false},
	"FrozenDictionary`2": {"System.Collections.Frozen", false}, "FrozenSet`1": {"System.Collections.Frozen", false},
	"NotNullWhenAttribute": {"System.Diagnostics.CodeAnalysis", false}, "MaybeNullWhenAttribute": {"System.Diagnostics.CodeAnalysis", false},
	"NotNullIfNotNullAttribute": {"System.Diagnostics.CodeAnalysis", false}, "DoesNotReturnAttribute": {"System.Diagnostics.CodeAnalysis", false},
	"MemberNotNullAttribute": {"System.Diagnostics.CodeAnalysis", false}, "DynamicallyAccessedMembersAttribute": {"System.Diagnostics.CodeAnalysis", false},
	"DynamicallyAccessedMemberTypes": {"System.Diagnostics.CodeAnalysis", true},
	"ConfiguredValueTaskAwaitable":   {"System.Runtime.CompilerServices", true}, "ConfiguredValueTaskAwaitable`1": {"System.Runtime.CompilerServices", true},
	"ConfiguredCancelableAsyncEnumerable`1": {"System.Runtime.CompilerServices", true},
	"DefaultInterpolatedStringHandler":      {"System.Runtime.CompilerServices", true},
}

// wellKnownName is the namespace-qualified name of a type written as part,
// when it is one of wellKnown and a namespace the scope imports has it.
func (b *Binder) wellKnownName(sc *scope, part syntax.NamePart) (string, bool) {
	known, ok := wellKnown[wellKnownKey(part)]
	if !ok || sc == nil || !b.namespaceInScope(sc, known.ns) {
		return "", false
	}
	return known.ns, true
}

func wellKnownKey(part syntax.NamePart) string {
	if n := len(part.Args); n > 0 {
		return part.Name + "`" + strconv.Itoa(n)
	}
	return part.Name
}
