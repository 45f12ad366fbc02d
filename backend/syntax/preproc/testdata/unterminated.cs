// defines: A
class Unterminated
{
#if A
    int a;
#endif
#if C
    int neverClosed;
#if A
    int nested;
#else
    int nestedElse;
#endif
}