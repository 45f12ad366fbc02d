namespace App.Interop; class Native { }
