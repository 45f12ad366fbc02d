namespace P
{
    file class Hidden
    {
        public void B() { }
    }

    public class UseB
    {
        public void Take(Hidden h) { }
    }
}
