namespace Shop.Core.Notifications;

/// <summary>Ways to reach a customer; a customer may opt into several.</summary>
[Flags]
public enum NotificationChannels
{
    None = 0,
    Email = 1,
    Sms = 2,
    Push = 4,
    Webhook = 8,
    All = Email | Sms | Push | Webhook,
}

/// <summary>A message to a customer, sent on one or more <see cref="NotificationChannels"/>.</summary>
public sealed class Notification
{
    public required string Recipient { get; init; }

    public required string Subject { get; init; }

    public string Body { get; init; } = string.Empty;

    public NotificationChannels Channels { get; init; } = NotificationChannels.Email;
}

/// <summary>Delivers notifications on one channel.</summary>
public interface INotificationSender
{
    NotificationChannels Channel { get; }

    Task SendAsync(Notification notification, CancellationToken cancellationToken = default);
}
