using Microsoft.AspNetCore.Http;
using Missing.Package;

namespace Res.WellKnownAsp;

// ASP.NET Core's types are written in their namespaces in documentation
// IDs, whatever other namespaces not read the file imports (FeatureManagement's
// InvokeAsync(EndpointFilterInvocationContext, EndpointFilterDelegate),
// CAP's BuildAbsolute(..., HostString, ...)).
public class Filter
{
    public void InvokeAsync(EndpointFilterInvocationContext context, EndpointFilterDelegate next, HostString host) { }
    void Use(EndpointFilterInvocationContext context, EndpointFilterDelegate next, HostString host) => /*$*/InvokeAsync(context, next, host);
}
