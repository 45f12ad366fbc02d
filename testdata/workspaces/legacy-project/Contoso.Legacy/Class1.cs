namespace Contoso.Legacy { public class Class1 { } }
