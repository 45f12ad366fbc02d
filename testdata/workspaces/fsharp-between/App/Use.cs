// Lib reaches App through an F# project, which Glider does not read:
// project references are transitive, so Lib is App's reference too.
namespace App;
public class Use { public Lib.Target Make() => new Lib.Target(); }
