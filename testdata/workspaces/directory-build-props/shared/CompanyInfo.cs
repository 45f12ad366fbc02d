static class CompanyInfo { public const string Name = "Contoso"; }
