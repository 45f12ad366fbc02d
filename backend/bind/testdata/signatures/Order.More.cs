using System;

namespace Sig.Core;

partial class Order : IDisposable
{
    void IDisposable.Dispose() { }

    partial void OnSaved(Size size) { }

    public sealed class Line
    {
        public decimal Amount;
        public Order Owner => null!;
    }
}
