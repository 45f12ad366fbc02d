public class Alpha { }
