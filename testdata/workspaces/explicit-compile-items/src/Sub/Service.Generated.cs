// src/Sub/Service.Generated.cs
