namespace Lib; public class Modern { }
