// Forms tree-sitter-c-sharp misreads and the repair (repair.go) or the
// rewrite of the text (keywords.go) puts right: each line's tree is what
// C# reads.
class Misreads
{
    void M(double a, double b, N.Box box, object x)
    {
        var created = new G<T>(x) { A = 1 };
        var castCall = (R)x.M<T>(a);
        var castAwait = (int) await db.Insert<T>(a, selectIdentity: true);
        var castCreation = (R)new G<T>(a);
        var twoCasts = (R)(object)new G<T>(a);
        F((R)(object)x.M<A, B>(a), b);
        var nested = new G<T>(new L<T> { });
        F((R)x.M<A, B>(a), b);
        var product = -(a) * b;
        var difference = (a) - b;
        var member = (box.Width) + b;
        var precedence = (a) - b * a;
        var logical = (x) && ((a) + b < (a));
        var genericAnd = N.Is<T>(x) && a > b;
        var genericAnds = a > b && N.Is<T>(x) && a < b;
        var scaled = a * (b) - a;
        var cast = (int)-b;
        var negated = (R)!x;
        F(() => new Pair<Type, Type> { Usage = 1 });
        F(a, _ => new D<Assembly, IEnumerable<Type>> { Usage = 1 }, b);
        var elements = new object[] { new Pair<Type, Type> { Usage = 1 } };
        var patterns = x is N.G<T> y && x is global::N.M.G<T> z && x is not N.G<A.B> u;
        switch (x) { case N.G<T> w: break; }
        if (x is N.G<T> q1 && x is global::N.M.G<T> q2 || a) { }
        if (x is not global::N.M.G<T> q3) { }
        var chosen = x is N.G<T> q4 ? 1 : 2;
        var twice = (**(Vftbl**)p).Get(p, &r);
        var dereferenced = (*Get()).Length + *p.Next(1) + *a[0];
        var nestedCreated = new List<Tuple<string, string>>(request.Parameters) { Tuple.Create("a", "b") };
        var arm = x switch { N.G<T> v => 1, _ => 2 };
        Body = () => new ListView<Song>(Songs) { Header = 1 }.OnSelected(s => { }).Done;
        var both = (a, b) switch { (G<M, A> l, G<M, A, B> r) => 1, (N.G<T> u, var v) => 2, _ => 3 };
        var compared = (a < b, c > d);
        var matched = It.Is<IEnumerable<(H header, B block)>>(c => c.Any(), 2);
        var castChain = (E)Helpers.Get<R>(u).Element + (E)new G<T>(a).P[0];
        var castAwaitChain = (int) await db.Insert<T>(a).ConfigureAwait(false);
        var compared = a.X < Get<P>(b, "y").X && c >= x.Get<P>(d);
        switch (x) { case PredicateAnd and: break; case N.Or or: break; case PredicateNot not: break; }
        var combined = x is A and B;
        var ranged = s[(Names.Prefix.Length)..] + s[(a)..b];
    }
}
