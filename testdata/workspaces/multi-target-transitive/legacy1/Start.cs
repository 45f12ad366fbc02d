namespace Legacy1; public static class Start { }
