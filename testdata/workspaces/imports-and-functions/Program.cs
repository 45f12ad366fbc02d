class Program { }
