namespace App; class Program { }
