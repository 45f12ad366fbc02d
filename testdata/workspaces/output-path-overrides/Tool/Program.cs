// Program.cs
