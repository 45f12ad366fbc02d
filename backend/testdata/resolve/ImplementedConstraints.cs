// An explicit implementation's type parameters take the constraints of the
// interface's method, which name their types where the interface is
// written: the implementing code need not import their namespaces
// (Automatonymous' SlimActivity, without using System, calling Faulted on
// a TException : Exception; here Fault).
namespace Res.ImplementedConstraints.Faults
{
    public class Fault { }
}

namespace Res.ImplementedConstraints
{
    using Res.ImplementedConstraints.Faults;
    using System.Threading.Tasks;

    public interface IFaultContext<out TInstance, out TException> where TException : Fault { }
    public interface IFaultContext<out TInstance, out TData, out TException> : IFaultContext<TInstance, TException> where TException : Fault { }
    public interface INext<in TInstance> { }
    public interface INext<in TInstance, in TData> { }
    public interface IActivity<TInstance>
    {
        Task Faulted<TException>(IFaultContext<TInstance, TException> context, INext<TInstance> next) where TException : Fault;
        Task Faulted<TData, TException>(IFaultContext<TInstance, TData, TException> context, INext<TInstance, TData> next) where TException : Fault;
    }
    public interface IActivity<TInstance, TData>
    {
        Task Faulted<TException>(IFaultContext<TInstance, TData, TException> context, INext<TInstance, TData> next) where TException : Fault;
    }
}

namespace Res.ImplementedConstraints.Slim
{
    using System.Threading.Tasks;

    public class SlimActivity<TInstance, TData> : IActivity<TInstance, TData>
    {
        readonly IActivity<TInstance> _activity = null!;

        Task IActivity<TInstance, TData>.Faulted<TException>(IFaultContext<TInstance, TData, TException> context, INext<TInstance, TData> next) =>
            _activity./*$*/Faulted(context, next);
    }
}
