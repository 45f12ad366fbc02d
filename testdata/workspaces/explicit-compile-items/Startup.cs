// Startup.cs
