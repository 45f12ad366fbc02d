namespace Res.Diamonds;

// Interfaces whose bases share bases, three a level, fifteen levels deep,
// and classes of many parts whose bases go round (test snippets that each
// declare a TargetClass, as Metalama's do): a nested type is looked up
// through each base once, not once per path to it (3^15 and 6^16 paths;
// Metalama's answers never came). A type of the name is nested elsewhere.
public class Holder { public class Missing { } public class Absent { } }
public interface ILevel0A { public class Shape { public int Sides; } }
public interface ILevel0B { }
public interface ILevel0C { }
public interface ILevel1A : ILevel0C, ILevel0B, ILevel0A { }
public interface ILevel1B : ILevel0C, ILevel0B, ILevel0A { }
public interface ILevel1C : ILevel0C, ILevel0B, ILevel0A { }
public interface ILevel2A : ILevel1C, ILevel1B, ILevel1A { }
public interface ILevel2B : ILevel1C, ILevel1B, ILevel1A { }
public interface ILevel2C : ILevel1C, ILevel1B, ILevel1A { }
public interface ILevel3A : ILevel2C, ILevel2B, ILevel2A { }
public interface ILevel3B : ILevel2C, ILevel2B, ILevel2A { }
public interface ILevel3C : ILevel2C, ILevel2B, ILevel2A { }
public interface ILevel4A : ILevel3C, ILevel3B, ILevel3A { }
public interface ILevel4B : ILevel3C, ILevel3B, ILevel3A { }
public interface ILevel4C : ILevel3C, ILevel3B, ILevel3A { }
public interface ILevel5A : ILevel4C, ILevel4B, ILevel4A { }
public interface ILevel5B : ILevel4C, ILevel4B, ILevel4A { }
public interface ILevel5C : ILevel4C, ILevel4B, ILevel4A { }
public interface ILevel6A : ILevel5C, ILevel5B, ILevel5A { }
public interface ILevel6B : ILevel5C, ILevel5B, ILevel5A { }
public interface ILevel6C : ILevel5C, ILevel5B, ILevel5A { }
public interface ILevel7A : ILevel6C, ILevel6B, ILevel6A { }
public interface ILevel7B : ILevel6C, ILevel6B, ILevel6A { }
public interface ILevel7C : ILevel6C, ILevel6B, ILevel6A { }
public interface ILevel8A : ILevel7C, ILevel7B, ILevel7A { }
public interface ILevel8B : ILevel7C, ILevel7B, ILevel7A { }
public interface ILevel8C : ILevel7C, ILevel7B, ILevel7A { }
public interface ILevel9A : ILevel8C, ILevel8B, ILevel8A { }
public interface ILevel9B : ILevel8C, ILevel8B, ILevel8A { }
public interface ILevel9C : ILevel8C, ILevel8B, ILevel8A { }
public interface ILevel10A : ILevel9C, ILevel9B, ILevel9A { }
public interface ILevel10B : ILevel9C, ILevel9B, ILevel9A { }
public interface ILevel10C : ILevel9C, ILevel9B, ILevel9A { }
public interface ILevel11A : ILevel10C, ILevel10B, ILevel10A { }
public interface ILevel11B : ILevel10C, ILevel10B, ILevel10A { }
public interface ILevel11C : ILevel10C, ILevel10B, ILevel10A { }
public interface ILevel12A : ILevel11C, ILevel11B, ILevel11A { }
public interface ILevel12B : ILevel11C, ILevel11B, ILevel11A { }
public interface ILevel12C : ILevel11C, ILevel11B, ILevel11A { }
public interface ILevel13A : ILevel12C, ILevel12B, ILevel12A { }
public interface ILevel13B : ILevel12C, ILevel12B, ILevel12A { }
public interface ILevel13C : ILevel12C, ILevel12B, ILevel12A { }
public interface ILevel14A : ILevel13C, ILevel13B, ILevel13A { }
public interface ILevel14B : ILevel13C, ILevel13B, ILevel13A { }
public interface ILevel14C : ILevel13C, ILevel13B, ILevel13A { }
public interface ILevel15A : ILevel14C, ILevel14B, ILevel14A { }
public interface ILevel15B : ILevel14C, ILevel14B, ILevel14A { }
public interface ILevel15C : ILevel14C, ILevel14B, ILevel14A { }
public interface ITop : ILevel15C, ILevel15B, ILevel15A
{
    /*$*/Shape Make();
    /*$*/Missing Lost();
}
public partial class Round0 : Round1 { }
public partial class Round0 : Round1 { }
public partial class Round0 : Round1 { }
public partial class Round0 : Round1 { }
public partial class Round0 : Round1 { }
public partial class Round0 : Round1 { }
public partial class Round1 : Round2 { }
public partial class Round1 : Round2 { }
public partial class Round1 : Round2 { }
public partial class Round1 : Round2 { }
public partial class Round1 : Round2 { }
public partial class Round1 : Round2 { }
public partial class Round2 : Round3 { }
public partial class Round2 : Round3 { }
public partial class Round2 : Round3 { }
public partial class Round2 : Round3 { }
public partial class Round2 : Round3 { }
public partial class Round2 : Round3 { }
public partial class Round3 : Round4 { }
public partial class Round3 : Round4 { }
public partial class Round3 : Round4 { }
public partial class Round3 : Round4 { }
public partial class Round3 : Round4 { }
public partial class Round3 : Round4 { }
public partial class Round4 : Round5 { }
public partial class Round4 : Round5 { }
public partial class Round4 : Round5 { }
public partial class Round4 : Round5 { }
public partial class Round4 : Round5 { }
public partial class Round4 : Round5 { }
public partial class Round5 : Round6 { }
public partial class Round5 : Round6 { }
public partial class Round5 : Round6 { }
public partial class Round5 : Round6 { }
public partial class Round5 : Round6 { }
public partial class Round5 : Round6 { }
public partial class Round6 : Round7 { }
public partial class Round6 : Round7 { }
public partial class Round6 : Round7 { }
public partial class Round6 : Round7 { }
public partial class Round6 : Round7 { }
public partial class Round6 : Round7 { }
public partial class Round7 : Round0 { }
public partial class Round7 : Round0 { }
public partial class Round7 : Round0 { }
public partial class Round7 : Round0 { }
public partial class Round7 : Round0 { }
public partial class Round7 : Round0 { }
public partial class Round0
{
    public /*$*/Absent Find() => null!;
}
