namespace Fix.Explicit;

public interface IShape
{
    double Area();
    string Name { get; }
}

/// <summary>The explicit Area implements IShape.Area; the public one does not.</summary>
public class Square : IShape
{
    double IShape.Area() => 1;
    public double Area() => 2;
    public string Name => "square";
}

public interface IConverter<T>
{
    T Convert(string text);
    int this[T key] { get; }
}

/// <summary>Both Converts take a string: only the interface named tells them apart.</summary>
public class Converters : IConverter<int>, IConverter<string>
{
    int IConverter<int>.Convert(string text) => 0;
    string IConverter<string>.Convert(string text) => text;
    public int this[int key] => key;
    int IConverter<string>.this[string key] => 0;
}

public interface IReader
{
    string Read();
}

public interface IFile
{
    string Read();
}

/// <summary>One Read implements both interfaces.</summary>
public class Document : IReader, IFile
{
    public string Read() => "";
}

/// <summary>IReader.Read is explicit; the public Read implements IFile.Read only.</summary>
public class Split : IReader, IFile
{
    string IReader.Read() => "";
    public string Read() => "";
}
