public static class Slugify { }
