// Generated/Other.cs
