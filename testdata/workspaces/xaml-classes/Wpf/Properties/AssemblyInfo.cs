using System.Windows.Markup;

// The XML namespace the XAML files write ui: for: an element of it is of
// one of these CLR namespaces (verbatim strings too, as MahApps.Metro writes them).
[assembly: XmlnsDefinition(@"http://schemas.example.com/ui", "Shop.Wpf.Ui")]
[assembly: XmlnsDefinition("http://schemas.example.com/ui", "Shop.Wpf.Ui.Effects")]
