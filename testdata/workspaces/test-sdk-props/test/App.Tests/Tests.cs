namespace App.Tests;

public class Tests : Helpers.TestBase { }
