public class Agent { }
