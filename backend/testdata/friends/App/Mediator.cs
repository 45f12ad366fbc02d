using MediatR;

namespace Friends.App;

// LibJ's using Unit.Specs does not make Unit a namespace here, where App
// does not reference LibJ: Unit is MediatR's type, Value its field
// (booking-microservices' Unit.Test beside its services' Unit.Value).
public class Mediator
{
    public Unit Handle() => Unit./*$*/Value;
}
