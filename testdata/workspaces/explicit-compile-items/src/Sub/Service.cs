// src/Sub/Service.cs
