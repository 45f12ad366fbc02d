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
