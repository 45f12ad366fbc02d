// defines: A
#define B
#undef A
#define  C // with a comment
#if B
#undef B
#endif
#if C
#define D
#endif
#if X
#define E
#undef C
#endif
using System;

class Symbols
{
#if A
    int a;
#endif
#if B
    int b;
#endif
#if C
    int c;
#endif
#if D
    int d;
#endif
#if E
    int e;
#endif
}
