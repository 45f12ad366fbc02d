namespace Demo;

public class Node
{
    public Node? Next;
    public int[]? Values;
    public int Count { get; set; }

    // C# 14 null-conditional assignment made the grammar lose this method
    // and every member after it.
    public void Update(Node? n)
    {
        n?.Count = 1;
        n?.Next?.Count += 2;
        n?.Values?[0] = 3;
        n?.Next!.Values![1] ??= 4;
        var same = n?.Count == 1 ? n?.Count : 0;
    }

    public int After => Count;
}
