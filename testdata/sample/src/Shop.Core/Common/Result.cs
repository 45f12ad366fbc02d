namespace Shop.Core.Common;

/// <summary>The outcome of an operation that either succeeds or fails with an error message.</summary>
/// <remarks>See <see cref="Result{T}"/> for operations that produce a value and
/// <see cref="Result{T, TError}"/> for operations with typed errors.</remarks>
public class Result
{
    protected Result(bool isSuccess, string? error)
    {
        if (isSuccess == (error is not null))
        {
            throw new ArgumentException("A successful result has no error; a failed one must have one.", nameof(error));
        }

        IsSuccess = isSuccess;
        Error = error;
    }

    public bool IsSuccess { get; }

    public bool IsFailure => !IsSuccess;

    /// <summary>Why the operation failed; <see langword="null"/> on success.</summary>
    public string? Error { get; }

    public static Result Success() => new(true, null);

    public static Result Failure(string error) => new(false, error);
}

/// <summary>A <see cref="Result"/> that carries a value on success.</summary>
/// <typeparam name="T">The type of the value.</typeparam>
public sealed class Result<T> : Result
{
    private readonly T? _value;

    private Result(bool isSuccess, T? value, string? error)
        : base(isSuccess, error)
    {
        _value = value;
    }

    /// <summary>The value of a successful result.</summary>
    /// <exception cref="InvalidOperationException">The result is a failure.</exception>
    public T Value => IsSuccess
        ? _value!
        : throw new InvalidOperationException($"A failed result has no value: {Error}");

    public static Result<T> Success(T value) => new(true, value, null);

    public static new Result<T> Failure(string error) => new(false, default, error);

    public static implicit operator Result<T>(T value) => Success(value);
}

/// <summary>The outcome of an operation whose failures are described by <typeparamref name="TError"/>.</summary>
/// <typeparam name="T">The type of the value on success.</typeparam>
/// <typeparam name="TError">The error type, typically an enum.</typeparam>
public sealed class Result<T, TError>
{
    private readonly T? _value;
    private readonly TError? _error;

    private Result(bool isSuccess, T? value, TError? error)
    {
        IsSuccess = isSuccess;
        _value = value;
        _error = error;
    }

    public bool IsSuccess { get; }

    public T Value => IsSuccess ? _value! : throw new InvalidOperationException($"Failed with {_error}.");

    public TError Error => IsSuccess ? throw new InvalidOperationException("The operation succeeded.") : _error!;

    public static Result<T, TError> Success(T value) => new(true, value, default);

    public static Result<T, TError> Failure(TError error) => new(false, default, error);

    /// <summary>Runs <paramref name="onSuccess"/> or <paramref name="onFailure"/>, depending on the outcome.</summary>
    /// <returns>What the chosen function returned.</returns>
    public TResult Match<TResult>(Func<T, TResult> onSuccess, Func<TError, TResult> onFailure) =>
        IsSuccess ? onSuccess(_value!) : onFailure(_error!);
}
