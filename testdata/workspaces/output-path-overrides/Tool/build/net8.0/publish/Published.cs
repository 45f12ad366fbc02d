// build/net8.0/publish/Published.cs
