namespace App.Features
{
    public class Handler
    {
        public void Handle(Order a, OrderModel b, Nested c, Chore d) { }
    }
}
