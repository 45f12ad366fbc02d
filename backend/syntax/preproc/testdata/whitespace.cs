// defines: A
class Whitespace
{
    #if A
    int indented;
    #else
    int indentedElse;
    #endif
# if A
    int spaced;
#  else
    int spacedElse;
#endif
	#if !A	// tab before and a trailing comment
    int tabbed;
	#endif   // end
#if A// comment right after the symbol
    int commentNoSpace;
#endif//
#if(A)
    int parenNoSpace;
#endif
    string s = "#if A"; // '#' not at the start of a line
}
