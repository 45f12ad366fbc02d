namespace Chains;

public interface IEntity { }
public interface IRepo<T> : IEnumerable<T> where T : IEntity { }
public interface IReadRepo<T> : IRepo<T> where T : IEntity { }

public abstract class Root<T> : IRepo<T> where T : IEntity { }
public class Middle<T> : Root<T>, IDisposable where T : IEntity { public void Dispose() { } }
public class Order : IEntity { }
public sealed class OrderRepo : Middle<Order>, IReadRepo<Order> { }
public class SpecialOrderRepo : Middle<Order> { }

// Outside the workspace: the chain stops at Exception.
public class DomainException : Exception { }
public class OrderException : DomainException { }

// The first entry does not bind and is named like an interface.
public class Handle : IDisposable { public void Dispose() { } }

public struct Point : IEquatable<Point> { public bool Equals(Point p) => true; }
public enum Color { Red }
public delegate void Changed();

public record Shape(string Name);
public record Circle(double R) : Shape("circle");
public record struct Pair(int A, int B);

// Generic arity: Box and Box<T> are two types.
public class Box { }
public class Box<T> { }
public class IntBox : Box<int> { }
public class PlainBox : Box { }
