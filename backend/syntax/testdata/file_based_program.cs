#!/usr/bin/env dotnet
// File-based programs (.NET 10) start with `#:` directives.
/*
#:sdk Ignored.In.Comment
*/
#:package Humanizer@2.*
#:property LangVersion=preview

using System;

Console.WriteLine(Describe(3));

// Top-level local functions are not members.
static string Describe(int n) => n.ToString();

record Shape(string Name);

class Program2
{
    public static void Main2() { }
}
