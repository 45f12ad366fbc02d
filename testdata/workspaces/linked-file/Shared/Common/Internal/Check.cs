static class Check { }
