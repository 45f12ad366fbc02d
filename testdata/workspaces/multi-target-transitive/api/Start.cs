namespace Api; public static class Start { }
