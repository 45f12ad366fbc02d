namespace Res.Access;

// C# drops the members a place cannot access before any hides another:
// FluentFTP's m_stream.Dispose() from outside its FtpSocketStream, whose
// protected new Dispose() hides nothing there, is Stream.Dispose().
public class Plain
{
    public void Close() { }
    public int Size => 1;
    protected int Depth => 1;
}

public class Hiding : Plain
{
    protected new void Close() { }
    private new int Size => 2;
    private new int Depth => 2;
    internal void Use() => /*$*/Close();
}

public class Below : Hiding
{
    int Inside() => /*$*/Depth + /*$*/Size;
}

public class Stranger
{
    public int Use(Hiding hiding)
    {
        hiding./*$*/Close();
        return hiding./*$*/Size;
    }
}

public class SafeStream : System.IO.MemoryStream
{
    protected new void Dispose() { }
}

public class StreamUser
{
    public void Use(SafeStream stream) => stream./*$*/Dispose();
}

// A method the code cannot access is no candidate: the extension method of
// the name is called (Neo's tests' NativeContract.GAS.CreateStorageKey(20, account)
// of a private protected method, TestUtils.CreateStorageKey(this NativeContract, ...)).
public class Keyed
{
    private int Key(int prefix) => prefix;
    private protected int Store(byte prefix) => prefix;
}
public static class KeyedExtensions
{
    public static int Key(this Keyed keyed, int prefix) => 1;
    static int Use(Keyed keyed) => keyed./*$*/Key(1);
}
