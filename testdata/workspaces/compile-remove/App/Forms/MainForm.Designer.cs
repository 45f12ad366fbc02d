// Forms/MainForm.Designer.cs
