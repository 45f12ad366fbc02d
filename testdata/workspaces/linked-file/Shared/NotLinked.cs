static class NotLinked { }
