public record struct StockLevel(int OnHand, int Reserved)
{
    public int Available => OnHand - Reserved;
}
