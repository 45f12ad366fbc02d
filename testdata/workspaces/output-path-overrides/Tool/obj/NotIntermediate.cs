// obj/NotIntermediate.cs
