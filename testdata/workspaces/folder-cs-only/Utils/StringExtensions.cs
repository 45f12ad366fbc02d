static class StringExtensions { }
