namespace Deep; public class Core { }
