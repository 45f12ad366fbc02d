// build/Generated.cs
