namespace Api.Controllers; public class OrdersController { }
