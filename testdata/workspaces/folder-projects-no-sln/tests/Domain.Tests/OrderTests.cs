namespace Shop.Domain.Tests; public class OrderTests { }
