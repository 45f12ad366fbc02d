static class NativeMethods { }
