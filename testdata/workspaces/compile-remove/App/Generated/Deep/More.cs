// Generated/Deep/More.cs
