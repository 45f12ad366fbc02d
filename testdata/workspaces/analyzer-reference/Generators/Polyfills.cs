namespace System.Diagnostics.CodeAnalysis;

internal sealed class DisallowNullAttribute : Attribute { }
