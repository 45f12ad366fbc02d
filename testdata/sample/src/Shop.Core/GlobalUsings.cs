// Namespaces used throughout Shop.Core, on top of the SDK's implicit usings.
global using System.Diagnostics;
global using System.Diagnostics.CodeAnalysis;
global using Microsoft.Extensions.Logging;
global using Shop.Core.Common;
