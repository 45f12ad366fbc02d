using UnityEngine;

// A Unity project commits no project files: Glider compiles its scripts
// with the symbols the editor defines (UNITY_EDITOR, the version's), the
// player settings' and csc.rsp's, and the assembly definitions' version
// defines for the packages the manifest lists.
public class Player : MonoBehaviour
{
#if UNITY_EDITOR && UNITY_2022_3_OR_NEWER && GAME_HAS_UGUI
    public void OnValidate() { }
#endif
}
