namespace Product.Tests; public class CatalogTests { }
