using System.Threading;
using System.Threading.Tasks;
using CommunityToolkit.Mvvm.ComponentModel;
using CommunityToolkit.Mvvm.Input;
using Res.Model;

namespace Res.Mvvm;

// The MVVM Toolkit's generators declare a property for each field marked
// [ObservableProperty] and a command for each method marked [RelayCommand]
// (Flow.Launcher, ILSpy, MaterialDesignInXaml ...). Glider writes what
// they declare; the code's own members and the fields stay themselves.
public partial class OrderViewModel : ObservableObject
{
    [ObservableProperty]
    private string? /*$*/_customerName;

    [ObservableProperty, NotifyPropertyChangedFor(nameof(/*$*/Total))]
    [property: System.Obsolete]
    private int m_quantity;

    [ObservableProperty]
    int count;

    [ObservableProperty]
    private string _note = "";

    public string Note => _note; // written here: no property is generated

    public decimal Total => /*$*/Quantity * 2m;

    [RelayCommand]
    private void Save() { }

    [RelayCommand(IncludeCancelCommand = true)]
    private async Task OnLoadAsync(CancellationToken token) => await Task.Delay(1, token);

    [RelayCommand]
    private Task DeleteAsync(Order order) => Task.CompletedTask;

    [RelayCommand]
    private void Onboard() { }

    public int Describe() => /*$*/CustomerName!./*$*/Length + /*$*/Count + /*$*/Note.Length;

    public void Run(Order order)
    {
        /*$*/SaveCommand./*$*/Execute(null); // ICommand's: IRelayCommand declares none
        /*$*/LoadCommand./*$*/Execute(null);
        /*$*/LoadCancelCommand.Execute(null);
        /*$*/DeleteCommand./*$*/ExecuteAsync(order); // IAsyncRelayCommand<T>'s own, not read
        /*$*/OnboardCommand.Execute(null);
        /*$*/_customerName = "x";
    }
}

public static class Screens
{
    public static string Title(OrderViewModel vm) => vm./*$*/CustomerName ?? vm./*$*/Note;
    public static void Save(OrderViewModel vm) => vm./*$*/SaveCommand.Execute(null);
}

// [INotifyPropertyChanged] on a class whose base is not read (Flow
// Launcher's preview panel, a WPF UserControl) gives it the members
// ObservableObject declares.
[INotifyPropertyChanged]
public partial class PreviewPanel : Missing.UserControl
{
    private string _size = "";
    public string Size
    {
        get => _size;
        set { if (/*$*/SetProperty(ref _size, value)) /*$*/OnPropertyChanged(nameof(Size)); }
    }
    public void Notify() => /*$*/OnPropertyChanged(new System.ComponentModel.PropertyChangedEventArgs("Size"));
    public bool Watched => /*$*/PropertyChanged != null;
}
