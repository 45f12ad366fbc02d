namespace Web; public static class Routes { }
