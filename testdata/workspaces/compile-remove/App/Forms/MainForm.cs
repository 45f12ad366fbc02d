// Forms/MainForm.cs
