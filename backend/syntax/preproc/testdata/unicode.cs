// defines:
class Unicode
{
#if A
    string greeting = "héllo wörld — ✓ 日本語 😀";
    // Ünïcödé comment
#else
    string greeting = "hello";
#endif
    string active = "ñ"; // kept
}
