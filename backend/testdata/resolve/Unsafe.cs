namespace Res.Unsafe;

// The grammar takes `*` only before a variable: `*(int*)(p + 1) = 5` broke
// the parse of the whole class that followed.
public unsafe class Pointers
{
    private int _f;

    void Write(byte* p, int v)
    {
        *(int*)(p + 1) = /*$*/v;
        var w = *(int*)(/*$*/p + 2) + *&v;
    }

    void Next() { /*$*/_f = 1; }
}

// A call of a method that returns by reference is a variable of its type.
public struct Slot { public int Count; public void Trim() { } }
public class Slots
{
    private Slot _s;
    private ref Slot Get() => ref _s;

    void M()
    {
        Get()./*$*/Trim();
        ref var s = ref Get();
        s./*$*/Count++;
    }
}

// An assignment to a call's ref return keeps what it assigns.
public static class RefTargets
{
    private static int _cell;
    public static ref int Get(ref int d, int i) => ref _cell;
    public static int Make(int x) => x;
    public static void M(int d) { Get(ref d, 0) = RefTargets./*$*/Make(1); }
    // A compound one too, and the members after it are still read.
    public static void Add(int d) { Get(ref d, 1) += RefTargets./*$*/Make(2); Get(ref d, 2) <<= 1; }
    public static int After(int d) => /*$*/Make(d);
}

// C# 11 static abstract members are called through the type parameter.
public interface IPix<TSelf> where TSelf : unmanaged, IPix<TSelf> { static abstract TSelf FromByte(byte b); }
public struct Gray : IPix<Gray> { public static Gray FromByte(byte b) => default; }
public static class Decoder
{
    public static T Decode<T>(byte b) where T : unmanaged, IPix<T> => T./*$*/FromByte(b);
}

// A statement that assigns through an incremented pointer, `*p++ = v`,
// broke the parse of the whole class (Garnet's RESP writers).
public static unsafe class Writer
{
    public static void Put(byte* p, int n)
    {
        *p++ = (byte)/*$*/n;
        *p = (byte)n;
    }
    public static int After(int m) => /*$*/m + 1;
}

// A scoped parameter is of its type: scoped is a modifier (Garnet).
public ref struct Span2 { public int Length; }
public static class Scoped
{
    public static int Size(scoped Span2 span) => /*$*/span./*$*/Length;
}

// Pointer arithmetic and indirection are typed (MonoGame's sprite batcher).
public struct Vertex { public int X; }
public static unsafe class Batcher
{
    public static int Fill(Vertex[] vertices, int start)
    {
        fixed (Vertex* first = vertices)
        {
            var at = first + (start * 6);
            var after = 1 + at;
            var count = after - first;
            var copy = *at;
            var third = first[2];
            var address = &copy;
            return /*$*/at->/*$*/X + /*$*/after->X + (int)/*$*/count + /*$*/copy.X + /*$*/third.X + /*$*/address->X;
        }
    }
}

// uint with a constant int that fits is uint, not long (MonoGame's Byte4).
public static class Packing
{
    public static void Put(uint value) { }
    public static void Put(long value) { }
    public const int Mask = 0xFF;
    public static void Pack(float f, uint u)
    {
        var low = (uint)f & 0xFF;
        /*$*/Put(low);
        /*$*/Put(u + Mask);
        /*$*/Put(u + -1);
    }
}

// A pointer goes to a pointer to the same type or to void*, never to an
// integer (MessagePack's new UIntPtr(pointer) of a void*).
public static unsafe class PointerArguments
{
    public static void Take(int value) { }
    public static void Take(byte* bytes) { }
    public static void Any(ulong value) { }
    public static void Any(void* pointer) { }
    public static void Typed(int* ints) { }
    public static void Typed(byte* bytes) { }
    public static void Use(byte* b, void* v, int* i)
    {
        /*$*/Take(b);
        /*$*/Any(v);
        /*$*/Any(i);
        /*$*/Typed(i);
        /*$*/Typed(b);
    }
}

