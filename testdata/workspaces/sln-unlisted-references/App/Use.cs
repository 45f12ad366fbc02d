namespace App; public class Use { public Lib.Thing T = new(); public Gen.Client C = new(); }
