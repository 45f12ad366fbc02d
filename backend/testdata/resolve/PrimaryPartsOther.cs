namespace Res.PrimaryParts;

public partial class PartsService
{
    public bool Local() => /*$*/context./*$*/Port > /*$*/retries;
}