// p->M is a member of the type p points to (SharpCompress's ZstdPresplit).
public unsafe struct Fingerprint { public fixed uint events[4]; public int count; }
public static unsafe class Presplit
{
    public static int Add(Fingerprint* fp, Fingerprint other)
    {
        fp->/*$*/events[0]++;
        var sum = fp->/*$*/count + (&other)->count;
        return /*$*/sum;
    }
}

// A ref struct is boxed to no object or interface: Take(cursor) goes
// through the user-defined conversion to Window (Span<T> to object).
public ref struct Window { }
public ref struct Cursor { public static implicit operator Window(Cursor c) => default; }
public static class RefStructs
{
    static int Take(object o) => 1;
    static int Take(Window w) => 2;
    public static int Use(Cursor cursor) => /*$*/Take(cursor);
}

// `ref *(V*)p` returned by ref broke the members after it (ComputeSharp's
// generated swizzles: two thousand answers of one file).
public static class Undefined { public static unsafe void* Memory; }
public unsafe struct Quad
{
    private float x;
    [System.Obsolete] public readonly ref readonly Quad First => ref *(Quad*)Undefined.Memory;
    [System.Obsolete] public readonly ref readonly Quad /*$*/Second => ref *(Quad*)/*$*/Undefined./*$*/Memory;
    public ref float X => ref this./*$*/x;
}

// var takes a stackalloc as a pointer, as before spans existed
// (MassTransit's HexFormatter hands it to a char* parameter).
public unsafe class StackBuffers
{
    static void Fill(char* p, int n) { }
    static void Fill(Span<char> s) { }

    string Format()
    {
        var result = stackalloc char[32];
        /*$*/Fill(/*$*/result, 32);
        Span<char> span = stackalloc char[4];
        /*$*/Fill(span);
        return new string(result, 0, 32);
    }
}

// a.b->c: the grammar reads a.b as a type's name, C# as member accesses
// (ComputeSharp's owner.GraphicsDevice.D3D12Device->CreateShaderResourceView(...)).
public struct Dev { public void Create(int a) { } }
public unsafe class Device { internal Dev* D3D => null; }
public class Texture { public Device Other { get; } = new(); }
public unsafe class PointerUses
{
    void M(Texture owner) => owner./*$*/Other./*$*/D3D->/*$*/Create(1);
}

// A fixed-size buffer is read as a pointer to its elements (LibGit2Sharp's
// new IntPtr(indexEntry.id.Id) of a fixed byte Id[20] is IntPtr(void*)).
public unsafe struct Oid { public fixed byte Id[20]; }
public unsafe class Buffers
{
    static void Take(int x) { }
    static void Take(byte* x) { }
    static void M()
    {
        Oid oid = default;
        var /*$*/bytes = oid.Id;
        /*$*/Take(oid.Id);
    }
}

// *p.M is *(p.M): member access binds tighter than indirection, which the
// grammar reads as (*p).M (NumSharp's T val = *valuesTyped.Address).
public unsafe class Indirections
{
    public int* Address;
    public Indirections? Next;
    static int Read(Indirections p)
    {
        var /*$*/value = *p./*$*/Address;
        return value + *p.Next!./*$*/Address;
    }
}

// A function pointer's place in a documentation ID stays empty, as Roslyn
// writes it (DuckDB.NET's SetBind(IntPtr, delegate* unmanaged[Cdecl]<IntPtr,
// void>) is SetBind(System.IntPtr,)); overloads that differ only there are
// still two (dotNext's OrInvoke() and OrInvoke(delegate*<T>)).
public unsafe class Callbacks
{
    static void SetBind(System.IntPtr info, delegate* unmanaged[Cdecl]<System.IntPtr, void> bind) { }
    static int Run() => 0;
    static int Run(delegate*<int> supplier) => supplier();
    static string Run(delegate*<string> supplier) => supplier();
    static void Use(delegate*<int> f, delegate*<string> g)
    {
        /*$*/SetBind(default, null);
        /*$*/Run(f);
        /*$*/Run();
        /*$*/Run(g); // function pointers' types are compared as written: the delegate*<string> one
    }
}

