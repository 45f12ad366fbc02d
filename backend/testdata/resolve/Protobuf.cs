using Res.Orders;

namespace Res.Protobuf;

// Grpc.Tools compiles <Protobuf> items: protoc's classes (a property for
// each field, nested messages in Types, enum values without the enum's
// name in front) and gRPC's client and server base classes, which Glider
// writes for the index (Proto.Actor's ActivationTerminating, declared
// only in a .proto).
public class Desk : OrderDesk.OrderDeskBase
{
    public override System.Threading.Tasks.Task<PlaceReply> /*$*/Place(PlaceRequest request, Grpc.Core.ServerCallContext context)
    {
        var line = new PlaceRequest.Types./*$*/Line { /*$*/Sku = request./*$*/CustomerId };
        request./*$*/Lines.Add(line);
        return System.Threading.Tasks.Task.FromResult(new PlaceReply { State = ActivationState./*$*/Done });
    }

    public static PlaceReply Call(OrderDesk.OrderDeskClient client) => client./*$*/Place(new PlaceRequest());

    public static void Bind(Grpc.Core.ServiceBinderBase binder) => OrderDesk./*$*/BindService(binder, new Desk());

    // Values written in PascalCase keep their case (Proto.Actor's AddressTerminated).
    public static TerminatedReason Why => TerminatedReason./*$*/AddressTerminated;
}

