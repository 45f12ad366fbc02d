// NotListed.cs
