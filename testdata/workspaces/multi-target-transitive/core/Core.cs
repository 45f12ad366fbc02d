namespace Core;
public static class Metadata
{
#if NET
    public static string Read(System.Net.Http.IHttpClientFactory factory) => "";
#else
    public static string Read(System.Net.Http.HttpClient client) => "";
#endif
}
