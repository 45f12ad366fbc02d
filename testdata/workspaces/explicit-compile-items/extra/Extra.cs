// extra/Extra.cs
