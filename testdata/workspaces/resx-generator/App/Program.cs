namespace Shop.App;
class Program { static string Main() => Localization.Strings.Ready; }
