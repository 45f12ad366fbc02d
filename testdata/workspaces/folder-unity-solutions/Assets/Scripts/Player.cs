public class Player { public int Health; }
