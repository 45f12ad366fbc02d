// Each member asks about the names written Target: the golden file shows
// what a partial parse leaves out of it (⟨…⟩).
class Bodies
{
    void Locals(Thing thing)
    {
        var unrelated = 1;
        Console.WriteLine(unrelated);
        var first = thing.First;
        var second = first.Next;
        Console.WriteLine(second.Target);
        var (a, b) = thing;
        Console.WriteLine(a.Target + b);
        Thing c = new(), d = new();
        Work(c, d);
        Console.WriteLine(d.Target);
        Thing? when = d.Next;
        Work();
        Console.WriteLine(when.Target);
    }

    void Control(object o)
    {
        if (o is Thing t) Console.WriteLine(t.Target);
        else Console.WriteLine("no");
        if (o is null) { return; } else if (o is string) { Console.WriteLine(o); } else { }
        do Console.WriteLine(); while (false);
        for (;;) { break; }
        foreach (var x in Items()) { Console.WriteLine(x); Console.WriteLine(x.Target); }
        try { Work(); } catch (Exception e) when (e.Target != null) { Log(); } finally { Done(); }
        switch (o) { case Thing s: Console.WriteLine(s.Target); break; }
        using (var r = Open()) { r.Read(); }
        using var w = new Writer { Name = "n" };
        lock (o) { Work(); }
        await foreach (var y in Stream()) { Work(); }
        Work();
    }

    int Sections(object o, int k)
    {
        switch (o)
        {
            case int n when n > 0 ? k > 1 : k < 1:
                Work();
                return n;
            case Thing { Next: { } } t:
            case Other t when t.Ready:
                Work();
                Console.WriteLine(t.Target);
                break;
            case string:
            {
                Work();
                switch (k) { case 1: Log(); break; default: Console.WriteLine(o.Target); break; }
                break;
            }
            default:
                goto case 1;
        }
        return 0;
    }

    void Lambdas(List<Thing> things)
    {
        Run(() =>
        {
            Console.WriteLine("unrelated");
            var n = 1;
            Console.WriteLine(n);
            return things[0].Target;
        });
        things.ForEach(thing =>
        {
            Console.WriteLine("unrelated");
            Console.WriteLine(thing);
            Console.WriteLine(Target);
            Console.WriteLine("last");
        });
        Action a = delegate (int k) { Console.WriteLine(k); Console.WriteLine("x"); };
        var obj = new Thing { Target = 1, Other = () => { Work(); Work(); } };
        void Local() { Work(); }
        Local();
    }

    int Property
    {
        get
        {
            Work();
            return Target;
        }
        set => Work();
    }

    int Arrow => Run(() => { Work(); return Target; });

    [Theory, InlineData(1), InlineData(2)]
    [Trait("Target", "kept")]
    void Attributed(int n)
    {
        Configure(b => { b.Ignore(x => x.Id); b.Property(x => x.Name); });
        var found = Items().Single(x => x.Target == n);
    }

#if DEBUG
    void Directives() { Work(); Console.WriteLine(Target); }
#endif

    void WithDirective()
    {
        Work();
#if DEBUG
        Console.WriteLine(Target);
#endif
    }
}
