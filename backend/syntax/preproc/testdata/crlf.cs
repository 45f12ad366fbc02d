// defines: A
class Crlf
{
#if A
    int a;
#else
    int b;
#endif
    string s = @"
#if B
";
}
