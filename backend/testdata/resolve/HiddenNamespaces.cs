// A type argument keeps the scope it was written in where a package's
// method makes a type of it: at the call a namespace may hide the first
// name of its full name (booking-microservices' DbSet<Flight>.FindAsync(id)
// in namespace Unit.Test.Flight...).
namespace Res.HiddenNamespaces
{
    public abstract class Entity { public int Id { get; set; } }
    public class Plane : Entity { }
}

namespace Other.Res
{
    public class Unused { }
}

namespace Other.Res.Tests
{
    using global::Res.HiddenNamespaces;

    public class Finder
    {
        public int Find(Microsoft.EntityFrameworkCore.DbSet<Plane> set) => set.Find(1)./*$*/Id;

        public int Make(Bogus.Faker<Plane> faker)
        {
            var planes = faker.Generate(2);
            return planes[0]./*$*/Id;
        }
    }
}
