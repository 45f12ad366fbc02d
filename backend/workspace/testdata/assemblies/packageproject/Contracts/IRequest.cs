namespace Contracts; public interface IRequest { }
