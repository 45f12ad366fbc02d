// Scratch/Draft1.cs
