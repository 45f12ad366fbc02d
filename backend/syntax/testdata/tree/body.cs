class C
{
    int M(int x)
    {
        var list = new List<int> { 1, 2 };
        foreach (var item in list) { x += item; }
        return x > 0 ? Helper(x, y: 1) : -1;
    }
}
