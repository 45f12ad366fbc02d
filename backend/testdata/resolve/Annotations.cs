namespace Res.Annotations;

// The workspace's own copy of attributes a package also has (NodaTime's
// JetBrains.Annotations): see Guessed.cs.
[System.AttributeUsage(System.AttributeTargets.All)]
public sealed class PureAttribute : System.Attribute { }
