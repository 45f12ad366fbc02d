[assembly: System.Reflection.AssemblyTitle("Inner")]
