using Shop.Core.Customers;
using Shop.Core.Orders;

namespace Shop.Core.Notifications;

// This file is indented with tabs.

/// <summary>Fans a <see cref="Notification"/> out to every sender that handles one of its channels.</summary>
public sealed class NotificationDispatcher(
	IEnumerable<INotificationSender> senders,
	ICustomerRepository customers,
	ILogger<NotificationDispatcher> logger)
{
	private readonly INotificationSender[] _senders = senders.ToArray();

	/// <summary>Sends <paramref name="notification"/> on all of its channels.</summary>
	/// <returns>How many senders delivered it.</returns>
	public async Task<int> DispatchAsync(Notification notification, CancellationToken cancellationToken = default)
	{
		var targets = _senders.Where(sender => notification.Channels.HasFlag(sender.Channel)).ToList();
		if (targets.Count == 0)
		{
			logger.LogWarning("No sender handles {Channels} for {Recipient}", notification.Channels, notification.Recipient);
			return 0;
		}

		var delivered = 0;
		foreach (var sender in targets)
		{
			try
			{
				await sender.SendAsync(notification, cancellationToken);
				delivered++;
			}
			catch (Exception ex) when (ex is not OperationCanceledException)
			{
				logger.LogError(ex, "Sending {Subject} via {Channel} failed", notification.Subject, sender.Channel);
			}
		}

		return delivered;
	}

	/// <summary>Confirms a placed order to the customer. Matches <see cref="DomainEventHandler{TEvent}"/>.</summary>
	public async ValueTask OnOrderPlacedAsync(OrderPlaced placed, CancellationToken cancellationToken)
	{
		var customer = await customers.GetAsync(placed.CustomerId, cancellationToken);
		if (customer is not { Email.Length: > 0 })
		{
			logger.LogWarning("Cannot confirm order {OrderId}: customer {CustomerId} has no e-mail", placed.OrderId, placed.CustomerId);
			return;
		}

		await DispatchAsync(
			new Notification
			{
				Recipient = customer.Email,
				Subject = $"Your order {placed.OrderId:N} is confirmed",
				Body = $"Thank you, {customer.Name}! We have received your order of {placed.Total}.",
				Channels = customer.PreferredChannels,
			},
			cancellationToken);
	}
}

/// <summary>Development sender that writes e-mails to the log instead of sending them.</summary>
public sealed class LoggingEmailSender(ILogger<LoggingEmailSender> logger) : INotificationSender
{
	public NotificationChannels Channel => NotificationChannels.Email;

	public Task SendAsync(Notification notification, CancellationToken cancellationToken = default)
	{
		logger.LogInformation("E-mail to {Recipient}: {Subject}", notification.Recipient, notification.Subject);
		return Task.CompletedTask;
	}
}
