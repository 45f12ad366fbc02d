class P { }
