static class SpanHelpers { }
