[assembly: System.Reflection.AssemblyTitle("Contoso.Legacy")]
