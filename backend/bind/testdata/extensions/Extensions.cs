// C# 14 extension blocks: their members' documentation IDs name the type
// the compiler emits for the block, "<G>$" and a hash of the block's shape.
// E.<G>$8048A6C8BE30A622530249B904B537EB`1.M is the ID the C# language
// design notes give for this first block
// (csharplang meetings/working-groups/extensions/metadata-names.md).
static class E
{
    extension<T>(T t)
    {
        public void M() { }
    }
}
