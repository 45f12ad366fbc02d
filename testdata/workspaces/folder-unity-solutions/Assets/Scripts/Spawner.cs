public class Spawner { public Player Spawn() => new Player(); }
