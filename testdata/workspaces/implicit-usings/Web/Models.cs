namespace Web.Models { public class Order { } }
