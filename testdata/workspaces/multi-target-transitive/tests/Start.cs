namespace Tests; public static class Start { }
