namespace Shop.Web.Shared;

public abstract class ShopComponent : Microsoft.AspNetCore.Components.ComponentBase { }
