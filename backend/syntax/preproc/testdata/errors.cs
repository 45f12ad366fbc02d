// defines: A
#endif
#else
#elif A
#define true
#define
#undef 9x
#define A B
class Errors
{
#if A &&
    int badAnd;
#endif
#if (A
    int unclosed;
#endif
#if A B
    int twoSymbols;
#endif
#if
    int empty;
#endif
#if A /* block */
    int blockComment;
#endif
#if 1
    int number;
#endif
#if A
    int a;
#else junk
    int notA;
#else
    int secondElse;
#elif A
    int elifAfterElse;
#endif extra
#endif
}
