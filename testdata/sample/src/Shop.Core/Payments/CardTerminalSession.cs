using System.Runtime.InteropServices;

namespace Shop.Core.Payments;

/// <summary>
/// A session with a card terminal at a click-and-collect counter. The session owns an unmanaged
/// frame buffer shared with the terminal driver, so it must be disposed; the finalizer is a safety net.
/// </summary>
public sealed class CardTerminalSession : IDisposable
{
    public const int FrameSize = 256;

    private IntPtr _frame;

    public CardTerminalSession(string terminalId)
    {
        ArgumentException.ThrowIfNullOrWhiteSpace(terminalId);
        TerminalId = terminalId;
        _frame = Marshal.AllocHGlobal(FrameSize);
    }

    ~CardTerminalSession() => ReleaseFrame();

    public string TerminalId { get; }

    public bool IsOpen => _frame != IntPtr.Zero;

    /// <summary>Copies an outgoing frame into the shared buffer.</summary>
    /// <returns>The number of bytes written.</returns>
    public int Write(ReadOnlySpan<byte> payload)
    {
        ObjectDisposedException.ThrowIf(!IsOpen, this);
        if (payload.Length > FrameSize)
        {
            throw new ArgumentException($"Frames are limited to {FrameSize} bytes.", nameof(payload));
        }

        Marshal.Copy(payload.ToArray(), 0, _frame, payload.Length);
        return payload.Length;
    }

    void IDisposable.Dispose()
    {
        ReleaseFrame();
        GC.SuppressFinalize(this);
    }

    private void ReleaseFrame()
    {
        var frame = Interlocked.Exchange(ref _frame, IntPtr.Zero);
        if (frame != IntPtr.Zero)
        {
            Marshal.FreeHGlobal(frame);
        }
    }
}
