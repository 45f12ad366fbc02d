public class Beta { }
