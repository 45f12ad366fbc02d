namespace Mvvm;

public partial class ViewModel : ObservableObject
{
    /// <summary>The name shown.</summary>
    [ObservableProperty]
    [property: JsonIgnore, Display(Name = "N")]
    private string? _name, m_title, __id;

    [CommunityToolkit.Mvvm.ComponentModel.ObservablePropertyAttribute] int count;
    [ObservableProperty] private int Same;       // refused: the property would be the field's name
    [ObservableProperty] private static int shared; // refused: static
    [ObservableProperty] private bool _busy;
    public bool Busy => _busy;                   // the code's own: none generated
    [ObservableProperty] public partial string Query { get; set; } // the code's own declaration

    [RelayCommand] void Save() { }
    [RelayCommand] void Select(Item? item) { }
    [RelayCommand] async Task<int> LoadAsync() => 1;
    [RelayCommand(IncludeCancelCommand = true)] Task OnRefreshAsync(System.Threading.CancellationToken token) => Task.CompletedTask;
    [RelayCommand(IncludeCancelCommand = true)] Task OnboardAsync(string id, CancellationToken token) => Task.CompletedTask;
    [RelayCommand] ValueTask PingAsync() => default; // refused: not a Task
    [RelayCommand] void Copy(ref int x) { }          // refused: ref parameter
    [RelayCommand] void Pick<T>(T x) { }             // refused: generic
    [Other] void Plain() { }
}

[INotifyPropertyChanged]
public partial class Panel : UserControl
{
    protected void OnPropertyChanged(string name) { } // the code's own: none of that name generated
}

[ObservableObject]
public partial class Settings { }
