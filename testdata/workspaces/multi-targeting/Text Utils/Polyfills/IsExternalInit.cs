namespace System.Runtime.CompilerServices { static class IsExternalInit { } }
