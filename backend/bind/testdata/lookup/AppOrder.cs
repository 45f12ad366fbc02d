namespace App
{
    // Types of the enclosing namespace come before imported ones.
    public class Order { }
}
