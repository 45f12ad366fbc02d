namespace App;
class Program { static string Main() => new Shop.GreetV1.HelloRequest().UserName; }
