static class Paths { }
