class App : Contracts.IRequest { }
