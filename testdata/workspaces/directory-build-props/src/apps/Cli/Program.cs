System.Console.WriteLine(CompanyInfo.Name);
