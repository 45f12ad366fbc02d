namespace Res.Implicit;
using /*$*/Sub;

// A using directive inside a namespace names what that namespace holds.
public class UsesSub { public /*$*/Thing T = new(); }
