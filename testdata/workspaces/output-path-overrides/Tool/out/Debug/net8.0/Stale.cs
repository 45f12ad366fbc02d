// out/Debug/net8.0/Stale.cs
