class P { int M() => new Shop.Lib.Foo().X; }
