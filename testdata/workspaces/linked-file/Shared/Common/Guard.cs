static class Guard { }
