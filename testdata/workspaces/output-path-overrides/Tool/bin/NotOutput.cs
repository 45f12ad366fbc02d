// bin/NotOutput.cs
