// Generated/Keep.cs
