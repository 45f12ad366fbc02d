// defines: A;B
class Expressions
{
#if A && B
    int andTrue;
#endif
#if A && C
    int andFalse;
#endif
#if C || B
    int orTrue;
#endif
#if C || D
    int orFalse;
#endif
#if !C
    int notTrue;
#endif
#if !!A
    int notNotTrue;
#endif
#if !A
    int notFalse;
#endif
#if A == B
    int eqTrue;
#endif
#if A == C
    int eqFalse;
#endif
#if A != C
    int neTrue;
#endif
#if A != B
    int neFalse;
#endif
#if true
    int literalTrue;
#endif
#if false
    int literalFalse;
#endif
#if true == !false
    int literals;
#endif
#if A || C && D
    int andBeforeOr; // A || (C && D)
#endif
#if C && D || A
    int orLast; // (C && D) || A
#endif
#if C == D && E
    int eqBeforeAnd; // (C == D) && E is false, C == (D && E) would be true
#endif
#if !(C == D && E)
    int eqBeforeAndNegated;
#endif
#if (C || A) && D
    int parensFalse;
#endif
#if ((A) && (B || (C)))
    int nestedParens;
#endif
#if !(A&&B)||C
    int noSpaces;
#endif
#if a
    int caseSensitive;
#endif
}
