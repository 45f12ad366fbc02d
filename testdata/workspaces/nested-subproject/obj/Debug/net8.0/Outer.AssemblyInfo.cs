[assembly: System.Reflection.AssemblyTitle("Outer")]
