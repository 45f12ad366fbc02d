namespace Product.Web.Pages; public class IndexModel { }
