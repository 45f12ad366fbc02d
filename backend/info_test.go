package backend

import (
	"context"
	"testing"

	"github.com/glider-dev/glider/backend/index"
)

func infoOf(t *testing.T, v *View, identity string) *SymbolDetail {
	t.Helper()
	res, err := v.GetSymbolInfo(context.Background(), InfoRequest{SymbolKey: index.EncodeKey(identity), PathStyle: "relative"})
	if err != nil {
		t.Fatalf("%s: %v", identity, err)
	}
	return res
}

// keyName is the full name of the symbol a key names, "" for none.
func keyName(t *testing.T, v *View, key string) string {
	t.Helper()
	if key == "" {
		return ""
	}
	id, err := v.snap.Lookup(key)
	if err != nil {
		t.Fatal(err)
	}
	return v.snap.Sym(id).FullName
}

// TestSymbolInfoTypes: base types and interfaces as the base lists write
// them, bound, with the keys of workspace types; a class's first entry is
// its base class only if it binds to a class, or, unbound, is not named
// like an interface.
func TestSymbolInfoTypes(t *testing.T) {
	v := sample(t).View()
	const core, data, api = "src/Shop.Core/Shop.Core.csproj|", "src/Shop.Data/Shop.Data.csproj|", "src/Shop.Api/Shop.Api.csproj|"

	order := infoOf(t, v, core+"T:Shop.Core.Orders.Order")
	if len(order.Locations) != 2 || order.Locations[0].FilePath != "src/Shop.Core/Orders/Order.cs" ||
		order.Locations[1].FilePath != "src/Shop.Core/Orders/Order.Lines.cs" {
		t.Errorf("Order locations: %+v", order.Locations)
	}
	if order.BaseType == nil || keyName(t, v, order.BaseType.SymbolKey) != "Shop.Core.Common.AuditableEntity" || len(order.Interfaces) != 0 {
		t.Errorf("Order bases: %+v %+v", order.BaseType, order.Interfaces)
	}
	if order.MemberCounts["Property"] != 7 || order.Summary == "" || len(order.Modifiers) != 2 {
		t.Errorf("Order: %+v", order)
	}

	entity := infoOf(t, v, core+"T:Shop.Core.Common.Entity")
	if entity.BaseType == nil || keyName(t, v, entity.BaseType.SymbolKey) != "System.Object" || len(entity.Interfaces) != 2 ||
		keyName(t, v, entity.Interfaces[0].SymbolKey) != "Shop.Core.Common.IEntity" ||
		entity.Interfaces[1].Name != "System.IEquatable<Shop.Core.Common.Entity>" || !entity.Interfaces[1].Resolved ||
		keyName(t, v, entity.Interfaces[1].SymbolKey) != "System.IEquatable<T>" {
		t.Errorf("Entity bases: %+v %+v", entity.BaseType, entity.Interfaces)
	}

	repo := infoOf(t, v, data+"T:Shop.Data.Repositories.OrderRepository")
	if repo.BaseType == nil || repo.BaseType.Name != "Shop.Data.Repositories.InMemoryRepository<Shop.Core.Orders.Order>" ||
		keyName(t, v, repo.BaseType.SymbolKey) != "Shop.Data.Repositories.InMemoryRepository<T>" || len(repo.Interfaces) != 1 {
		t.Errorf("OrderRepository bases: %+v %+v", repo.BaseType, repo.Interfaces)
	}

	controller := infoOf(t, v, api+"T:Shop.Api.Controllers.OrdersController")
	if controller.BaseType == nil || *controller.BaseType != (BoundType{Name: "ControllerBase"}) {
		t.Errorf("OrdersController base: %+v", controller.BaseType)
	}
}

// TestSymbolInfoMembers: return and value types, parameters, the
// containing type.
func TestSymbolInfoMembers(t *testing.T) {
	v := sample(t).View()
	const core = "src/Shop.Core/Shop.Core.csproj|"

	place := infoOf(t, v, core+"M:Shop.Core.Orders.OrderService.PlaceAsync(Guid,CancellationToken)")
	if place.ReturnType == nil || place.ReturnType.Name != "System.Threading.Tasks.Task<Shop.Core.Common.Result<Shop.Core.Orders.Order>>" || !place.ReturnType.Resolved ||
		place.Type != nil || len(place.Parameters) != 2 || place.Parameters[1].Name != "cancellationToken" ||
		place.Parameters[1].Type.Name != "System.Threading.CancellationToken" || place.Parameters[1].Default != "default" ||
		keyName(t, v, place.Parameters[1].Type.SymbolKey) != "System.Threading.CancellationToken" {
		t.Errorf("PlaceAsync: %+v", place)
	}
	if keyName(t, v, place.ContainingTypeKey) != "Shop.Core.Orders.OrderService" || place.MemberCounts != nil {
		t.Errorf("PlaceAsync container: %+v", place)
	}

	add := infoOf(t, v, core+"M:Shop.Core.Orders.Order.AddLine(Sku,string,Money,int)")
	if len(add.Parameters) != 4 || keyName(t, v, add.Parameters[0].Type.SymbolKey) != "Shop.Core.Catalog.Sku" ||
		add.Parameters[3].Type != (BoundType{Name: "int", Resolved: true}) || keyName(t, v, add.ReturnType.SymbolKey) != "Shop.Core.Orders.OrderLine" {
		t.Errorf("AddLine: %+v", add)
	}

	status := infoOf(t, v, core+"P:Shop.Core.Orders.Order.Status")
	if status.Type == nil || keyName(t, v, status.Type.SymbolKey) != "Shop.Core.Orders.OrderStatus" || status.ReturnType != nil ||
		status.Signature != "public Shop.Core.Orders.OrderStatus Shop.Core.Orders.Order.Status { get; private set; }" {
		t.Errorf("Status: %+v", status)
	}

	tryCancel := infoOf(t, v, core+"M:Shop.Core.Orders.Order.TryCancel(out string?)")
	if len(tryCancel.Parameters) != 1 || tryCancel.Parameters[0].Modifier != "out" || tryCancel.Parameters[0].Type.Name != "string?" {
		t.Errorf("TryCancel: %+v", tryCancel.Parameters)
	}
}

func TestSymbolInfoErrors(t *testing.T) {
	v := sample(t).View()
	for key, want := range map[string]ErrorCode{
		"":                       CodeInvalidArgument,
		"nope":                   CodeInvalidSymbolKey,
		index.EncodeKey("x|T:Y"): CodeSymbolNotFound,
	} {
		if _, err := v.GetSymbolInfo(context.Background(), InfoRequest{SymbolKey: key}); errorCode(err) != want {
			t.Errorf("%q: %v, want %s", key, err, want)
		}
	}
}
