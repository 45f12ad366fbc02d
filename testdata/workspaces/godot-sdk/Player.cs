namespace Game;

public partial class Player
{
#if TOOLS
    // Compiled in the editor's build (Debug), the default configuration.
    public void DrawGizmos() { }
#endif
}
