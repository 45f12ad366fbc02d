namespace Edit
{
    public class Typing : Base
    {
        private int _count;
        public string Name { get; set; }
        public void Started(int a)
        {
            if (a > 0
        }
        public Typing(int x) { }
        public int Total => _count;
    }
