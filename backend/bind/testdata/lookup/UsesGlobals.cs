namespace App.G
{
    // Global using directives of another file apply to every file of the project.
    public class U
    {
        public void M(GlobalOrder o, Holder h) { }
    }
}
