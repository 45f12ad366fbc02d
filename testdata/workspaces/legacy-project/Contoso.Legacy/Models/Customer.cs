namespace Contoso.Legacy.Models { public class Customer { } }
