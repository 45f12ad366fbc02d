namespace Product; public sealed class Catalog { }
