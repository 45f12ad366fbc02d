// src/Model.cs
