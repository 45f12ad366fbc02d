using System.Net;
using Shop.Core.Orders;
using Shop.Core.Pricing;
using ChargeResult = Shop.Core.Common.Result<Shop.Core.Payments.Transaction, Shop.Core.Payments.PaymentError>;

namespace Shop.Core.Payments;

/// <summary>Charges orders through an <see cref="IPaymentGateway"/>, retrying transient failures.</summary>
public sealed class PaymentProcessor
{
#if SHOP_TELEMETRY
    private static readonly ActivitySource s_activitySource = new(ShopAssemblyInfo.TelemetryPrefix + "Payments");
#endif
    private static readonly TimeSpan s_baseRetryDelay;

    private readonly IPaymentGateway _gateway;
    private readonly ILogger<PaymentProcessor> _logger;
    private readonly int _maxAttempts;

    static PaymentProcessor()
    {
        var configured = Environment.GetEnvironmentVariable("SHOP_PAYMENT_RETRY_MS");
        s_baseRetryDelay = int.TryParse(configured, out var milliseconds) && milliseconds > 0
            ? TimeSpan.FromMilliseconds(milliseconds)
            : TimeSpan.FromMilliseconds(200);
    }

    public PaymentProcessor(IPaymentGateway gateway, ILogger<PaymentProcessor> logger, int maxAttempts = 3)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(maxAttempts);
        _gateway = gateway;
        _logger = logger;
        _maxAttempts = maxAttempts;
    }

    /// <summary>
    /// Authorizes and captures <paramref name="amount"/> (usually <see cref="OrderService.CalculateTotal"/>),
    /// then marks the order as paid.
    /// </summary>
    /// <returns>The capture transaction, or why the charge failed.</returns>
    public async Task<ChargeResult> ChargeAsync(Order order, Money amount, CancellationToken cancellationToken = default)
    {
#if SHOP_TELEMETRY
        using var activity = s_activitySource.StartActivity("payment.charge");
        activity?.SetTag("shop.order_id", order.Id);
        activity?.SetTag("shop.payment_gateway", _gateway.Name);

        var result = await ChargeWithRetryAsync(order, amount, cancellationToken);
        activity?.SetStatus(result.IsSuccess ? ActivityStatusCode.Ok : ActivityStatusCode.Error);
        return result;
#else
        var started = Stopwatch.GetTimestamp();
        var result = await ChargeWithRetryAsync(order, amount, cancellationToken);
        _logger.LogDebug("Charging order {OrderId} took {Elapsed}", order.Id, Stopwatch.GetElapsedTime(started));
        return result;
#endif
    }

    private async Task<ChargeResult> ChargeWithRetryAsync(Order order, Money amount, CancellationToken cancellationToken)
    {
        for (var attempt = 1; ; attempt++)
        {
            try
            {
                var authorization = await _gateway.AuthorizeAsync(order, amount, cancellationToken);
                if (!authorization.IsSuccess)
                {
                    return authorization;
                }

                var capture = await _gateway.CaptureAsync(authorization.Value, cancellationToken);
                if (capture.IsSuccess)
                {
                    order.MarkPaid(capture.Value.GatewayReference ?? capture.Value.Id.ToString("N"));
                }

                return capture;
            }
            catch (HttpRequestException ex) when (attempt < _maxAttempts && IsTransient(ex))
            {
                _logger.LogWarning(ex, "Payment gateway {Gateway} failed (attempt {Attempt}); retrying", _gateway.Name, attempt);
                await Task.Delay(s_baseRetryDelay * attempt, cancellationToken);
            }
            catch (HttpRequestException ex)
            {
                _logger.LogError(ex, "Payment gateway {Gateway} is unavailable", _gateway.Name);
                return ChargeResult.Failure(PaymentError.GatewayUnavailable);
            }
        }
    }

    private static bool IsTransient(HttpRequestException exception) =>
        exception.StatusCode is null
            or HttpStatusCode.RequestTimeout
            or HttpStatusCode.TooManyRequests
            or >= HttpStatusCode.InternalServerError;
}
