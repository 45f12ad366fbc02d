namespace Razor
{
    public class Parser
    {
#if NET45
        [System.Security.SecurityCritical]
#endif
        public void Parse() { }
    }
}
