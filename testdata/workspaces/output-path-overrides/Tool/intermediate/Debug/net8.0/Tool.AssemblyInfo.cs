// intermediate/Debug/net8.0/Tool.AssemblyInfo.cs
