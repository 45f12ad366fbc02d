// Archive/Old.cs