// &M converts only to a function pointer taking as many parameters as M
// does (ClangSharp's LazyList.Create<T>(this, n, &Factory) with overloads
// taking delegate*<object, int, T> and delegate*<object, int, T?, T>).
public unsafe class Addresses
{
    public sealed class One { public int First; }
    public sealed class Two { public int Second; }
    static One Make(delegate*<object, int, string> f) => null!;
    static Two Make(delegate*<object, int, string, string> f) => null!;
    static string Factory(object self, int i) => "";
    static string Factory3(object self, int i, string previous) => previous;
    static int Use() => /*$*/Make(&Factory)./*$*/First + /*$*/Make(&Factory3)./*$*/Second;
}

// A parameter marked [Optional] (InteropServices') may be left out, as one
// with a default (Vanara's GetDC([In, Optional] HWND hWnd) called GetDC();
// CfSetPinState(h, state, flags) of the overload ending [Optional] IntPtr).
public static class OptionalParameters
{
    static int GetDC([System.Runtime.InteropServices.In, System.Runtime.InteropServices.Optional] System.IntPtr hWnd) => 0;
    static int Pin(int handle, int state, [System.Runtime.InteropServices.Optional] System.IntPtr overlapped) => 0;
    static int Pin(int handle, int state, ref long usn, [System.Runtime.InteropServices.Optional] System.IntPtr overlapped) => 0;
    static int Use() => /*$*/GetDC() + /*$*/Pin(1, 2);
}

// &p of a pointer local is a pointer to a pointer, which goes to a
// parameter of that type only (Vanara's AVISaveOptionsFree(1, &popts)).
public static unsafe class PointerToPointer
{
    public struct Options { public int Flags; }
    static int Free(int n, System.IntPtr[] options) => 0;
    static int Free(int n, Options** options) => 1;
    static int Use()
    {
        Options options = default;
        var pointer = &options;
        return /*$*/Free(1, &pointer);
    }
}

// A pointer plus a value of a type not known is a pointer: no pointers add
// (NativeMemoryArray's new UnmanagedMemoryStream(buffer + offset *
// Unsafe.SizeOf<T>(), ...) of an Unsafe not read).
public unsafe class PointerSums
{
    byte* buffer;
    public System.IO.Stream Open(long offset, long length) =>
        new System.IO./*$*/UnmanagedMemoryStream(buffer + offset * Missing.Package.Sizes.Of<long>(), length, length, System.IO.FileAccess.Read);
}

// Pointers dereferenced twice, **(T**)p, which the grammar could not read,
// losing what follows (CsWinRT's (**(IUriRuntimeClassVftbl**)ptr).get_RawUri_10(ptr, &rawUri)).
public unsafe class DoubleDereference
{
    public struct Vftbl { public delegate* unmanaged<System.IntPtr, System.IntPtr*, int> GetRawUri; public int Count; }
    public static int Read(System.IntPtr ptr)
    {
        System.IntPtr rawUri = default;
        var count = (**(Vftbl**)ptr)./*$*/Count;
        return (**(Vftbl**)/*$*/ptr).GetRawUri(ptr, &rawUri) + /*$*/count + *(int*)ptr;
    }
    public static int After(int /*$*/value) => value;
}

// *Get().M() dereferences what Get() gives, which the grammar read as
// (*Get)(): (*Native.wasm_functype_params(type)).ToArray() in Wasmtime.
public unsafe class DereferencedCalls
{
    public struct Values { public int[] ToArray() => new int[0]; public int Count; }
    static Values* Params() => null;
    static Values** Table() => null;
    public static int Use()
    {
        var values = (*Params())./*$*/ToArray();
        var /*$*/count = *&(*Params()).Count + (*Table()[0]).Count;
        return values.Length + count;
    }
}

// A function pointer goes to no delegate: of two overloads alike but for
// a delegate and a function pointer, the latter takes it (Sep's
// ColsSelect<T>(indices, selector)).
public unsafe class FunctionPointerOverloads
{
    public delegate T ColFunc<T>(int column);
    int Select<T>(int start, ColFunc<T> selector) => 0;
    int Select<T>(int start, delegate*<int, T> selector) => 1;
    public int Use<T>(delegate*<int, T> selector) => /*$*/Select<T>(1, selector);
    public int Managed(ColFunc<string> selector) => /*$*/Select(1, selector);
}
