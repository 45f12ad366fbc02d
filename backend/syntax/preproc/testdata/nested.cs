// defines: A;B
class Nested
{
#if A
    int a;
#if B
    int ab;
#elif C
    int ac;
#else
    int aNotBNotC;
#endif
#elif B
    int b;
#if A
    int never;
#else
    int neverElse;
#endif
#else
    int none;
#endif
#if C
    int c;
#if A
    int inactiveParent;
#else
    int alsoInactiveParent;
#endif
#elif !A
    int notA;
#elif B
    int elifTaken;
#elif A
    int afterTaken;
#else
    int elseAfterTaken;
#endif
}
