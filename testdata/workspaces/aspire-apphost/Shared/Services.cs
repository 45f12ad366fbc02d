namespace Shared; public static class Services { }
