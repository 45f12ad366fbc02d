namespace P
{
    // Each file-local type is its own type, even with the name of another file's.
    file class Hidden
    {
        public void A() { }
    }

    public class UseA
    {
        public void Take(Hidden h) { }
    }
}
