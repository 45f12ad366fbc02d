namespace Web; public class Page { }
