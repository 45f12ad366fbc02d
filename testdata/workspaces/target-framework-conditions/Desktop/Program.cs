System.Windows.Forms.Application.Run();
