using Unit.Specs;

namespace Friends.Specs;

// A project that declares namespace Unit.Specs and imports it: App does
// not reference it, so there Unit is no namespace (App/Mediator.cs).
public class FixtureSpecs
{
    public Fixture Made = new();
}
