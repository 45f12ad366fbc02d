namespace Forms;

public class MainForm : Form
{
    public Size Start = new Size(640, 480);
}
