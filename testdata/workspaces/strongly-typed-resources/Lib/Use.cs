namespace Shop;

public static class Use
{
    public static string Message() => Builder.BuilderResources.AlreadyBuilt + Texts.Hello;
}
