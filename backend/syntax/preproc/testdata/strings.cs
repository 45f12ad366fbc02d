// defines:
class Strings
{
    string verbatim = @"
#if A
text ""quoted"" \";
    string interpolated = $@"{x}
#else
";
    string interpolated2 = @$"
#endif
";
    string raw = """
        #if A
        "quoted" and ""twice""
        """;
    string raw4 = """"
        #if A
        """ still inside
        """";
    string rawInterpolated = $$"""
{{x}} #
#if A
""";
    string regular = "\" /* not a comment";
    char quote = '"';
    char apostrophe = '\'';
    string empty = "", other = @"";
    /* block comment
#if A
    */
    // line comment with a quote " and @"
#if A
    int inactive;
#endif
    string singleLineRaw = """a " b""";
    /* one-line */ int active;
#if A
    string notLexed = @"
#endif
}
