// Scratch/Draft10.cs
