using Azure;
using Microsoft.AspNetCore.Authentication;
using Microsoft.Extensions.FileProviders;
using Missing.Package;
using System.Reactive.Subjects;

namespace Res.WellKnownPackages;

// Other packages' types often in signatures are written in their
// namespaces in documentation IDs though other namespaces not read are
// imported (Smidge's PhysicalFileProvider, Saml2's AuthenticationProperties,
// Sextant's BehaviorSubject<T>, durabletask's RequestFailedException).
public class Store
{
    public void Open(PhysicalFileProvider files, AuthenticationProperties properties, BehaviorSubject<int> changes, RequestFailedException failure) { }
    void Use() => /*$*/Open(null!, null!, null!, null!);
}
