namespace Legacy2; public static class Start { }
