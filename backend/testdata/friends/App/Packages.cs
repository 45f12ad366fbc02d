using Friends.LibA;
using Friends.App.Model;

namespace Friends.App.Model
{
    public record PackageInfo(string Id);
}

namespace Friends.App
{
    public class Walker
    {
        // LibA's PackageInfo is internal to it: only the model's is seen,
        // so the name is not ambiguous (NuGet.Client's tools).
        public string Id(/*$*/PackageInfo info) => info./*$*/Id;

        // The package's Sequence<T>, not read here, not LibA's internal copy.
        public int Length(Friends.Streams./*$*/Sequence<int> items) => items.Length;
    }
}
