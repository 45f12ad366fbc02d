namespace Gen; public class Client { }
